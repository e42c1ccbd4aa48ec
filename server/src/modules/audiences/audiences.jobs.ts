import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  type AudienceProgress,
  AudienceSource,
  AudienceStatus,
  AuditAction,
  AuditEntity,
  ID_KIND_OF_ENCRYPTION,
  type IdKindName,
} from '@adconsole/contract';
import { z } from 'zod';
import { scratchName } from '../../core/scratch-name.js';
import type { DB } from '../../db/database.js';
import { audit, systemActor } from '../audit/index.js';
import type { Storage } from '../files/index.js';
import { type JobContext, type JobHandler, type JobRunner, jobKind } from '../jobs/index.js';
import type { PartnerDrop } from './audiences.drop.js';
import * as events from './audiences.events.repo.js';
import { newResultKey } from './audiences.keys.js';
import * as repo from './audiences.repo.js';
import { ImportFailure, type ImportReport, importAudience } from './import/index.js';
import { openPartnerFile } from './partner-folders/index.js';

export const importJob = jobKind('audiences.import', z.object({ clusterId: z.number().int() }));
export const deleteJob = jobKind('audiences.delete', z.object({ clusterId: z.number().int() }));

export interface AudienceJobDeps {
  db: DB;
  storage: Storage;
  /** where source-2 paths are read */
  drop: PartnerDrop;
}

/** Progress is written at most this often: one row update, not one per chunk. */
const PROGRESS_EVERY_MS = 500;

type Row = NonNullable<Awaited<ReturnType<typeof repo.findCluster>>>;
type Actor = ReturnType<typeof systemActor>;

/** A job's end on a package: its status and fields, the report, and the audit entry, in one transaction. */
async function finish(
  db: DB,
  row: Row,
  actor: Actor,
  patch: Parameters<typeof repo.updateCluster>[2] & { status: number },
  report: ImportReport | null = null,
): Promise<void> {
  const countOf = (n: number | string | null | undefined) => (n === null || n === undefined ? null : Number(n));
  await db.transaction().execute(async (trx) => {
    await repo.updateCluster(trx, row.id, { ...patch, progress: null, update_time: Date.now() });
    if (report) await repo.saveReport(trx, row.id, JSON.stringify(report), Date.now());
    await audit.record(trx, actor, {
      action: AuditAction.UPDATE,
      entity: AuditEntity.AUDIENCE,
      id: row.id,
      name: row.name,
      before: { status: row.status, count: countOf(row.count) },
      after: { status: patch.status, count: countOf(patch.count === undefined ? row.count : patch.count) },
    });
  });
}

function fail(db: DB, row: Row, actor: Actor, reason: string, line: number | null, report: ImportReport | null) {
  const failure = JSON.stringify({ reason, line });
  return finish(db, row, actor, { status: AudienceStatus.IMPORT_FAILED, failure }, report);
}

/** A package's linked accounts: a partner file is read again at import only while its folder is mapped to them. */
const linkedAccountIds = async (db: DB, id: number) => (await repo.accountsOf(db, [id])).map((a) => a.account_id);

const jobActor = (ctx: JobContext | null) => systemActor(importJob.name, ctx?.id ?? null);

/**
 * Runs the import engine over `input`, stores the sorted set, and ends the package Import Successful (count,
 * report) or Import Failed (reason, report); progress goes to the row at most every 500 ms.
 */
async function importInto(
  deps: AudienceJobDeps,
  row: Row,
  ctx: JobContext,
  input: AsyncIterable<Buffer>,
  totalBytes: number,
  kind: IdKindName,
): Promise<void> {
  const clusterId = row.id;
  // named after this process and the job: a start sweeps it once the job is no longer this writer's (files' sweep)
  const scratch = path.join(deps.storage.scratchDir, scratchName('set', ctx.id));
  await fsp.mkdir(deps.storage.scratchDir, { recursive: true });
  let lastWrite = 0;
  try {
    // a large file in a worker thread: the scan and the sort stay off the event loop, their memory goes with it
    const result = await importAudience(input, {
      kind,
      totalBytes,
      outputPath: scratch,
      onProgress: (progress: AudienceProgress) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        void repo
          .updateCluster(deps.db, clusterId, { progress: JSON.stringify(progress) })
          .then(() => ctx.progress(Math.floor((100 * progress.bytes_read) / Math.max(1, progress.total_bytes))))
          .catch((error: unknown) => ctx.log.warn({ err: error }, 'audience progress not written'));
      },
    });
    const resultKey = newResultKey();
    await deps.storage.putFile(resultKey, scratch, 'application/octet-stream');
    await succeed(deps.db, row, ctx, result.report.count, resultKey, result.report);
  } catch (error) {
    if (error instanceof ImportFailure)
      return fail(deps.db, row, jobActor(ctx), error.reason, error.line, error.report);
    throw error;
  } finally {
    await fsp.rm(scratch, { force: true });
  }
}

