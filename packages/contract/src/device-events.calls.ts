import { defineCalls } from './call.js';

/**
 * Device events: the batch call of a platform's event pipeline (an API key with the device_events scope; the body
 * NDJSON or CSV lines), and an administrator's back-fill imports from a file, run by a job.
 */
export const deviceEventCalls = defineCalls({
  batch: {
    method: 'POST',
    path: '/v1/device_event/batch',
    access: 'service:device_events',
    query: 'deviceEventBatchQuery',
    stream: ['application/x-ndjson', 'text/csv'],
    answer: 'deviceEventBatchAnswer',
  },
  importFile: {
    method: 'POST',
    path: '/v1/device_event/import',
    access: 'audience.deviceEvent.import',
    form: 'deviceEventImportForm',
    answer: 'idAnswer',
  },
  importList: {
    method: 'GET',
    path: '/v1/device_event/import/list',
    access: 'audience.deviceEvent.view',
    query: 'deviceEventImportListQuery',
    answer: 'deviceEventImportList',
  },
  importDetail: {
    method: 'GET',
    path: '/v1/device_event/import/detail',
    access: 'audience.deviceEvent.view',
    query: 'deviceEventImportIdQuery',
    answer: 'deviceEventImportItem',
  },
});
