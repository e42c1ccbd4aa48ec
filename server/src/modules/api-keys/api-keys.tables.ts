import type { Generated } from 'kysely';
import type { Millis } from '../../db/columns.js';

/** An API key of service calls (migration 20261126_0710); only its SHA-256 is stored. */
export interface ApiKeyTable {
  id: Generated<number>;
  name: string;
  /** its service scopes, space-separated */
  scopes: string;
  /** the key's first characters, kept in clear to recognise it */
  prefix: string;
  secret_hash: string;
  create_user_id: number | null;
  create_time: Millis;
  last_used_time: Millis | null;
  revoke_user_id: number | null;
  revoke_time: Millis | null;
}
