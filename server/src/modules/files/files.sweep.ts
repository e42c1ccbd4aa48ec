import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/database.js';
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

/** Runs the sweep every `everyMs` until `stop` is called; a failed sweep is logged and tried again next time. */
export function startOrphanSweeper(
  db: DB,
  storage: Storage,
  graceMs: number,
  log: FastifyBaseLogger,
  everyMs = 3600_000,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOrphans(db, storage, { graceMs, log })
      .catch((error) => log.error({ err: error }, 'orphan sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
