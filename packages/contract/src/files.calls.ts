import { defineCalls } from './call.js';

/** Upload and delete of material files. */
export const fileCalls = defineCalls({
  upload: {
    method: 'POST',
    path: '/v1/file',
    access: 'material.upload',
    form: 'fileUploadForm',
    answer: 'fileUploadAnswer',
  },
  remove: { method: 'DELETE', path: '/v1/file', access: 'material.upload', query: 'fileDeleteQuery', answer: null },
});
