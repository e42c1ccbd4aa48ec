import type { AppRoute } from '../../app/appRoute';

/** The spec's public demo pages, each a page of its own outside the main layout. */
export const demoRoutes: readonly AppRoute[] = [
  {
    name: 'table',
    path: '/table',
    access: 'public',
    inLayout: false,
    watermark: true,
    load: () => import('./TablePage'),
  },
  {
    name: 'tabs',
    path: '/tabs',
    access: 'public',
    inLayout: false,
    watermark: true,
    load: () => import('./TabsPage'),
  },
  {
    name: 'test',
    path: '/test',
    access: 'public',
    inLayout: false,
    watermark: true,
    load: () => import('./TestPage'),
  },
];
