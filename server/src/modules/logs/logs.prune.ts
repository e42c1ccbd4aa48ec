import { z } from 'zod';
import { deleteStaleCounters } from '../../core/rate-limit.js';
import type { DB } from '../../db/database.js';
import { type JobHandler, jobKind } from '../jobs/index.js';
import { prune } from './logs.service.js';

/**
 * The hourly retention prune of the front-end log (FE_LOG_RETENTION_DAYS), one recurring job for the whole
 * cluster. It also drops rate-limit counters whose window started a day ago: the longest window is 15 minutes and a
 * stale counter restarts at 1 anyway, so they only take room (a flood of made-up names leaves one row each).
 */
export const feLogPruneJob = jobKind('logs.prune', z.object({}));

const COUNTER_KEEP_MS = 24 * 3600_000;

export function feLogPruneHandler(
  deps: { db: DB; retentionDays: number },
  everyMs = 3600_000,
): JobHandler<z.infer<typeof feLogPruneJob.payload>> {
  return {
    everyMs,
    async run(_payload, { log, progress }) {
      const removed = await prune(deps.db, deps.retentionDays);
      const counters = await deleteStaleCounters(deps.db, Date.now() - COUNTER_KEEP_MS);
      if (removed > 0 || counters > 0) {
        log.info({ removed, counters, retentionDays: deps.retentionDays }, 'front-end logs past retention removed');
      }
      await progress(removed, 'log lines removed');
    },
  };
}
