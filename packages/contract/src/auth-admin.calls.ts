import { defineCalls } from './call.js';

/**
 * The `/v2/auth/*` directory calls: accounts (advertisers) and their linked users, users, companies, each behind its
 * permission group (companies under the account groups, as the account screen shows them).
 */
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
  editAccount: {
    method: 'PUT',
    path: '/v2/auth/account',
    access: 'auth.account.edit',
    body: 'accountEditRequest',
    answer: 'idAnswer',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/v2/auth/account',
    access: 'auth.account.edit',
    query: 'accountDeleteQuery',
    answer: null,
  },
  addUser: {
    method: 'POST',
    path: '/v2/auth/account/addUser',
    access: 'auth.account.edit',
    body: 'accountAddUserRequest',
    answer: null,
  },
  batchAddUser: {
    method: 'POST',
    path: '/v2/auth/account/batchAddUser',
    access: 'auth.account.edit',
    body: 'accountBatchAddUserRequest',
    answer: 'idsAnswer',
  },
  delUser: {
    method: 'DELETE',
    path: '/v2/auth/account/delUser',
    access: 'auth.account.edit',
    query: 'accountDelUserQuery',
    answer: null,
  },
  user: { method: 'GET', path: '/v2/auth/user', access: 'auth.user.view', query: 'userQuery', answer: 'userDetail' },
  users: {
    method: 'GET',
    path: '/v2/auth/user/list',
    access: 'auth.user.view',
    query: 'userListQuery',
    answer: 'userItems',
  },
  userPage: {
    method: 'GET',
    path: '/v2/auth/user/page',
    access: 'auth.user.view',
    query: 'userPageQuery',
    answer: 'userPage',
  },
  createUser: {
    method: 'POST',
    path: '/v2/auth/user',
    access: 'auth.user.edit',
    body: 'userCreateRequest',
    answer: 'idAnswer',
  },
  editUser: {
    method: 'PUT',
    path: '/v2/auth/user',
    access: 'auth.user.edit',
    body: 'userEditRequest',
    answer: 'idAnswer',
  },
  setUserStatus: {
    method: 'PUT',
    path: '/v2/auth/user/status',
    access: 'auth.user.edit',
    body: 'userStatusRequest',
    answer: 'idAnswer',
  },
  resetPassword: {
    method: 'PUT',
    path: '/v2/auth/user/password',
    access: 'auth.user.edit',
    body: 'userPasswordRequest',
    answer: 'idAnswer',
  },
  deleteUser: {
    method: 'DELETE',
    path: '/v2/auth/user',
    access: 'auth.user.edit',
    query: 'userDeleteQuery',
    answer: null,
  },
  companies: { method: 'GET', path: '/v2/auth/company/list', access: 'auth.account.view', answer: 'companyItems' },
  createCompany: {
    method: 'POST',
    path: '/v2/auth/company',
    access: 'auth.account.edit',
    body: 'companyCreateRequest',
    answer: 'idAnswer',
  },
  editCompany: {
    method: 'PUT',
    path: '/v2/auth/company',
    access: 'auth.account.edit',
    body: 'companyEditRequest',
    answer: 'idAnswer',
  },
  deleteCompany: {
    method: 'DELETE',
    path: '/v2/auth/company',
    access: 'auth.account.edit',
    query: 'companyDeleteQuery',
    answer: null,
  },
});
