import type { Generated } from 'kysely';
import type { Millis } from '../../db/columns.js';

// The session's own rows; the roles, menus, permissions and users it reads are auth administration's
// (modules/auth-admin/auth-admin.tables.ts).

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  create_time: Millis;
  expire_time: Millis;
  revoke_time: Millis | null;
  ip: string;
}

/** The number every write to a rights table moves on (triggers of migration 20261127_0820): one row, id 1. */
export interface AccessVersionTable {
  id: number;
  version: number;
  /** PostgreSQL: the transaction that moved it last (a transaction moves it once) */
  tx: number | null;
}
