import { AuditAction, type AuditEntityKind } from '@adconsole/contract';
import type { DB } from '../../db/database.js';
import type { Actor } from './audit.actor.js';
import { record } from './audit.service.js';

/** A partial update's fields with the keys left out (undefined) dropped, each keeping its own type. */
export type Given<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * The fields a partial update sent: a key left out arrives as undefined and must keep the stored value, so it is
 * dropped before the patch is spread over the row (or written to it).
 */
export function givenFields<T extends object>(patch: T): Given<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Given<T>;
}

/** A boolean sent as the 0/1 a row stores; left out stays left out. */
export function givenFlag(value: boolean | undefined): 0 | 1 | undefined {
  return value === undefined ? undefined : value ? 1 : 0;
}

/** One row's partial update, and the audit view of the row (the fields its entry compares). */
export interface AuditedUpdate<Row, Patch> {
  entity: AuditEntityKind;
  row: Row & { id: number };
  /** the entity's name as it was */
  name: string;
  /** the fields to write, from `givenFields` */
  patch: Patch;
  /** writes the patch (called only when it holds a field) */
  write: (patch: Patch) => Promise<unknown>;
  /** the audit view of a row: the entry keeps the fields of it that differ */
  view: (row: Row) => Record<string, unknown>;
}

/**
 * Writes a partial update and its audit entry in the caller's transaction: the entry's `after` is the row with
 * the patch spread over it, so no second read is needed, and an update that changes nothing writes no entry.
 */
export async function auditedUpdate<Row extends object, Patch extends Partial<Row>>(
  trx: DB,
  actor: Actor,
  change: AuditedUpdate<Row, Patch>,
): Promise<void> {
  const { row, patch } = change;
  if (Object.keys(patch).length) await change.write(patch);
  await record(trx, actor, {
    action: AuditAction.UPDATE,
    entity: change.entity,
    id: row.id,
    name: change.name,
    before: change.view(row),
    after: change.view({ ...row, ...patch }),
  });
}
