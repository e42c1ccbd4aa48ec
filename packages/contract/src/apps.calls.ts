import { defineCalls } from './call.js';

/** Advertisers' promoted apps: a non-administrator sees the apps of the accounts linked to it. */
export const appCalls = defineCalls({
  all: { method: 'GET', path: '/v1/ad_app/all', access: 'session', answer: 'adApps' },
});
