/** Routes anyone may open without a token (spec: "Public routes"). */
const PUBLIC_PATHS: readonly string[] = ['/login', '/404', '/table', '/tabs', '/test'];

/** Where the session sends a visitor without a token, keeping the wanted path. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const NOT_FOUND_PATH = '/404';
/** Where a signed-in user lands on a page the role's menus do not list: inside the shell, with the way home. */
export const NO_PERMISSION_PATH = '/no-permission';

/** What the guard knows about one navigation. */
export interface GuardInput {
  pathname: string;
  search: string;
  hasToken: boolean;
  hasUserId: boolean;
}

/** What the guard decides, before the version check's outcome and the role's menus are applied. */
export type GuardDecision =
  | { type: 'reset'; to: string }
  | { type: 'clearAndReload' }
  | { type: 'redirect'; to: string }
  | { type: 'public' }
  | { type: 'session' };

/** The path and query without the one-shot `reload` parameter, so a redirect back cannot reset the session again. */
export function withoutReloadParam(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('reload');
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** The login address that returns to `target` after signing in. */
export function loginRedirect(target: string): string {
  const wanted = target === '/' ? HOME_PATH : target;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

/** A redirect target from the query, accepted only when it is an in-app path (never another site). */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith(LOGIN_PATH)) return HOME_PATH;
  return value;
}

/** The spec's session routing, in its order: reload=1, missing user_id, /login with a token, public routes, no token. */
export function decide({ pathname, search, hasToken, hasUserId }: GuardInput): GuardDecision {
  if (new URLSearchParams(search).get('reload') === '1')
    return { type: 'reset', to: withoutReloadParam(pathname, search) };
  if (hasToken && !hasUserId) return { type: 'clearAndReload' };
  if (pathname === LOGIN_PATH) return hasToken ? { type: 'redirect', to: HOME_PATH } : { type: 'public' };
  if (PUBLIC_PATHS.includes(pathname)) return { type: 'public' };
  if (!hasToken) return { type: 'redirect', to: loginRedirect(withoutReloadParam(pathname, search)) };
  return { type: 'session' };
}
