import { AuditAction, type AuditEntityKind, type PlacementKind, PlacementLimits } from '@adconsole/contract';
import type { AppError } from '../../../core/app-error.js';
import type { DB } from '../../../db/database.js';
import { type Actor, type AuditedUpdate, audit, auditedDelete, auditedUpdate } from '../../audit/index.js';
import { assertUnused, onUnique } from './placements.errors.js';
import type { Usage } from './placements.usage.repo.js';

// The three changes every placement catalogue makes, each in one transaction with its audit entry. A value that must
// be unique is checked before the write, to name the entry holding it, and again when the unique index refuses a
// concurrent write (`clash` finds it then).

type Clash = () => Promise<AppError | null>;

async function refuseClash(clash: Clash): Promise<void> {
  const refusal = await clash();
  if (refusal) throw refusal;
}

/** Inserts an entry and records its creation. */
export async function createEntry(
  db: DB,
  actor: Actor,
  entry: { entity: AuditEntityKind; name: string; after: Record<string, unknown>; clash: Clash },
  insert: (trx: DB) => Promise<number>,
): Promise<{ id: number }> {
  await refuseClash(entry.clash);
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const id = await insert(trx);
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: entry.entity,
        id,
        name: entry.name,
        after: entry.after,
      });
      return id;
    })
    .catch(onUnique(entry.clash));
  return { id };
}

/** Writes a partial edit and records what changed. */
export async function editEntry<Row extends object, Patch extends Partial<Row>>(
  db: DB,
  actor: Actor,
  clash: Clash,
  change: (trx: DB) => AuditedUpdate<Row, Patch>,
): Promise<void> {
  await refuseClash(clash);
  await db
    .transaction()
    .execute((trx) => auditedUpdate(trx, actor, change(trx)))
    .catch(onUnique(clash));
}

/** Deletes an entry unless something uses it (the refusal names who, inside the delete's transaction). */
export async function removeEntry(
  db: DB,
  actor: Actor,
  entry: {
    kind: PlacementKind;
    entity: AuditEntityKind;
    row: { id: number; name: string };
    before: Record<string, unknown>;
    usage: (trx: DB, id: number, shown: number) => Promise<Usage>;
  },
  remove: (trx: DB, id: number) => Promise<unknown>,
): Promise<{ id: number }> {
  const { id, name } = entry.row;
  await db.transaction().execute(async (trx) => {
    assertUnused(entry.kind, entry.row, await entry.usage(trx, id, PlacementLimits.IN_USE_SHOWN));
    await auditedDelete(trx, actor, entry.entity, remove, { id, name, before: entry.before });
  });
  return { id };
}
