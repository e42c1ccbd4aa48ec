import type { AppRoute } from '../../app/appRoute';

/** The creative tag page, an item of the material menu. */
export const tagRoutes: readonly AppRoute[] = [
  {
    name: 'material.creativeTag',
    path: '/material/creativeTag',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./CreativeTagPage'),
  },
];
