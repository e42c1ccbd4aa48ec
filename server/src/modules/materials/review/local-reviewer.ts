import { ExamineStatus } from '@adconsole/contract';
import type { LocalReviewer, Verdict } from './review.provider.js';

/** The local reviewer keeps its verdicts in `material_review`, one row per submission or decision. */
export const localReviewer: LocalReviewer = {
  async submit(db, items, now) {
    if (!items.length) return;
    await db
      .insertInto('material_review')
      .values(
        items.map((i) => ({
          material_id: i.material_id,
          country: i.country,
          result: ExamineStatus.IN_REVIEW,
          reason: null,
          reviewer_id: null,
          create_time: now,
        })),
      )
      .execute();
  },

  async decide(db, ids, pass, reason, reviewerId, now) {
    if (!ids.length) return;
    await db
      .insertInto('material_review')
      .values(
        ids.map((material_id) => ({
          material_id,
          country: null,
          result: pass ? ExamineStatus.PASSED : ExamineStatus.FAILED,
          reason,
          reviewer_id: reviewerId,
          create_time: now,
        })),
      )
      .execute();
  },

  async verdicts(db, ids): Promise<Verdict[]> {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('material_review as r')
      .select(['r.material_id', 'r.result', 'r.reason', 'r.reviewer_id', 'r.create_time'])
      .where('r.material_id', 'in', ids)
      .where('r.id', '=', (eb) =>
        eb
          .selectFrom('material_review as l')
          .select((l) => l.fn.max('l.id').as('id'))
          .whereRef('l.material_id', '=', 'r.material_id'),
      )
      .execute();
    return rows.map((r) => ({
      material_id: r.material_id,
      status: r.result,
      reason: r.reason,
      reviewer_id: r.reviewer_id,
      time: Number(r.create_time),
    }));
  },
};
