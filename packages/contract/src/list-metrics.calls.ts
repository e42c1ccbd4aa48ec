import { defineCalls } from './call.js';

/**
 * Delivery metrics for the rows of the campaign, ad group and ad lists:
 *
 * - metrics  POST  /v1/advertising/metrics {level, ids, range, from?, to?} → ListMetricsItem[] (the caller's rows only)
 */
export const listMetricCalls = defineCalls({
  metrics: {
    method: 'POST',
    path: '/v1/advertising/metrics',
    access: 'campaign.view',
    body: 'listMetricsQuery',
    answer: 'listMetricsRows',
  },
});
