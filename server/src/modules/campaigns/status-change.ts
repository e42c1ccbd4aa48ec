import { AuditAction, type AuditEntityKind, CampaignStatus } from '@adconsole/contract';
import type { DB } from '../../db/database.js';
import type { Actor } from '../audit/audit.actor.js';
import * as audit from '../audit/audit.service.js';

interface Switched {
  id: number;
  name: string;
  status: number;
}

/**
 * Sets the status of campaigns or ad groups in one transaction (`apply` writes the rows), one audit entry per row:
 * a delete for status -1, else an update; rows already at the status are left alone. Answers every id asked for.
 */
export async function changeStatus(
  db: DB,
  actor: Actor,
  entity: AuditEntityKind,
  rows: Switched[],
  status: number,
  apply: (trx: DB, ids: number[]) => Promise<unknown>,
) {
  const changed = rows.filter((r) => r.status !== status);
  await db.transaction().execute(async (trx) => {
    if (changed.length)
      await apply(
        trx,
        changed.map((r) => r.id),
      );
    for (const r of changed) {
      await audit.record(trx, actor, {
        action: status === CampaignStatus.DELETED ? AuditAction.DELETE : AuditAction.UPDATE,
        entity,
        id: r.id,
        name: r.name,
        before: { status: r.status },
        after: { status },
      });
    }
  });
  return { ids: rows.map((r) => r.id) };
}

/** The rows of `ids` (each once, in order) as `find` answers them; `find` refuses one the caller may not see. */
export async function eachVisible<T>(ids: number[], find: (id: number) => Promise<T>): Promise<T[]> {
  const rows: T[] = [];
  for (const id of new Set(ids)) rows.push(await find(id));
  return rows;
}
