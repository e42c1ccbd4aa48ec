import { type AuditKindName, SESSION_ACTIONS } from '@adconsole/contract';
import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { AuditLogTable } from './audit.tables.js';

/** What the list and the export filter on; the time range is [time_from, time_to). */
export interface AuditFilter {
  user_id?: number;
  entity_kind?: string;
  entity_id?: number;
  action?: string;
  kind?: AuditKindName;
  time_from?: number;
  time_to?: number;
}

/** Where a page starts: after the entry at (time, id), newest first. */
export interface AuditKey {
  time: number;
  id: number;
}

export async function insertEntry(db: DB, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Up to `limit` entries matching `filter`, newest first by (time, id), after `from` when given. */
export function pageEntries(db: DB, filter: AuditFilter, from: AuditKey | null, limit: number) {
  let q = db.selectFrom('audit_log').selectAll();
  if (filter.user_id !== undefined) q = q.where('actor_id', '=', filter.user_id);
  if (filter.entity_kind !== undefined) q = q.where('entity_kind', '=', filter.entity_kind);
  if (filter.entity_id !== undefined) q = q.where('entity_id', '=', filter.entity_id);
  if (filter.action !== undefined) q = q.where('action', '=', filter.action);
  if (filter.kind !== undefined)
    q = q.where('action', filter.kind === 'session' ? 'in' : 'not in', [...SESSION_ACTIONS]);
  if (filter.time_from !== undefined) q = q.where('time', '>=', filter.time_from);
  if (filter.time_to !== undefined) q = q.where('time', '<', filter.time_to);
  if (from) {
    // keyset rather than offset: a page deep in a long log costs what the first one does, and rows written
    // meanwhile do not shift the pages
    q = q.where((eb) =>
      eb.or([eb('time', '<', from.time), eb.and([eb('time', '=', from.time), eb('id', '<', from.id)])]),
    );
  }
  return q.orderBy('time', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/**
 * Deletes at most `limit` of the entries older than `before`, oldest first (the retention prune, the only delete
 * there is, goes batch by batch: audit.service.ts); answers how many went.
 */
export async function deleteOlderThan(db: DB, before: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('audit_log')
    .where('id', 'in', (eb) =>
      eb.selectFrom('audit_log').select('id').where('time', '<', before).orderBy('time').orderBy('id').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
