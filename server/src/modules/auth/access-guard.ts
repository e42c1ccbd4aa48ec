import { Code, PERMISSION_GROUPS, type PermissionGroupName } from '@adconsole/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import * as repo from './access.repo.js';
import { resolveToken } from './auth.service.js';

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
  const filed = await repo.callGroup(db, call.method, call.path);
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

/**
 * Resolves the caller of every API route and enforces the route's declared access
 * (default `session`: a route is closed unless it says otherwise).
 */
export function registerAccessGuard(app: FastifyInstance, db: DB): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'session';
    if (access === 'public') return;
    const token = readToken(request);
    request.auth = token ? await resolveToken(db, token) : null;
    if (access === 'optional') return;
    if (!request.auth) {
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
