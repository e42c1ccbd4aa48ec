/**
 * Service calls: machine-to-machine calls (a platform's event pipeline, the ad server) that authenticate by an API
 * key, never by a user's session. A call declares `service:<scope>`; a key carries the scopes it was issued for.
 * Kept free of zod: the call declarations read it at run time.
 */
export const SERVICE_SCOPES = ['device_events', 'delivery_stats'] as const;
export type ServiceScope = (typeof SERVICE_SCOPES)[number];

/** The `access` of a service call: only an API key that carries the scope may call it. */
export type ServiceAccess = `service:${ServiceScope}`;

/** Whether a call's access is a service scope's. */
export function isServiceAccess(access: string): access is ServiceAccess {
  return serviceScopeOf(access) !== null;
}

/** The scope a service call's access names, or null for any other access. */
export function serviceScopeOf(access: string): ServiceScope | null {
  if (!access.startsWith('service:')) return null;
  const scope = access.slice('service:'.length);
  return (SERVICE_SCOPES as readonly string[]).includes(scope) ? (scope as ServiceScope) : null;
}

/**
 * An API key as issued: this prefix, then 256 random bits in base64url (43 characters). The prefix lets a secret
 * scanner recognise a leaked key; the first `API_KEY_VISIBLE_CHARS` characters are kept in clear to name it.
 */
export const API_KEY_PREFIX = 'adk_';
export const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;
export const API_KEY_VISIBLE_CHARS = API_KEY_PREFIX.length + 8;
/** A service call sends its key as `Authorization: Bearer <key>`. */
export const API_KEY_SCHEME = 'Bearer';
export const API_KEY_NAME_MAX = 64;
/** Calls to a service path without a valid key, per client address and window, before 429. */
export const SERVICE_ANON_PER_ADDRESS = 30;
export const SERVICE_ANON_WINDOW_MS = 60_000;
