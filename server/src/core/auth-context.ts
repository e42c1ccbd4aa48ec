import { type Access, Code, type ServiceScope } from '@adconsole/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** Who is calling, resolved from the `token` header once per request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  loginName: string;
  roleId: number;
  isAdmin: boolean;
  accountIds: readonly number[];
  groups: Set<string>;
  menus: Set<string>;
  /**
   * The access version this call's rights were read at (the rights tables' version, migration 20261127_0820): what
   * the call's other reads of rights (menus, groups, call groups) may be remembered under.
   */
  accessVersion: number;
}

/** The API key of a service call (`access: 'service:<scope>'`), resolved by the access guard. */
export interface ServiceCaller {
  keyId: number;
  /** the key's name as an administrator gave it (names the integration in logs and audit entries) */
  name: string;
  scopes: ServiceScope[];
}

export type { Access };

/** The caller of a route whose access is not public (the guard has already refused anonymous calls). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(Code.UNAUTHORIZED, 'token required, please log in');
  return request.auth;
}

/** The API key of a service call (the guard has already refused a call without a live key of its scope). */
export function serviceCaller(request: FastifyRequest): ServiceCaller {
  if (!request.service) throw new AppError(Code.UNAUTHORIZED, 'an API key is required (Authorization: Bearer <key>)');
  return request.service;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** set on service calls only; `auth` is null there */
    service: ServiceCaller | null;
  }
}
