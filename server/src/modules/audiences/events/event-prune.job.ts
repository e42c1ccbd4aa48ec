import { z } from 'zod';
import { inBatches } from '../../../core/in-batches.js';
import type { DB } from '../../../db/database.js';
import { type JobHandler, jobKind } from '../../jobs/index.js';
import * as repo from './device-events.repo.js';
import { retentionCutoff } from './event-batch.js';

/** Rows one delete removes: a moment of the writer each, the event loop served between them. */
const PRUNE_BATCH = 5000;

/**
 * Deletes the device events older than the longest rule window (no rule can match them) and the batch ids of the
 * same age (a pipeline does not repeat a batch after a month), a few thousand rows at a time. Answers the counts.
 */
export async function pruneDeviceEvents(db: DB, now = Date.now()): Promise<{ events: number; batches: number }> {
  const before = retentionCutoff(now);
  const events = await inBatches((size) => repo.pruneOlder(db, 'device_event', before, size), PRUNE_BATCH);
  const batches = await inBatches((size) => repo.pruneOlder(db, 'device_event_batch', before, size), PRUNE_BATCH);
  return { events, batches };
}

/** The hourly prune of device events past the retention window, one recurring job for the cluster. */
export const eventPruneJob = jobKind('audiences.device-event-prune', z.object({}));

export function eventPruneHandler(db: DB, everyMs = 3600_000): JobHandler<z.infer<typeof eventPruneJob.payload>> {
  return {
    everyMs,
    async run(_payload, { log, progress }) {
      const pruned = await pruneDeviceEvents(db);
      if (pruned.events || pruned.batches) log.info(pruned, 'old device events pruned');
      await progress(pruned.events, 'events pruned');
    },
  };
}
