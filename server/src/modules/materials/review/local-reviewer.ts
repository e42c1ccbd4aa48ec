import { ExamineStatus } from '@adconsole/contract';
import type { DB } from '../../../db/database.js';
import type { LocalReviewer, Verdict } from './review.provider.js';
import * as repo from './review.repo.js';

/**
 * The local reviewer keeps its verdicts in `material_review` of the console's own database, one row per submission
 * or decision, as an outside provider would keep them in its own store.
 */
export const createLocalReviewer = (db: DB): LocalReviewer => ({
  async submit(items, now) {
    await repo.insertReviews(
      db,
      items.map((i) => ({
        material_id: i.material_id,
        country: i.country,
        result: ExamineStatus.IN_REVIEW,
        reason: null,
        reviewer_id: null,
        create_time: now,
      })),
    );
  },

  async decide(ids, pass, reason, reviewerId, now) {
    await repo.insertReviews(
      db,
      ids.map((material_id) => ({
        material_id,
        country: null,
        result: pass ? ExamineStatus.PASSED : ExamineStatus.FAILED,
        reason,
        reviewer_id: reviewerId,
        create_time: now,
      })),
    );
  },

  async verdicts(ids): Promise<Verdict[]> {
    const rows = await repo.latestReviews(db, ids);
    return rows.map((r) => ({
      material_id: r.material_id,
      status: r.result,
      reason: r.reason,
      reviewer_id: r.reviewer_id,
      time: Number(r.create_time),
    }));
  },
});
