import { campaignRoutes } from '../features/advertising';
import { apiKeyRoutes } from '../features/api-keys';
import { appRoutes } from '../features/apps';
import { audienceRoutes } from '../features/audiences';
import { authAdminRoutes } from '../features/auth-admin';
import { configRoutes } from '../features/config';
import { demoRoutes } from '../features/demo';
import { errorRoutes } from '../features/errors';
import { homeRoutes } from '../features/home';
import { materialRoutes } from '../features/materials';
import { placementRoutes } from '../features/placements';
import { reportRoutes } from '../features/reports';
import { sessionRoutes } from '../features/session';
import { tagRoutes } from '../features/tags';
import type { AppRoute } from './appRoute';

/**
 * The route table of the console, which is also the menu: every feature's pages, their access and lazy modules, in
 * the order the router matches them.
 */
export const ROUTES: readonly AppRoute[] = [
  ...sessionRoutes,
  ...errorRoutes,
  ...demoRoutes,
  ...homeRoutes,
  ...configRoutes,
  ...materialRoutes,
  ...tagRoutes,
  ...audienceRoutes,
  ...appRoutes,
  ...campaignRoutes,
  ...placementRoutes,
  ...reportRoutes,
  ...authAdminRoutes,
  ...apiKeyRoutes,
];

/** The route-table entry of an exact path, if any. */
export function routeOfPath(pathname: string): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => route.path === path);
}
