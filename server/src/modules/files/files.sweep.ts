import { AuditAction } from '@adconsole/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { type Actor, audit, systemActor } from '../audit/index.js';
import { type JobHandler, jobKind } from '../jobs/index.js';
import * as repo from './files.repo.js';
import { auditedFile, removeObjects } from './files.service.js';
import type { Storage } from './storage.js';

const BATCH = 100;

export interface SweepOptions {
  /** the time to measure the grace period from (tests pass their own) */
  now?: number;
  graceMs: number;
  log: FastifyBaseLogger;
  /** who the audit log names for each removal: the sweep job's system actor */
  actor?: Actor;
}

/**
 * Removes uploaded files that no material took within the grace period, with their stored objects.
 * Each row goes by a conditional delete (used = 0), so a file a material takes meanwhile is kept.
 * Answers how many files were removed.
 */
export async function sweepOrphans(
  db: DB,
  storage: Storage,
  { now = Date.now(), graceMs, log, actor = systemActor(orphanSweepJob.name, null) }: SweepOptions,
) {
  const before = now - graceMs;
  let removed = 0;
  for (;;) {
    const orphans = await repo.findOrphans(db, before, BATCH);
    let progressed = false;
    for (const file of orphans) {
      const gone = await db.transaction().execute(async (trx) => {
        if (!(await repo.deleteUnusedFile(trx, file.id))) return false;
        await audit.record(trx, actor, { action: AuditAction.DELETE, ...auditedFile(file.id, file, 'before') });
        return true;
      });
      if (!gone) continue;
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
    async run(_payload, { id, log, progress }) {
      const actor = systemActor(orphanSweepJob.name, id);
      const removed = await sweepOrphans(deps.db, deps.storage, { graceMs: deps.graceMs, log, actor });
      await progress(removed, 'files removed');
    },
  };
}
