import {
  AuditAction,
  AuditEntity,
  type DeviceEventFormatValue,
  type DeviceEventImportReport,
  DeviceEventImportStatus,
  DeviceEventLimits,
} from '@adconsole/contract';
import { z } from 'zod';
import type { DB } from '../../../db/database.js';
import { audit, systemActor } from '../../audit/index.js';
import type { Storage } from '../../files/index.js';
import { type JobContext, type JobHandler, jobKind } from '../../jobs/index.js';
import { countryCodes } from '../../lookups/index.js';
import * as repo from './device-events.repo.js';
import { retentionCutoff } from './event-batch.js';
import type { EventRow } from './event-line.js';
import { scanEvents } from './event-scan.js';

export const eventImportJob = jobKind('audiences.device-event-import', z.object({ importId: z.number().int() }));

/** Events one transaction stores, with the import's progress: a retry goes on after the last one committed. */
const ROWS_PER_COMMIT = 5000;

export const emptyImportReport = (): DeviceEventImportReport => ({
  lines: 0,
  stored: 0,
  expired: 0,
  bad: 0,
  bad_by_reason: {},
  bad_lines: [],
});

type Row = NonNullable<Awaited<ReturnType<typeof repo.findImport>>>;

/** The import's end: its status, report and failure, the file let go, and the audit entry, in one transaction. */
async function finish(
  db: DB,
  row: Row,
  jobId: number | null,
  patch: { status: number; report?: DeviceEventImportReport; failure?: string },
) {
  await db.transaction().execute(async (trx) => {
    await repo.updateImport(trx, row.id, {
      status: patch.status,
      ...(patch.report ? { report: JSON.stringify(patch.report) } : {}),
      failure: patch.failure ?? null,
      file_key: null,
      update_time: Date.now(),
    });
    await audit.record(trx, systemActor(eventImportJob.name, jobId), {
      action: AuditAction.UPDATE,
      entity: AuditEntity.DEVICE_EVENT_IMPORT,
      id: row.id,
      name: row.name,
      before: { status: row.status },
      after: { status: patch.status, ...(patch.report ? { stored: patch.report.stored, bad: patch.report.bad } : {}) },
    });
  });
}

/**
 * Reads the file line by line and stores its events, ROWS_PER_COMMIT at a time, each commit with the line it
 * reached and the report so far: a job tried again (a worker taken for dead) skips the lines already committed, so
 * no event is stored twice. Bad lines are skipped and counted (by number and reason, never content), as an
 * audience file's are: a back-fill of millions of lines is not refused for one bad line.
 */
async function runImport(deps: { db: DB; storage: Storage }, row: Row, ctx: JobContext): Promise<void> {
  const { db } = deps;
  const found = row.file_key ? await deps.storage.get(row.file_key) : null;
  if (!found) return finish(db, row, ctx.id, { status: DeviceEventImportStatus.FAILED, failure: 'file_missing' });
  const report: DeviceEventImportReport = row.report ? JSON.parse(row.report) : emptyImportReport();
  const resumeAfter = Number(row.lines_done);
  const now = Date.now();
  const cutoff = retentionCutoff(now);
  const lineCtx = { countries: await countryCodes(db), now };
  let bytes = 0;
  let pending: EventRow[] = [];
  let lastLine = resumeAfter;
  const commit = async () => {
    const rows = pending;
    pending = [];
    await db.transaction().execute(async (trx) => {
      await repo.insertEvents(trx, rows);
      await repo.updateImport(trx, row.id, {
        lines_done: lastLine,
        bytes_read: bytes,
        report: JSON.stringify(report),
        update_time: Date.now(),
      });
    });
    await ctx.progress(Math.floor((100 * bytes) / Math.max(1, Number(row.size))));
  };
  const scan = scanEvents(found.stream, {
    format: row.format as DeviceEventFormatValue,
    ctx: lineCtx,
    onChunk: (chunk) => {
      bytes += chunk.length;
    },
  });
  for await (const lines of scan) {
    for (const { line, result } of lines) {
      if (line <= resumeAfter) continue;
      lastLine = line;
      report.lines += 1;
      if ('error' in result) {
        report.bad += 1;
        report.bad_by_reason[result.error] = (report.bad_by_reason[result.error] ?? 0) + 1;
        if (report.bad_lines.length < DeviceEventLimits.BAD_LINES_LISTED_MAX) {
          report.bad_lines.push({ line, reason: result.error });
        }
      } else if (result.row.event_time < cutoff) report.expired += 1;
      else {
        pending.push(result.row);
        report.stored += 1;
      }
    }
    // a commit between chunks only: `lastLine` is then the chunk's last line, every line before it handled
    if (pending.length >= ROWS_PER_COMMIT) await commit();
  }
  await commit();
  await finish(db, row, ctx.id, { status: DeviceEventImportStatus.DONE, report });
  await deps.storage.delete(row.file_key!).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'device event file not removed');
  });
}

/** Imports a back-fill file; an import no longer running (finished by an earlier try) is left alone. */
export function eventImportHandler(deps: { db: DB; storage: Storage }): JobHandler<{ importId: number }> {
  return {
    maxAttempts: 3,
    retryAfterMs: 10_000,
    async run({ importId }, ctx) {
      const row = await repo.findImport(deps.db, importId);
      if (row?.status !== DeviceEventImportStatus.RUNNING) return;
      await runImport(deps, row, ctx);
    },
    async failed({ importId }) {
      const row = await repo.findImport(deps.db, importId);
      if (row?.status !== DeviceEventImportStatus.RUNNING) return;
      await finish(deps.db, row, null, { status: DeviceEventImportStatus.FAILED, failure: 'file_unreadable' });
      if (row.file_key) await deps.storage.delete(row.file_key).catch(() => undefined);
    },
  };
}
