import type { Access } from '@adconsole/contract';

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

/** The accounts whose rows the caller may see and change; null means every account (administrators). */
export function accountScope(auth: AuthContext): number[] | null {
  return auth.isAdmin ? null : auth.accountIds;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
