import { defineCalls } from './call.js';

/** Health and version, for load balancers and the diagnostics screen; front-end logs. */
export const systemCalls = defineCalls({
  health: { method: 'GET', path: '/v1/system/health', access: 'public', answer: 'healthResponse' },
  // accepted with or without a session: errors happen before sign-in too
  feLog: { method: 'POST', path: '/v1/fe_log', access: 'optional', body: 'feLogRequest', answer: null },
});
