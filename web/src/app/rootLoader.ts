import type { RoleMenuResponse } from '@adconsole/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { browser } from '../lib/browser';
import { clearEverything } from '../lib/storage';
import { computeAccess } from './access';
import { decide, NO_PERMISSION_PATH } from './guard';
import { ApiError } from './request';
import { routeOfPath } from './routes';
import { ensureRoleMenu, hasToken, sessionIds } from './session';
import { checkVersion } from './version';

/** What the root route hands to every page: the role's menus once signed in. */
export interface RootData {
  roleMenu: RoleMenuResponse | null;
}

// Leaves the page as it is while the browser reloads, so nothing half-cleared renders.
function reloadAndWait(): Promise<never> {
  browser.reload();
  return new Promise<never>(() => {});
}

/**
 * The session guard, run on every navigation (the root route always revalidates): the spec's session routing,
 * the version check, and the first signed-in navigation loading the role's routes and menu.
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData | Response> {
  const url = new URL(request.url);
  const first = decide({
    pathname: url.pathname,
    search: url.search,
    hasToken: hasToken(),
    hasUserId: sessionIds().userId !== null,
  });
  if (first.type === 'reset') {
    clearEverything();
    throw redirect(first.to);
  }
  if (first.type === 'clearAndReload') {
    clearEverything();
    return reloadAndWait();
  }

  if ((await checkVersion()) === 'changed') {
    clearEverything();
    return reloadAndWait();
  }

  if (first.type === 'redirect') throw redirect(first.to);
  if (!hasToken()) return { roleMenu: null };

  // A public page still opens when the menus cannot be loaded; it only needs them for the access helpers.
  if (first.type === 'public') return { roleMenu: await ensureRoleMenu().catch(() => null) };

  const roleMenu = await ensureRoleMenu().catch((error: unknown) => {
    // A dead token: the request layer is already reloading into /login, so show nothing in between.
    if (error instanceof ApiError && error.status === 401) return new Promise<never>(() => {});
    throw error;
  });
  const route = routeOfPath(url.pathname);
  // Routes come from the role's menus: a page the role lacks says so inside the shell (unknown paths stay 404), as
  // does a form whose permission group the role lacks
  const access = computeAccess(roleMenu);
  if (route?.access === 'menu' && !route.redirect && !access.hasMenu(route.name)) throw redirect(NO_PERMISSION_PATH);
  if (route?.group && !access.isAdmin && !access.has(route.group)) throw redirect(NO_PERMISSION_PATH);
  return { roleMenu };
}
