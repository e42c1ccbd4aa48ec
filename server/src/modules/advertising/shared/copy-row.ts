import { AuditAction, type AuditEntityKind, CampaignStatus } from '@adconsole/contract';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import type { Actor } from '../../audit/index.js';
import { audit } from '../../audit/index.js';
import { copyName } from './copy-name.js';

/** Who made a row and when: the caller, now (a fresh row's creator and last editor are the same). */
export const madeBy = (userId: number, now: number) => ({
  create_user_id: userId,
  modify_user_id: userId,
  create_time: now,
  modify_time: now,
});

/** The columns of a copy: the source's own columns under the new name, paused, made by the caller now. */
export type CopyColumns<C> = C & { name: string; status: number } & ReturnType<typeof madeBy>;

/** How one level of the campaign tree copies a row. */
export interface CopyPlan<Row extends { id: number; name: string }, Joined extends keyof Row> {
  entity: AuditEntityKind;
  /** The source row as the level reads it: its own columns and the names joined to it for the views. */
  from: Row;
  /** The joined names, which are no columns of the table: the copy leaves them out, as it does the id. */
  joined: readonly Joined[];
  /** The names already used beside it (lower case): the copy's name avoids them. */
  taken: Set<string>;
  /** The source's parent, named in the audit entry (for example `{ campaign_id }`). */
  parent: Record<string, number>;
  insert: (trx: DB, row: CopyColumns<Omit<Row, 'id' | Joined>>) => Promise<number>;
  /** Copies what hangs below the row (ad groups, audience packages, ads, creatives) under `copyId`. */
  children: (trx: DB, copyId: number, now: number) => Promise<unknown>;
}

/**
 * Copies one row in one transaction, paused and named `<name> - copy` … to stay unique beside it, with its children;
 * one audit entry. The three levels share it so a copy reads the same wherever it is made.
 */
export async function copyRow<Row extends { id: number; name: string }, Joined extends keyof Row>(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  plan: CopyPlan<Row, Joined>,
) {
  const left = new Set<PropertyKey>(['id', ...plan.joined]);
  const columns = Object.fromEntries(Object.entries(plan.from).filter(([key]) => !left.has(key))) as Omit<
    Row,
    'id' | Joined
  >;
  const name = copyName(plan.from.name, plan.taken);
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const copyId = await plan.insert(trx, {
      ...columns,
      name,
      status: CampaignStatus.PAUSED,
      ...madeBy(auth.userId, now),
    });
    await plan.children(trx, copyId, now);
    await audit.record(trx, actor, {
      action: AuditAction.CREATE,
      entity: plan.entity,
      id: copyId,
      name,
      after: { copied_from: plan.from.id, ...plan.parent, name },
    });
    return copyId;
  });
  return { id };
}
