import { DeviceEventLimits, type DeviceEventLineError } from '@adconsole/contract';
import type { EventRow } from './event-line.js';
import { type ScanOptions, scanEvents } from './event-scan.js';

/** The batch has more lines with content than a call may carry: reading stopped there. */
export class TooManyLines extends Error {
  constructor(readonly max: number) {
    super(`the batch has more than ${max} lines`);
  }
}

export interface BadLine {
  line: number;
  reason: DeviceEventLineError;
}

/** A batch read whole: its events to store, the expired ones counted, the bad lines (the first 100) and their count. */
export interface ReadBatch {
  lines: number;
  rows: EventRow[];
  expired: number;
  bad: number;
  badLines: BadLine[];
}

/** The time before which an event is past every rule's window (RETENTION_DAYS before `now`). */
export const retentionCutoff = (now: number): number => now - DeviceEventLimits.RETENTION_DAYS * 86_400_000;

/**
 * Reads a batch call's body: every line parsed and checked, at most BATCH_LINES_MAX lines with content (one more
 * stops the read). Valid events older than the retention window are counted, not kept.
 */
export async function readBatch(source: AsyncIterable<Buffer>, options: ScanOptions): Promise<ReadBatch> {
  const cutoff = retentionCutoff(options.ctx.now);
  const out: ReadBatch = { lines: 0, rows: [], expired: 0, bad: 0, badLines: [] };
  for await (const lines of scanEvents(source, options)) {
    for (const { line, result } of lines) {
      out.lines += 1;
      if (out.lines > DeviceEventLimits.BATCH_LINES_MAX) throw new TooManyLines(DeviceEventLimits.BATCH_LINES_MAX);
      if ('error' in result) {
        out.bad += 1;
        if (out.badLines.length < DeviceEventLimits.BAD_LINES_LISTED_MAX)
          out.badLines.push({ line, reason: result.error });
      } else if (result.row.event_time < cutoff) out.expired += 1;
      else out.rows.push(result.row);
    }
  }
  return out;
}
