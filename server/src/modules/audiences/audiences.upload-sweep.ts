import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Storage } from '../files/index.js';
import { type JobHandler, jobKind } from '../jobs/index.js';
import { staleUploadKeys, takeUpload } from './audiences.repo.js';

// An uploaded audience file is recorded in `user_cluster_upload` until a create call takes it (removing the row in
// its transaction); the files of rows left longer than the grace period are swept hourly.

const BATCH = 100;

export interface UploadSweepOptions {
  /** the time to measure the grace period from (tests pass their own) */
  now?: number;
  graceMs: number;
  log: FastifyBaseLogger;
}

/**
 * Removes the audience files uploaded before the grace period that no package took, row first: a create racing
 * the sweep takes the row or finds it gone (10027), never a package without its file. Answers how many.
 */
export async function sweepUnusedUploads(db: DB, storage: Storage, options: UploadSweepOptions): Promise<number> {
  const before = (options.now ?? Date.now()) - options.graceMs;
  let removed = 0;
  for (;;) {
    const rows = await staleUploadKeys(db, before, BATCH);
    let progressed = false;
    for (const file_key of rows) {
      if (!(await takeUpload(db, file_key))) continue;
      progressed = true;
      removed++;
      await storage
        .delete(file_key)
        .catch((error: unknown) => options.log.warn({ err: error, key: file_key }, 'unused audience file not removed'));
    }
    if (rows.length < BATCH || !progressed) break;
  }
  if (removed > 0) options.log.info({ removed }, 'unused audience uploads removed');
  return removed;
}

/** The hourly sweep of audience uploads no package took, one recurring job for the cluster (progress: files removed). */
export const uploadSweepJob = jobKind('audiences.upload-sweep', z.object({}));

export function uploadSweepHandler(
  deps: { db: DB; storage: Storage; graceMs: number },
  everyMs = 3600_000,
): JobHandler<z.infer<typeof uploadSweepJob.payload>> {
  return {
    everyMs,
    async run(_payload, { log, progress }) {
      const removed = await sweepUnusedUploads(deps.db, deps.storage, { graceMs: deps.graceMs, log });
      await progress(removed, 'files removed');
    },
  };
}
