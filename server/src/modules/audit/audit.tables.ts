import type { Generated } from 'kysely';
import type { Millis } from '../../db/columns.js';

/** One audited change: append-only, no call edits or deletes a row (only the retention prune does). */
export interface AuditLogTable {
  id: Generated<number>;
  time: Millis;
  /** null for the system actor (a job) and for an unknown caller (a failed sign-in) */
  actor_id: number | null;
  /** the actor's login name (shareid) as it was then; the job kind for the system actor */
  actor_name: string;
  /** `user`, `system` or `anonymous` */
  actor_kind: string;
  job_id: number | null;
  ip: string | null;
  user_agent: string | null;
  /** `METHOD /path` of the call, or `job:<kind>` */
  call: string;
  action: string;
  entity_kind: string;
  entity_id: number | null;
  /** the entity's name as it was */
  entity_name: string | null;
  /** JSON `{field: {before, after}}` of the changed fields only; null when the action has no fields */
  changes: string | null;
}