function succeed(
  db: DB,
  row: Row,
  ctx: JobContext,
  count: number,
  resultKey: string | null,
  report: ImportReport | null,
) {
  return finish(
    db,
    row,
    jobActor(ctx),
    {
      status: AudienceStatus.IMPORT_SUCCESSFUL,
      count,
      result_key: resultKey,
      failure: null,
      import_warning: report?.warning ?? null,
    },
    report,
  );
}

const DAY_MS = 86_400_000;
/** Bytes of one GAID line: what the generated input's progress counts. */
const GAID_LINE_BYTES = 37;

/** The report of a rule that matched no device: nothing read, and the warning that says why. */
const emptyReport = (warning: 'no_events' | 'no_match'): ImportReport => ({
  expected_kind: 'gaid',
  lines_read: 0,
  valid: 0,
  invalid: 0,
  invalid_samples: [],
  empty: 0,
  duplicates_removed: 0,
  count: 0,
  kind_counts: { gaid: 0, md5: 0, sha1: 0, sha256: 0 },
  looks_like: null,
  warning,
});

/**
 * A rule-based package: the distinct devices of the device-event table that match its rule, fed to the import
 * engine as GAID lines, so the package gets the same sorted set, count and report as an uploaded one. A rule that
 * matches no device ends Import Successful with count 0 and a warning that says why (no event of its country in
 * its window at all, or none of its category and events), on the row and in its report.
 */
async function generate(deps: AudienceJobDeps, row: Row, ctx: JobContext): Promise<void> {
  const [stored] = await repo.rulesOf(deps.db, [row.id]);
  if (!stored) return fail(deps.db, row, jobActor(ctx), 'file_missing', null, null);
  const rule = {
    country: stored.country,
    industryCategory: stored.industry_category,
    events: stored.events.split(','),
    since: Date.now() - stored.time_range * DAY_MS,
  };
  const devices = await events.countDevices(deps.db, rule);
  if (devices === 0) {
    const warning = (await events.hasCountryEvents(deps.db, rule.country, rule.since)) ? 'no_match' : 'no_events';
    return succeed(deps.db, row, ctx, 0, null, emptyReport(warning));
  }
  async function* lines(): AsyncGenerator<Buffer> {
    for await (const page of events.matchingDevices(deps.db, rule)) yield Buffer.from(`${page.join('\n')}\n`);
  }
  await importInto(deps, row, ctx, lines(), devices * GAID_LINE_BYTES, 'gaid');
}

/**
 * Imports a package: its file from storage (sources 1 and 2) or its rule's devices (3). A package no longer
 * Importing (deleted, or finished by an earlier try) is left alone, so the job may run twice.
 */
export function importHandler(deps: AudienceJobDeps): JobHandler<{ clusterId: number }> {
  return {
    maxAttempts: 3,
    retryAfterMs: 10_000,
    async run({ clusterId }, ctx) {
      const row = await repo.findCluster(deps.db, clusterId);
      if (row?.status !== AudienceStatus.IMPORTING) return;
      if (row.source === AudienceSource.RULES) return generate(deps, row, ctx);
      const found =
        row.source === AudienceSource.UPLOAD
          ? row.file_key && (await deps.storage.get(row.file_key))
          : await openPartnerFile(deps, await linkedAccountIds(deps.db, row.id), row.path);
      if (!found) return fail(deps.db, row, jobActor(ctx), 'file_missing', null, null);
      const kind = ID_KIND_OF_ENCRYPTION[row.encryption as 0 | 1 | 2 | 3];
      await importInto(deps, row, ctx, found.stream, found.size, kind);
    },
    async failed({ clusterId }) {
      const row = await repo.findCluster(deps.db, clusterId);
      if (row?.status === AudienceStatus.IMPORTING)
        await fail(deps.db, row, jobActor(null), 'file_unreadable', null, null);
    },
  };
}

/** Removes a package's stored files, then marks it deleted (-1); a failure for good marks it Delete Failed (5). */
export function deleteHandler(deps: AudienceJobDeps): JobHandler<{ clusterId: number }> {
  return {
    maxAttempts: 3,
    retryAfterMs: 10_000,
    async run({ clusterId }, ctx) {
      const row = await repo.findCluster(deps.db, clusterId);
      if (row?.status !== AudienceStatus.DELETING) return;
      if (row.file_key) await deps.storage.delete(row.file_key);
      if (row.result_key) await deps.storage.delete(row.result_key);
      const patch = { status: AudienceStatus.DELETED, file_key: null, result_key: null };
      await finish(deps.db, row, systemActor(deleteJob.name, ctx.id), patch);
    },
    async failed({ clusterId }) {
      const row = await repo.findCluster(deps.db, clusterId);
      if (row?.status !== AudienceStatus.DELETING) return;
      const failure = JSON.stringify({ reason: 'delete_failed', line: null });
      await finish(deps.db, row, systemActor(deleteJob.name, null), { status: AudienceStatus.DELETE_FAILED, failure });
    },
  };
}

/** Registers the audience job kinds on the app's runner. */
export function registerAudienceJobs(jobs: JobRunner, deps: AudienceJobDeps): void {
  jobs.register(importJob, importHandler(deps));
  jobs.register(deleteJob, deleteHandler(deps));
}
