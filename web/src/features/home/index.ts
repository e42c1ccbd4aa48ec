import type { AppRoute } from '../../app/appRoute';

/** The home page: every signed-in user has it, and it alone in the layout shows no watermark. */
export const homeRoutes: readonly AppRoute[] = [
  {
    name: 'home',
    path: '/home',
    access: 'session',
    inLayout: true,
    watermark: false,
    load: () => import('./HomePage'),
  },
];
