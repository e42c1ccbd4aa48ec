import {
  AuditAction,
  AuditEntity,
  type DeviceEventFormatValue,
  type DeviceEventImportReport,
  DeviceEventImportStatus,
  DeviceEventLimits,
} from '@adconsole/contract';
import { z } from 'zod';
import { countBadLines, lineImportJob, runLineImport } from '../../../core/line-import.js';
import type { DB } from '../../../db/database.js';
import { audit, systemActor } from '../../audit/index.js';
import type { Storage } from '../../files/index.js';
import { type JobContext, type JobHandler, jobKind } from '../../jobs/index.js';
import { countryCodes } from '../../lookups/index.js';
import * as repo from './device-events.repo.js';
import { retentionCutoff } from './event-batch.js';
import { scanEvents } from './event-scan.js';

export const eventImportJob = jobKind('audiences.device-event-import', z.object({ importId: z.number().int() }));

/** Lines one transaction stores the events of, with the import's progress (a retry goes on after the last one). */
const LINES_PER_COMMIT = DeviceEventLimits.BATCH_LINES_MAX;

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
 * Reads the file line by line and stores its events, LINES_PER_COMMIT lines at a time (core/line-import.ts), each
 * commit with the line it reached and the report so far: a job tried again (a worker taken for dead) skips the lines
 * already committed, so no event is stored twice. Bad lines are skipped and counted (by number and reason, never
 * content), as an audience file's are: a back-fill of millions of lines is not refused for one bad line.
 */
async function runImport(deps: { db: DB; storage: Storage }, row: Row, ctx: JobContext): Promise<void> {
  const { db } = deps;
  const found = row.file_key ? await deps.storage.get(row.file_key) : null;
  if (!found) return finish(db, row, ctx.id, { status: DeviceEventImportStatus.FAILED, failure: 'file_missing' });
  const now = Date.now();
  const cutoff = retentionCutoff(now);
  let bytes = 0;
  const scan = scanEvents(found.stream, {
    format: row.format as DeviceEventFormatValue,
    ctx: { countries: await countryCodes(db), now },
    onChunk: (chunk) => {
      bytes += chunk.length;
    },
  });
  const report = await runLineImport({
    scan,
    resumeAfter: Number(row.lines_done),
    report: row.report ? (JSON.parse(row.report) as DeviceEventImportReport) : emptyImportReport(),
    linesPerBatch: LINES_PER_COMMIT,
    bytesRead: () => bytes,
    size: Number(row.size),
    onProgress: (percent) => ctx.progress(percent),
    async commit(batch, next, progress) {
      countBadLines(next, batch.bad, DeviceEventLimits.BAD_LINES_LISTED_MAX);
      const rows = batch.good.map((g) => g.row).filter((event) => event.event_time >= cutoff);
      next.expired += batch.good.length - rows.length;
      next.stored += rows.length;
      await db.transaction().execute(async (trx) => {
        await repo.insertEvents(trx, rows);
        await repo.updateImport(trx, row.id, progress());
      });
    },
  });
  await finish(db, row, ctx.id, { status: DeviceEventImportStatus.DONE, report });
  await deps.storage.delete(row.file_key!).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'device event file not removed');
  });
}

/** Imports a back-fill file; an import no longer running (finished by an earlier try) is left alone. */
export function eventImportHandler(deps: { db: DB; storage: Storage }): JobHandler<{ importId: number }> {
  return lineImportJob({
    find: (importId) => repo.findImport(deps.db, importId),
    running: DeviceEventImportStatus.RUNNING,
    run: (row, ctx: JobContext) => runImport(deps, row, ctx),
    fail: (row) => finish(deps.db, row, null, { status: DeviceEventImportStatus.FAILED, failure: 'file_unreadable' }),
    deleteFile: (key) => deps.storage.delete(key),
  });
}
