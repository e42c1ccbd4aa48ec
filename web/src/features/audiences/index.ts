import { type AppRoute, loadUpcomingPage } from '../../app/appRoute';

/** The audience menu, which opens on creating one: the shell's upcoming page until the area is built. */
export const audienceRoutes: readonly AppRoute[] = [
  {
    name: 'audience',
    path: '/audience',
    access: 'menu',
    inLayout: true,
    watermark: true,
    redirect: '/audience/create',
  },
  {
    name: 'audience.index',
    path: '/audience/index',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: loadUpcomingPage,
  },
  {
    name: 'audience.create',
    path: '/audience/create',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: loadUpcomingPage,
  },
];
