import type { AppRoute } from '../../app/appRoute';

/**
 * The placement catalogues (the `placement` menu, server/src/modules/placements): media apps, ad positions, DSPs
 * with their placement mappings, and ad platforms, a page each.
 */
export const placementRoutes: readonly AppRoute[] = [
  {
    name: 'placement',
    path: '/placement',
    access: 'menu',
    inLayout: true,
    watermark: true,
    redirect: '/placement/mediaApp',
  },
  {
    name: 'placement.mediaApp',
    path: '/placement/mediaApp',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./MediaAppPage'),
  },
  {
    name: 'placement.adPosition',
    path: '/placement/adPosition',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./AdPositionPage'),
  },
  {
    name: 'placement.dsp',
    path: '/placement/dsp',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./DspPage'),
  },
  {
    name: 'placement.adPlatform',
    path: '/placement/adPlatform',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./AdPlatformPage'),
  },
];
