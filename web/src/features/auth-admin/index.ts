import type { AppRoute } from '../../app/appRoute';

/**
 * Auth administration (the `auth` menu, server/src/modules/auth-admin): accounts, users, roles and menus, and the
 * audit log (server/src/modules/audit).
 */
export const authAdminRoutes: readonly AppRoute[] = [
  { name: 'auth', path: '/auth', access: 'menu', inLayout: true, watermark: true, redirect: '/auth/account' },
  {
    name: 'auth.account',
    path: '/auth/account',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./accounts/AccountPage'),
  },
  {
    name: 'auth.user',
    path: '/auth/user',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./users/UserPage'),
  },
  {
    name: 'auth.role',
    path: '/auth/role',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./roles/RolePage'),
  },
  {
    name: 'auth.menu',
    path: '/auth/menu',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./menus/MenuPage'),
  },
  {
    name: 'auth.audit',
    path: '/auth/audit',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./audit/AuditPage'),
  },
];
