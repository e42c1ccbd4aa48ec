import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { type JobHandler, jobKind } from '../jobs/index.js';
import { DEFAULT_RAW_DAYS, foldCutoff } from './intake.service.js';
import * as repo from './statistics.repo.js';

/** Batch ids are kept this long: a pipeline retries within hours, never after a month. */
const BATCH_ID_DAYS = 30;

/**
 * Folds away the stored lines of days before the raw window, one day per delete (their sums are already in the daily
 * rollup, which the intake keeps in its own transaction), and the batch ids of a month ago. Answers the counts.
 */
export async function foldDeliveryStats(
  db: DB,
  rawDays = DEFAULT_RAW_DAYS,
  now = Date.now(),
): Promise<{ rows: number; batches: number }> {
  const before = foldCutoff(now, rawDays);
  let rows = 0;
  for (;;) {
    const n = await repo.foldOldestDay(db, before);
    if (!n) break;
    rows += n;
  }
  const batches = await repo.pruneBatches(db, now - BATCH_ID_DAYS * 86_400_000);
  return { rows, batches };
}

/** The hourly fold of delivery statistics past the raw window, one recurring job for the cluster. */
export const statFoldJob = jobKind('statistics.delivery-fold', z.object({}));

export function statFoldHandler(
  db: DB,
  rawDays: number,
  everyMs = 3600_000,
): JobHandler<z.infer<typeof statFoldJob.payload>> {
  return {
    everyMs,
    async run(_payload, { log, progress }) {
      const folded = await foldDeliveryStats(db, rawDays);
      if (folded.rows || folded.batches) log.info(folded, 'delivery statistics folded');
      await progress(folded.rows, 'rows folded');
    },
  };
}
