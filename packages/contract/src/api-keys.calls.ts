import { defineCalls } from './call.js';

/**
 * API keys for service calls: an administrator lists, issues (the one answer with the secret), renames and revokes
 * them. A revoked key stays listed; nothing deletes one, so the audit log's names keep meaning something.
 */
export const apiKeyCalls = defineCalls({
  list: { method: 'GET', path: '/v2/auth/apiKey/list', access: 'auth.apiKey.view', answer: 'apiKeyRows' },
  issue: {
    method: 'POST',
    path: '/v2/auth/apiKey',
    access: 'auth.apiKey.edit',
    body: 'apiKeyIssueRequest',
    answer: 'apiKeyIssued',
  },
  rename: {
    method: 'PUT',
    path: '/v2/auth/apiKey',
    access: 'auth.apiKey.edit',
    body: 'apiKeyRenameRequest',
    answer: 'idAnswer',
  },
  revoke: {
    method: 'POST',
    path: '/v2/auth/apiKey/revoke',
    access: 'auth.apiKey.edit',
    body: 'apiKeyIdRequest',
    answer: 'idAnswer',
  },
});
