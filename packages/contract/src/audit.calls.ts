import { defineCalls } from './call.js';

/** The audit log of every change: read and exported by administrators; no call edits or deletes an entry. */
export const auditCalls = defineCalls({
  list: {
    method: 'GET',
    path: '/v2/auth/audit/list',
    access: 'auth.view',
    query: 'auditListQuery',
    answer: 'auditPage',
  },
  // the whole filtered log as CSV, streamed (no paging)
  export: {
    method: 'GET',
    path: '/v2/auth/audit/export',
    access: 'auth.view',
    query: 'auditFilterQuery',
    answer: null,
    produces: 'text/csv',
  },
});
