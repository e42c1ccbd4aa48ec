import type { AppRoute } from '../../app/appRoute';

/** The sign-in page: public, outside the layout, and needing only the core texts. */
export const sessionRoutes: readonly AppRoute[] = [
  {
    name: 'login',
    path: '/login',
    access: 'public',
    inLayout: false,
    watermark: false,
    load: () => import('./LoginPage'),
    coreOnly: true,
  },
];
