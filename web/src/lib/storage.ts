import { Limits } from '@adconsole/contract';

/** localStorage keys of the session (spec: "Locally stored items"). */
export const LocalKey = {
  shareid: 'shareid',
  userId: 'user_id',
  accountId: 'account_id',
  roleId: 'role_id',
  version: 'version',
  language: 'language',
  /** the media app list, a daily cache (refreshed on the first use of each day) */
  mediaApps: 'lookup_media_apps',
} as const;

/** sessionStorage keys: the route/menu cache and the lookup caches (spec: "lookup data are in session storage"). */
export const SessionKey = {
  roleMenu: 'role_menu',
  countries: 'lookup_countries',
  adApps: 'lookup_ad_apps',
  /** why the last session of this tab was ended by the server, for the sign-in page to say (read once) */
  endedBecause: 'session_ended_because',
} as const;

/** Prefixes of per-name keys: table layouts and widths, and the report date ranges under caller-given names. */
export const KeyPrefix = {
  /** localStorage: the column set saved "as common use" */
  tableColumns: 'table_columns:',
  /** sessionStorage: the column set in use in this tab */
  tableView: 'table_view:',
  /** localStorage: resized column widths */
  tableWidths: 'table_widths:',
  /** localStorage: a report form's date range */
  dateRange: 'date_range:',
} as const;

const TOKEN_COOKIE = 'token';

/** Reads the session token from its cookie. */
export function getToken(): string | null {
  const hit = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  const value = hit ? decodeURIComponent(hit.slice(TOKEN_COOKIE.length + 1)) : '';
  return value || null;
}

/** Stores the token in the `token` cookie for the spec's 7 days (or until the server's expiry when sooner). */
export function setToken(token: string, expiresAt?: number): void {
  const max = Date.now() + Limits.TOKEN_TTL_MS;
  const expires = new Date(expiresAt && expiresAt < max ? expiresAt : max);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token in a cookie; the Cookie Store API is async and not in every browser
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax${secure}`;
}

/** Deletes the token cookie. */
export function removeToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setToken
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** Reads a localStorage item, tolerating browsers that refuse storage access. */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, for null/empty, removes) a localStorage item. */
export function writeLocal(key: string, value: string | number | null | undefined): void {
  try {
    if (value === null || value === undefined || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  } catch {
    // Private modes may refuse storage; the session still works for this tab through the cookie.
  }
}

const clearListeners = new Set<() => void>();

/**
 * Registers what else must be forgotten with the storage (in-memory query caches), so a cleared session never shows
 * the previous user's data; answers the unregister function.
 */
export function onClearEverything(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

/** Clears local storage, session storage and the token: the spec's "clear everything". */
export function clearEverything(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable; the token removal below is what ends the session.
  }
  removeToken();
  for (const listener of clearListeners) listener();
}

function readJson(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function writeJson(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === undefined) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage only costs a reload of the data later.
  }
}

/** Reads a JSON localStorage item (undefined when absent or unreadable). */
export const readLocalJson = (key: string): unknown => readJson(() => localStorage, key);
/** Writes a JSON localStorage item (undefined removes it). */
export const writeLocalJson = (key: string, value: unknown): void => writeJson(() => localStorage, key, value);
/** Reads a JSON sessionStorage item (undefined when absent or unreadable). */
export const readSessionJson = (key: string): unknown => readJson(() => sessionStorage, key);
/** Writes a JSON sessionStorage item (undefined removes it). */
export const writeSessionJson = (key: string, value: unknown): void => writeJson(() => sessionStorage, key, value);

/** Numeric id kept in localStorage, or null when absent or not a number. */
export function readLocalId(key: string): number | null {
  const raw = readLocal(key);
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}
