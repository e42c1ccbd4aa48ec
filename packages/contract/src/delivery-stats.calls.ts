import { defineCalls } from './call.js';

/** Delivery statistics: the ad server's batch call (an API key with the delivery_stats scope; NDJSON or CSV lines). */
export const deliveryStatCalls = defineCalls({
  batch: {
    method: 'POST',
    path: '/v1/delivery_stat/batch',
    access: 'service:delivery_stats',
    query: 'deliveryStatBatchQuery',
    stream: ['application/x-ndjson', 'text/csv'],
    answer: 'deliveryStatBatchAnswer',
  },
});
