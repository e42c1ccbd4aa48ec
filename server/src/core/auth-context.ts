import { type Access, Code } from '@adconsole/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** Who is calling, resolved from the `token` header once per request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  loginName: string;
  roleId: number;
  isAdmin: boolean;
  accountIds: number[];
  groups: Set<string>;
  menus: Set<string>;
}

export type { Access };

/** The caller of a route whose access is not public (the guard has already refused anonymous calls). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(Code.UNAUTHORIZED, 'token required, please log in');
  return request.auth;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
