import { defineCalls } from './call.js';

/**
 * Delivery statistics: the ad server's batch call and its file import (an API key with the delivery_stats scope;
 * NDJSON or CSV lines), the import's progress and report read back with the key that started it.
 */
export const deliveryStatCalls = defineCalls({
  batch: {
    method: 'POST',
    path: '/v1/delivery_stat/batch',
    access: 'service:delivery_stats',
    query: 'deliveryStatBatchQuery',
    stream: ['application/x-ndjson', 'text/csv'],
    answer: 'deliveryStatBatchAnswer',
  },
  importFile: {
    method: 'POST',
    path: '/v1/delivery_stat/import',
    access: 'service:delivery_stats',
    query: 'deliveryStatImportQuery',
    stream: ['application/x-ndjson', 'text/csv'],
    answer: 'idAnswer',
  },
  importDetail: {
    method: 'GET',
    path: '/v1/delivery_stat/import/detail',
    access: 'service:delivery_stats',
    query: 'deliveryStatImportIdQuery',
    answer: 'deliveryStatImportItem',
  },
});
