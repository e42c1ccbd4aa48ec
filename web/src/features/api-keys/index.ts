import type { AppRoute } from '../../app/appRoute';

/**
 * API keys of service calls (the `auth.apiKey` page of the auth menu, server/src/modules/api-keys): administrators
 * issue, rename and revoke the keys a platform's systems call the intake with.
 */
export const apiKeyRoutes: readonly AppRoute[] = [
  {
    name: 'auth.apiKey',
    path: '/auth/apiKey',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./ApiKeyPage'),
  },
];
