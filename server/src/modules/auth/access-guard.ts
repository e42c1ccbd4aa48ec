import { Code, PERMISSION_GROUPS, type PermissionGroupName } from '@adconsole/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import { resolveToken } from './auth.service.js';

/** 402 when the role lacks the group's page, 403 when it has the page but not the operation. */
export function checkGroup(auth: AuthContext, group: PermissionGroupName): void {
  if (auth.isAdmin || auth.groups.has(group)) return;
  if (auth.menus.has(PERMISSION_GROUPS[group])) {
    throw new AppError(Code.FORBIDDEN, `no operation permission: ${group} (contact the administrator)`);
  }
  throw new AppError(Code.NO_PAGE, `you do not have permission to access this page: ${PERMISSION_GROUPS[group]}`);
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
    if (access !== 'session') checkGroup(request.auth, access);
  });
}

/** The caller of a route whose access is not public (the guard has already refused anonymous calls). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(Code.UNAUTHORIZED, 'token required, please log in');
  return request.auth;
}
