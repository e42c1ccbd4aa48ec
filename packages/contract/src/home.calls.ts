import { defineCalls } from './call.js';

/**
 * The home page's cockpit for the signed-in user:
 *
 * - overview  GET  /v1/home/overview → HomeOverview (parts the user's role may not see are null)
 */
export const homeCalls = defineCalls({
  overview: { method: 'GET', path: '/v1/home/overview', access: 'session', answer: 'homeOverview' },
});
