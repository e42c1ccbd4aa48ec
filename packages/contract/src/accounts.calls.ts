import { defineCalls } from './call.js';

/** The account and user option lists every screen uses, in the caller's scope. */
export const accountCalls = defineCalls({
  options: {
    method: 'GET',
    path: '/v1/account/list',
    access: 'session',
    query: 'accountOptionsQuery',
    answer: 'accountItems',
  },
  // the spec's second name for the same list, used by the auth screens
  authOptions: {
    method: 'GET',
    path: '/v2/auth/account/list',
    access: 'session',
    query: 'accountOptionsQuery',
    answer: 'accountItems',
  },
  users: { method: 'GET', path: '/v1/user/list', access: 'session', query: 'userListQuery', answer: 'userItems' },
});
