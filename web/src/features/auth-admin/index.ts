import { type AppRoute, loadUpcomingPage } from '../../app/appRoute';

/**
 * Auth administration (the `auth` menu, server/src/modules/auth-admin): accounts, users, roles and menus, the shell's
 * upcoming page until the area is built.
 */
export const authAdminRoutes: readonly AppRoute[] = [
  { name: 'auth', path: '/auth', access: 'menu', inLayout: true, watermark: true, redirect: '/auth/account' },
  {
    name: 'auth.account',
    path: '/auth/account',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: loadUpcomingPage,
  },
  { name: 'auth.user', path: '/auth/user', access: 'menu', inLayout: true, watermark: true, load: loadUpcomingPage },
  { name: 'auth.role', path: '/auth/role', access: 'menu', inLayout: true, watermark: true, load: loadUpcomingPage },
  { name: 'auth.menu', path: '/auth/menu', access: 'menu', inLayout: true, watermark: true, load: loadUpcomingPage },
];
