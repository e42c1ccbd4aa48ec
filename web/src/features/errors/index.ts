import type { AppRoute } from '../../app/appRoute';

/** The 404 page, where every unknown path and every page a role lacks ends. */
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
];
