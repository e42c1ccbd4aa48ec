import {
  API_KEY_SCHEME,
  Code,
  isServiceAccess,
  PERMISSION_GROUPS,
  type PermissionGroupName,
  SERVICE_ANON_PER_ADDRESS,
  SERVICE_ANON_WINDOW_MS,
  type ServiceScope,
  serviceScopeOf,
} from '@adconsole/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { enforceRateLimit } from '../../core/rate-limit.js';
import type { DB } from '../../db/database.js';
import type { ApiKeyVerifier } from '../api-keys/index.js';
import * as repo from './access.repo.js';
import { rememberedAt } from './access-memory.js';
import { deadTokenRefusal, resolveToken } from './auth.service.js';

/**
 * 402 when the role lacks the menu of the call's group (whatever its groups), 403 when it has the menu but not the
 * group. The group and its menu are read from the permission table (the unique method + path), so an
 * administrator's move of a call to another group, or of a group to another menu, holds from the next call; a call
 * not filed there (it always is after the start-up sync) falls back to its declaration.
 */
export async function checkCallGroup(
  db: DB,
  auth: AuthContext,
  call: { method: string; path: string; group: PermissionGroupName },
): Promise<void> {
  if (auth.isAdmin) return;
  // the permission table is a rights table: remembered under the caller's access version
  const filed = await rememberedAt(db, auth.accessVersion, `call:${call.method} ${call.path}`, () =>
    repo.callGroup(db, call.method, call.path),
  );
  const group = filed?.group ?? call.group;
  const menu = filed?.menu ?? PERMISSION_GROUPS[call.group];
  // the page first: a group granted without its menu still answers 402
  if (!auth.menus.has(menu)) {
    throw new AppError(Code.NO_PAGE, `you do not have permission to access this page: ${menu}`);
  }
  if (!auth.groups.has(group)) {
    throw new AppError(Code.FORBIDDEN, `no operation permission: ${group} (contact the administrator)`);
  }
}

function readToken(request: FastifyRequest): string | null {
  const header = request.headers.token;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || null;
}

/** The API key of `Authorization: Bearer <key>` (the scheme in any case), or null. */
function readApiKey(request: FastifyRequest): string | null {
  const [scheme, key, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
  return scheme?.toLowerCase() === API_KEY_SCHEME.toLowerCase() && key && !rest.length ? key : null;
}

/**
 * A service call takes a live API key carrying its scope and nothing else: a session token is refused, so a user's
 * stolen session cannot feed the intake, and a key cannot act as a user. A call without a valid key counts against
 * its address like any anonymous call (429 past the limit); a valid key is not counted, so the intake's hot path
 * writes nothing.
 */
async function guardServiceCall(
  db: DB,
  keys: ApiKeyVerifier,
  request: FastifyRequest,
  scope: ServiceScope,
): Promise<void> {
  request.auth = null;
  const secret = readApiKey(request);
  const key = secret ? await keys.verify(secret) : null;
  if (!key) {
    await enforceRateLimit(
      db,
      [{ key: `service:anon-ip:${request.ip}`, max: SERVICE_ANON_PER_ADDRESS, windowMs: SERVICE_ANON_WINDOW_MS }],
      'calls without a valid API key',
    );
    throw new AppError(
      Code.UNAUTHORIZED,
      secret
        ? 'API key invalid or revoked'
        : readToken(request)
          ? 'this call takes an API key (Authorization: Bearer <key>), not a session token'
          : 'API key required (Authorization: Bearer <key>)',
    );
  }
  if (!key.scopes.includes(scope)) {
    throw new AppError(Code.FORBIDDEN, `this API key is not issued for ${scope}`);
  }
  request.service = key;
}

/**
 * Resolves the caller of every API route and enforces the route's declared access
 * (default `session`: a route is closed unless it says otherwise).
 */
export function registerAccessGuard(app: FastifyInstance, db: DB, keys: ApiKeyVerifier): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('service', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'session';
    if (access === 'public') return;
    if (isServiceAccess(access)) return guardServiceCall(db, keys, request, serviceScopeOf(access)!);
    if (readApiKey(request)) {
      throw new AppError(
        Code.UNAUTHORIZED,
        'API keys are taken only by service calls; this call needs a session token',
      );
    }
    const token = readToken(request);
    request.auth = token ? await resolveToken(db, token) : null;
    if (access === 'optional') return;
    if (!request.auth) {
      // a session ended because its user was disabled says so (the tab tells the user why, not just "expired")
      const disabled = token ? await deadTokenRefusal(db, token) : null;
      if (disabled) throw disabled;
      throw new AppError(
        Code.UNAUTHORIZED,
        token ? 'token invalid, please log in again' : 'token required, please log in',
      );
    }
    if (access !== 'session') {
      await checkCallGroup(db, request.auth, {
        method: request.method,
        path: request.routeOptions.url ?? '',
        group: access,
      });
    }
  });
}
