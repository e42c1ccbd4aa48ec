import { type AppRoute, loadUpcomingPage } from '../../app/appRoute';

/** Promotion apps (the `package` menu, server/src/modules/apps): the shell's upcoming page until the area is built. */
export const appRoutes: readonly AppRoute[] = [
  { name: 'package', path: '/package', access: 'menu', inLayout: true, watermark: true, redirect: '/package/index' },
  {
    name: 'package.index',
    path: '/package/index',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: loadUpcomingPage,
  },
];
