import type { AppRoute } from '../../app/appRoute';

/** The configuration page: open to every signed-in user, whatever the role's menus. */
export const configRoutes: readonly AppRoute[] = [
  {
    name: 'config',
    path: '/config/index',
    access: 'session',
    inLayout: true,
    watermark: true,
    load: () => import('./ConfigPage'),
  },
];
