import type { AppRoute } from '../../app/appRoute';

/**
 * The 404 page, where every unknown path ends, and the no-permission page (inside the shell), where a page the role's
 * menus do not list ends.
 */
export const errorRoutes: readonly AppRoute[] = [
  {
    name: 'notFound',
    path: '/404',
    access: 'public',
    inLayout: false,
    watermark: true,
    load: () => import('./NotFoundPage'),
    coreOnly: true,
  },
  {
    name: 'noPermission',
    path: '/no-permission',
    access: 'session',
    inLayout: true,
    watermark: true,
    load: () => import('./NoPermissionPage'),
    coreOnly: true,
  },
];
