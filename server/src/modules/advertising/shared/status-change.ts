import { AuditAction, type AuditEntityKind, CampaignStatus } from '@adconsole/contract';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import type { Actor } from '../../audit/index.js';
import { audit } from '../../audit/index.js';

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

/** The columns a status switch writes: the status and who changed it when. */
export interface StatusColumns {
  status: number;
  modify_user_id: number;
  modify_time: number;
}

/** One level of the campaign tree (campaign, ad group, ad) as its status switch sees it. */
export interface StatusLevel<R extends Switched> {
  entity: AuditEntityKind;
  /** The row the caller may see, else the level's "does not exist" error. */
  visible: (db: DB, auth: AuthContext, id: number) => Promise<R>;
  /** Writes the columns to the rows of `ids`. */
  update: (trx: DB, ids: number[], columns: StatusColumns) => Promise<unknown>;
}

/** The rows of `ids` the caller may see, each once; one the caller may not see fails the whole request. */
export const visibleRows = <R extends Switched>(db: DB, auth: AuthContext, level: StatusLevel<R>, ids: number[]) =>
  eachVisible(ids, (id) => level.visible(db, auth, id));

/**
 * Switches rows of one level to `status` (on, off, or a soft delete where nothing hangs below the row), stamping who
 * changed them when: the three levels share it so they answer and audit alike.
 */
export async function switchStatus<R extends Switched>(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  level: StatusLevel<R>,
  ids: number[],
  status: number,
) {
  const rows = await visibleRows(db, auth, level, ids);
  return changeStatus(db, actor, level.entity, rows, status, (trx, changed) =>
    level.update(trx, changed, { status, modify_user_id: auth.userId, modify_time: Date.now() }),
  );
}
