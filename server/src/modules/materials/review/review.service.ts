import {
  AuditAction,
  type AuditActionName,
  type ExamineState,
  ExamineStatus,
  type MaterialReviewRequest,
} from '@adconsole/contract';
import type { AuthContext } from '../../../core/auth-context.js';
import { fieldError } from '../../../core/field-error.js';
import type { DB } from '../../../db/database.js';
import type { Actor } from '../../audit/index.js';
import { assertNotDeleted, canSee, loadAll, loadVisible } from '../materials.access.js';
import { recordMaterials, snapshots } from '../materials.audit.js';
import * as repo from '../materials.repo.js';
import type { LocalReviewer, ReviewProvider } from './review.provider.js';

const REVIEW_STATES: number[] = [ExamineStatus.IN_REVIEW, ExamineStatus.FAILED, ExamineStatus.PASSED];

async function statesOf(db: DB, ids: number[]): Promise<ExamineState[]> {
  const rows = await repo.findMaterials(db, ids);
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      id: r.id,
      third_examine_status: r.third_examine_status,
      third_examine_platform: r.third_examine_platform,
      third_examine_country: r.third_examine_country,
      third_examine_reason: r.third_examine_reason,
    }));
}

/**
 * Copies the provider's verdicts onto the materials whose state differs, in one transaction; answers the ids that
 * changed. The verdicts are read first: the provider keeps its own store (a connection of its own, or another
 * platform), which must not be asked while this transaction holds the database.
 */
async function apply(
  db: DB,
  provider: ReviewProvider,
  ids: number[],
  actor: Actor,
  action: AuditActionName,
): Promise<number[]> {
  const verdicts = (await provider.verdicts(ids)).filter((v) => REVIEW_STATES.includes(v.status));
  return db.transaction().execute(async (trx) => {
    const before = await snapshots(trx, ids);
    const rows = new Map((await repo.findMaterials(trx, ids)).map((r) => [r.id, r]));
    const changed: number[] = [];
    for (const v of verdicts) {
      const row = rows.get(v.material_id);
      if (!row || row.third_examine_status === v.status) continue;
      await repo.updateMaterial(trx, v.material_id, {
        third_examine_status: v.status,
        third_examine_reason: v.reason,
        examine_user_id: v.reviewer_id,
        examine_time: v.time,
      });
      changed.push(v.material_id);
    }
    await recordMaterials(trx, actor, action, changed, before);
    return changed;
  });
}

/**
 * Re-reads review states from the provider: the named materials, or every material in review the caller can see.
 * Answers the current states of those materials.
 */
export async function refresh(
  db: DB,
  provider: ReviewProvider,
  auth: AuthContext,
  actor: Actor,
  ids: number[] | undefined,
): Promise<ExamineState[]> {
  let wanted: number[];
  if (ids?.length) {
    wanted = (await loadVisible(db, auth, ids)).map((m) => m.row.id);
  } else {
    const pending = await loadAll(
      db,
      (await repo.inReview(db, null)).map((r) => r.id),
    );
    wanted = [...pending.values()].filter((m) => canSee(auth, m)).map((m) => m.row.id);
  }
  // the provider's verdicts, copied at this caller's asking
  await apply(db, provider, wanted, actor, AuditAction.UPDATE);
  return statesOf(db, wanted);
}

/** The local reviewer's verdict: materials in review move to passed (4) or failed (3, with the reason). */
export async function review(
  db: DB,
  reviewer: LocalReviewer,
  auth: AuthContext,
  actor: Actor,
  input: MaterialReviewRequest,
): Promise<ExamineState[]> {
  const materials = await loadVisible(db, auth, input.material_ids);
  assertNotDeleted('material_ids', materials);
  const notInReview = materials.filter((m) => m.row.third_examine_status !== ExamineStatus.IN_REVIEW);
  if (notInReview.length) {
    const list = notInReview.map((m) => m.row.id).join(', ');
    throw fieldError('material_ids', 'in_review', `material ${list} is not in review`);
  }
  const ids = materials.map((m) => m.row.id);
  const pass = input.result === 'pass';
  // the verdict goes to the reviewer's store first; copying it onto the materials is what refresh does too
  await reviewer.decide(ids, pass, pass ? input.reason || null : input.reason, auth.userId, Date.now());
  await apply(db, reviewer, ids, actor, AuditAction.REVIEW);
  return statesOf(db, ids);
}
