import { createHash } from 'node:crypto';
import {
  type DeliveryStatImportReport,
  DeliveryStatImportStatus,
  DeliveryStatLimits,
  type DeviceEventFormatValue,
} from '@adconsole/contract';
import { z } from 'zod';
import { countBadLines, lineImportJob, runLineImport } from '../../core/line-import.js';
import { scanLines } from '../../core/line-scan.js';
import type { DB } from '../../db/database.js';
import type { Storage } from '../files/index.js';
import { type JobContext, type JobHandler, jobKind } from '../jobs/index.js';
import { countryCodes } from '../lookups/index.js';
import {
  batchRow,
  checkOwners,
  DEFAULT_RAW_DAYS,
  foldCutoff,
  latestRows,
  rowCount,
  storeBatch,
} from './intake.service.js';
import * as repo from './stat-import.repo.js';
import { isStatHeader, parseStatLine, type StatLineContext } from './stat-line.js';

export const statImportJob = jobKind('statistics.delivery-import', z.object({ importId: z.number().int() }));

/** Lines one intake batch of the import carries (the batch call's limit): one transaction each, with the progress. */
export const LINES_PER_COMMIT = DeliveryStatLimits.BATCH_LINES_MAX;
const DAY_MS = 86_400_000;

export const emptyStatImportReport = (): DeliveryStatImportReport => ({
  lines: 0,
  stored: 0,
  bad: 0,
  bad_by_reason: {},
  bad_lines: [],
});

export interface StatImportDeps {
  db: DB;
  storage: Storage;
  /** days of hour lines kept (DELIVERY_STATS_RAW_DAYS) */
  rawDays?: number;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findImport>>>;

async function finish(db: DB, row: Row, patch: { status: number; failure?: string }) {
  await repo.updateImport(db, row.id, {
    status: patch.status,
    failure: patch.failure ?? null,
    file_key: null,
    update_time: Date.now(),
  });
}

/**
 * Reads the file line by line and stores it LINES_PER_COMMIT lines at a time through the intake's own checks and
 * writes (`checkOwners`, `latestRows`, `storeBatch`): each commit is an intake batch of the import's API key (batch
 * id `import/<id>/<first line>`) whose rows replace what their keys held and whose rollup rows are recomputed, with
 * the line it reached and the report so far in the same transaction. A job tried again (a worker taken for dead)
 * goes on after the last committed line; writing a line twice would change nothing anyway (replace, not add). Bad
 * lines are skipped and counted by number and reason (never content): a file of millions of lines is not refused for
 * one bad line, unlike a batch.
 */
async function runImport(deps: StatImportDeps, row: Row, ctx: JobContext): Promise<void> {
  const { db } = deps;
  const found = row.file_key ? await deps.storage.get(row.file_key) : null;
  if (!found) return finish(db, row, { status: DeliveryStatImportStatus.FAILED, failure: 'file_missing' });
  const now = Date.now();
  const lineCtx: StatLineContext = {
    countries: await countryCodes(db),
    lastDate: new Date(now + DeliveryStatLimits.FUTURE_DAYS * DAY_MS).toISOString().slice(0, 10),
    foldedBefore: foldCutoff(now, deps.rawDays ?? DEFAULT_RAW_DAYS),
  };
  const format = row.format as DeviceEventFormatValue;
  let bytes = 0;
  const scan = scanLines(found.stream, {
    lineBytesMax: DeliveryStatLimits.LINE_BYTES_MAX,
    isHeader: format === 'text/csv' ? isStatHeader : undefined,
    parse: (text) => parseStatLine(text, format, lineCtx),
    fault: (kind) => ({ error: kind }),
    onChunk: (chunk) => {
      bytes += chunk.length;
    },
  });
  await runLineImport({
    scan,
    resumeAfter: Number(row.lines_done),
    report: row.report ? (JSON.parse(row.report) as DeliveryStatImportReport) : emptyStatImportReport(),
    linesPerBatch: LINES_PER_COMMIT,
    bytesRead: () => bytes,
    size: Number(row.size),
    onProgress: (percent) => ctx.progress(percent),
    async commit(batch, next, progress) {
      const owners = await checkOwners(db, batch.good);
      const refused = new Set(owners.map((b) => b.line));
      const rows = latestRows(batch.good.filter((g) => !refused.has(g.line)).map((g) => g.row));
      // a "/" no caller's batch id may hold (BATCH_ID_PATTERN): the import's batches never meet the key's own
      const batchId = `import/${row.id}/${batch.first}`;
      const sha256 = createHash('sha256').update(`${row.file_key}:${batch.first}-${batch.last}`).digest('hex');
      const stored = rowCount(rows);
      next.stored += stored;
      countBadLines(next, [...batch.bad, ...owners], DeliveryStatLimits.BAD_LINES_LISTED_MAX);
      await db.transaction().execute(async (trx) => {
        if (rows.length) {
          await storeBatch(trx, batchRow(row.api_key_id, batchId, sha256, batch.lines, stored, Date.now()), rows);
        }
        await repo.updateImport(trx, row.id, progress());
      });
    },
  });
  await finish(db, row, { status: DeliveryStatImportStatus.DONE });
  await deps.storage.delete(row.file_key!).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'delivery statistics file not removed');
  });
}

/** Imports a delivery-statistics file; an import no longer running (finished by an earlier try) is left alone. */
export function statImportHandler(deps: StatImportDeps): JobHandler<{ importId: number }> {
  return lineImportJob({
    find: (importId) => repo.findImport(deps.db, importId),
    running: DeliveryStatImportStatus.RUNNING,
    run: (row, ctx: JobContext) => runImport(deps, row, ctx),
    fail: (row) => finish(deps.db, row, { status: DeliveryStatImportStatus.FAILED, failure: 'file_unreadable' }),
    deleteFile: (key) => deps.storage.delete(key),
  });
}
