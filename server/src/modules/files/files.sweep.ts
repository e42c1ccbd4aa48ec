import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { type JobHandler, jobKind } from '../jobs/index.js';
import * as repo from './files.repo.js';
import { removeObjects } from './files.service.js';
import type { Storage } from './storage.js';

const BATCH = 100;

export interface SweepOptions {
  /** the time to measure the grace period from (tests pass their own) */
  now?: number;
  graceMs: number;
  log: FastifyBaseLogger;
}

/**
 * Removes uploaded files that no material took within the grace period, with their stored objects.
 * Each row goes by a conditional delete (used = 0), so a file a material takes meanwhile is kept.
 * Answers how many files were removed.
 */
export async function sweepOrphans(db: DB, storage: Storage, { now = Date.now(), graceMs, log }: SweepOptions) {
  const before = now - graceMs;
  let removed = 0;
  for (;;) {
    const orphans = await repo.findOrphans(db, before, BATCH);
    let progressed = false;
    for (const file of orphans) {
      if (!(await repo.deleteUnusedFile(db, file.id))) continue;
      progressed = true;
      removed++;
      await removeObjects({ storage, log }, [file.storage_key, file.thumb_key]);
    }
    if (orphans.length < BATCH || !progressed) break;
  }
  if (removed > 0) log.info({ removed }, 'orphan uploads removed');
  return removed;
}

/** The hourly sweep of unused uploads, one recurring job for the whole cluster (its progress: files removed). */
export const orphanSweepJob = jobKind('files.orphan-sweep', z.object({}));

export function orphanSweepHandler(
  deps: { db: DB; storage: Storage; graceMs: number },
  everyMs = 3600_000,
): JobHandler<z.infer<typeof orphanSweepJob.payload>> {
  return {
    everyMs,
    async run(_payload, { log, progress }) {
      const removed = await sweepOrphans(deps.db, deps.storage, { graceMs: deps.graceMs, log });
      await progress(removed, 'files removed');
    },
  };
}
