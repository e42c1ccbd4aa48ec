import { defineCalls } from './call.js';

/** The delivery report: a page of grouped rows with totals and days, and the whole result as CSV. */
export const reportCalls = defineCalls({
  query: {
    method: 'POST',
    path: '/v1/report/query',
    access: 'report.view',
    body: 'reportQuery',
    answer: 'reportAnswer',
  },
  // every row of the same query as CSV, streamed (no paging); headers in the body's `lang`
  export: {
    method: 'POST',
    path: '/v1/report/export',
    access: 'report.view',
    body: 'reportExportRequest',
    answer: null,
    produces: 'text/csv',
  },
});
