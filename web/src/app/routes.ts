import type { MenuName } from '@adconsole/contract';
import type { ComponentType } from 'react';

/** Who may open a route: anyone, any signed-in user, or a role whose menus list the route's name. */
export type RouteAccess = 'public' | 'session' | 'menu';

/**
 * One entry of the route table. `name` is also the menu name: its title is the `menu.<name>` locale key, and the
 * server's navigation tree refers to routes by it.
 */
export interface AppRoute {
  name: MenuName | 'login' | 'notFound' | 'table' | 'tabs' | 'test' | 'config';
  path: string;
  access: RouteAccess;
  /** Inside the main layout (navbar, watermark) or a page of its own. */
  inLayout: boolean;
  /** The page module, always loaded lazily so each page is its own chunk. */
  load?: () => Promise<{ default: ComponentType }>;
  redirect?: string;
  /** The spec's watermark shows on every page but home and login. */
  watermark: boolean;
  /** Needs only the core texts (sign-in, 404): the console's texts are not loaded for it. */
  coreOnly?: boolean;
}

// Areas that later issues fill share the shell's one generic page that says so; each keeps its own route and title.
const upcoming = () => import('./layout/UpcomingPage');

/** The route table of the console, which is also the menu: every page, its access and its lazy module. */
export const ROUTES: readonly AppRoute[] = [
  {
    name: 'login',
    path: '/login',
    access: 'public',
    inLayout: false,
    watermark: false,
    load: () => import('../features/session/LoginPage'),
    coreOnly: true,
  },
  {
    name: 'notFound',
    path: '/404',
    access: 'public',
    inLayout: false,
    watermark: true,
    load: () => import('../features/errors/NotFoundPage'),
    coreOnly: true,
  },
  {
    name: 'table',
    path: '/table',
    access: 'public',
    inLayout: false,
    watermark: true,
    load: () => import('../features/demo/TablePage'),
  },
  {
    name: 'tabs',
    path: '/tabs',
    access: 'public',
    inLayout: false,
    watermark: true,
    load: () => import('../features/demo/TabsPage'),
  },
  {
    name: 'test',
    path: '/test',
    access: 'public',
    inLayout: false,
    watermark: true,
    load: () => import('../features/demo/TestPage'),
  },
  {
    name: 'home',
    path: '/home',
    access: 'session',
    inLayout: true,
    watermark: false,
    load: () => import('../features/home/HomePage'),
  },
  {
    name: 'config',
    path: '/config/index',
    access: 'session',
    inLayout: true,
    watermark: true,
    load: () => import('../features/config/ConfigPage'),
  },
  { name: 'material', path: '/material', access: 'menu', inLayout: true, watermark: true, redirect: '/material/image' },
  {
    name: 'material.image',
    path: '/material/image',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('../features/materials/library/ImageLibraryPage'),
  },
  {
    name: 'material.video',
    path: '/material/video',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('../features/materials/library/VideoLibraryPage'),
  },
  {
    name: 'material.creativeTag',
    path: '/material/creativeTag',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('../features/tags/CreativeTagPage'),
  },
  {
    name: 'audience',
    path: '/audience',
    access: 'menu',
    inLayout: true,
    watermark: true,
    redirect: '/audience/create',
  },
  { name: 'audience.index', path: '/audience/index', access: 'menu', inLayout: true, watermark: true, load: upcoming },
  {
    name: 'audience.create',
    path: '/audience/create',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: upcoming,
  },
  { name: 'package', path: '/package', access: 'menu', inLayout: true, watermark: true, redirect: '/package/index' },
  { name: 'package.index', path: '/package/index', access: 'menu', inLayout: true, watermark: true, load: upcoming },
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
    load: upcoming,
  },
  {
    name: 'advertising.view',
    path: '/advertising/view',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: upcoming,
  },
  { name: 'auth', path: '/auth', access: 'menu', inLayout: true, watermark: true, redirect: '/auth/account' },
  { name: 'auth.account', path: '/auth/account', access: 'menu', inLayout: true, watermark: true, load: upcoming },
  { name: 'auth.user', path: '/auth/user', access: 'menu', inLayout: true, watermark: true, load: upcoming },
  { name: 'auth.role', path: '/auth/role', access: 'menu', inLayout: true, watermark: true, load: upcoming },
  { name: 'auth.menu', path: '/auth/menu', access: 'menu', inLayout: true, watermark: true, load: upcoming },
];

/** The route-table entry of an exact path, if any. */
export function routeOfPath(pathname: string): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => route.path === path);
}
