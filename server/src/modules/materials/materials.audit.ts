import { AuditEntity } from '@adconsole/contract';
import type { DB } from '../../db/database.js';
import type { Actor } from '../audit/index.js';
import { audit } from '../audit/index.js';
import * as repo from './materials.repo.js';

interface Snapshot {
  name: string;
  fields: Record<string, unknown>;
}

/**
 * The audited fields of materials (what the screens and the review change), read inside the change's transaction
 * before and after it, so the entry shows what this change did.
 */
export async function snapshots(db: DB, ids: number[]): Promise<Map<number, Snapshot>> {
  const rows = await repo.findMaterials(db, ids);
  const labels = await repo.labelsOf(db, ids);
  const of = (id: number, kind: number) =>
    labels.filter((l) => l.material_id === id && Number(l.kind) === kind).map((l) => l.id);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        name: r.name,
        fields: {
          name: r.name,
          status: r.status,
          account_relation_type: r.account_relation_type,
          account_ids: of(r.id, 2),
          tag_ids: of(r.id, 1),
          third_examine_status: r.third_examine_status,
          third_examine_reason: r.third_examine_reason,
        },
      },
    ]),
  );
}

/** One audit entry per material of `ids`: its fields now against `before` (a create when there is no before). */
export async function recordMaterials(
  db: DB,
  actor: Actor,
  action: audit.AuditChange['action'],
  ids: number[],
  before: Map<number, Snapshot> | null,
): Promise<void> {
  const after = await snapshots(db, ids);
  for (const id of new Set(ids)) {
    const was = before?.get(id);
    const now = after.get(id);
    await audit.record(db, actor, {
      action,
      entity: AuditEntity.MATERIAL,
      id,
      name: was?.name ?? now?.name ?? null,
      before: was?.fields,
      after: now?.fields,
    });
  }
}

/**
 * A change to existing materials in one transaction: their audited fields read before it, their search facets
 * rebuilt after it, and one entry each.
 */
export async function changeMaterials(
  db: DB,
  actor: Actor,
  action: audit.AuditChange['action'],
  ids: number[],
  change: (trx: DB) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await snapshots(trx, ids);
    await change(trx);
    await repo.rebuildFacets(trx, ids);
    await recordMaterials(trx, actor, action, ids, before);
  });
}
