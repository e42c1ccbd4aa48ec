import { defineCalls } from './call.js';

/** Sign in, sign out, and the caller's navigation. */
export const sessionCalls = defineCalls({
  login: { method: 'POST', path: '/v1/login', access: 'public', body: 'loginRequest', answer: 'loginResponse' },
  logout: { method: 'POST', path: '/v1/logout', access: 'session', body: 'logoutRequest', answer: null },
  /** the caller's own password; every other session of theirs ends (PASSWORD_WRONG when `current_password` is) */
  changePassword: {
    method: 'POST',
    path: '/v1/session/password',
    access: 'session',
    body: 'ownPasswordRequest',
    answer: null,
  },
  roleMenu: {
    method: 'GET',
    path: '/v2/auth/role/getRoleMenu',
    access: 'session',
    query: 'roleMenuQuery',
    answer: 'roleMenuResponse',
  },
});
