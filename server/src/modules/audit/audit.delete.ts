import { AuditAction, type AuditEntityKind } from '@adconsole/contract';
import type { DB } from '../../db/database.js';
import type { Actor } from './audit.actor.js';
import { record } from './audit.service.js';

/** What a delete's entry names and keeps: the row's id, its name as it was, and its audit view. */
export interface DeletedRow {
  id: number;
  name: string;
  before: Record<string, unknown>;
}

/**
 * Deletes one row of an entity with the repository's `remove(trx, id)` and records it in the caller's transaction,
 * so a delete refused or rolled back leaves no entry.
 */
export async function auditedDelete(
  trx: DB,
  actor: Actor,
  entity: AuditEntityKind,
  remove: (trx: DB, id: number) => Promise<unknown>,
  row: DeletedRow,
): Promise<void> {
  await remove(trx, row.id);
  await record(trx, actor, { action: AuditAction.DELETE, entity, ...row });
}
