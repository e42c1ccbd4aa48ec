import { defineCalls } from './call.js';

/** The `/v2/auth/*` administration calls: accounts, users, roles and companies, each behind its permission group. */
export const authAdminCalls = defineCalls({
  accountPage: {
    method: 'GET',
    path: '/v2/auth/account',
    access: 'auth.account.view',
    query: 'accountPageQuery',
    answer: 'accountPage',
  },
  createAccount: {
    method: 'POST',
    path: '/v2/auth/account',
    access: 'auth.account.edit',
    body: 'accountCreateRequest',
    answer: 'idAnswer',
  },
  users: {
    method: 'GET',
    path: '/v2/auth/user/list',
    access: 'auth.user.view',
    query: 'userListQuery',
    answer: 'userItems',
  },
  roles: { method: 'GET', path: '/v2/auth/role/list', access: 'auth.role.view', answer: 'roleItems' },
  companies: { method: 'GET', path: '/v2/auth/company/list', access: 'auth.account.view', answer: 'companyItems' },
});
