import { type AppRoute, loadUpcomingPage } from '../../app/appRoute';

/**
 * Campaigns and ads (the `advertising` menu, server/src/modules/campaigns): the shell's upcoming page until the area
 * is built.
 */
export const campaignRoutes: readonly AppRoute[] = [
  {
    name: 'advertising',
    path: '/advertising',
    access: 'menu',
    inLayout: true,
    watermark: true,
    redirect: '/advertising/index',
  },
  {
    name: 'advertising.index',
    path: '/advertising/index',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: loadUpcomingPage,
  },
  {
    name: 'advertising.view',
    path: '/advertising/view',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: loadUpcomingPage,
  },
];
