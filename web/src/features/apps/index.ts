import type { AppRoute } from '../../app/appRoute';

/** Promotion apps (the `package` menu): the list of ad products with their drawer and linked-accounts popup. */
export const appRoutes: readonly AppRoute[] = [
  { name: 'package', path: '/package', access: 'menu', inLayout: true, watermark: true, redirect: '/package/index' },
  {
    name: 'package.index',
    path: '/package/index',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./PromotionAppPage'),
  },
];
