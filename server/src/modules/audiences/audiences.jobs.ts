import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  type AudienceProgress,
  AudienceSource,
  AudienceStatus,
  AuditAction,
  AuditEntity,
  ID_KIND_OF_ENCRYPTION,
} from '@adconsole/contract';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { systemActor } from '../audit/audit.actor.js';
import * as audit from '../audit/audit.service.js';
import type { Storage } from '../files/storage.js';
import { type JobHandler, type JobRunner, jobKind } from '../jobs/index.js';
import { newResultKey } from './audiences.keys.js';
import * as repo from './audiences.repo.js';
import { ImportFailure, type ImportReport, importAudienceFile } from './import/index.js';

export const importJob = jobKind('audiences.import', z.object({ clusterId: z.number().int() }));
export const deleteJob = jobKind('audiences.delete', z.object({ clusterId: z.number().int() }));

export interface AudienceJobDeps {
  db: DB;
  storage: Storage;
}

/** Progress is written at most this often: one row update, not one per chunk. */
const PROGRESS_EVERY_MS = 500;

async function fail(db: DB, clusterId: number, reason: string, line: number | null, report: ImportReport | null) {
  await db.transaction().execute(async (trx) => {
    await repo.updateCluster(trx, clusterId, {
      status: AudienceStatus.IMPORT_FAILED,
      failure: JSON.stringify({ reason, line }),
      progress: null,
      update_time: Date.now(),
    });
    if (report) await repo.saveReport(trx, clusterId, JSON.stringify(report), Date.now());
  });
}

/**
 * Imports a package's file: reads it from storage, writes its sorted set to scratch and then into storage, and
 * ends the package Import Successful (count, report) or Import Failed (reason, report). A package no longer
 * Importing (deleted, or finished by an earlier try) is left alone, so the job may run twice.
 */
export function importHandler(deps: AudienceJobDeps): JobHandler<{ clusterId: number }> {
  return {
    maxAttempts: 3,
    retryAfterMs: 10_000,
    async run({ clusterId }, ctx) {
      const row = await repo.findCluster(deps.db, clusterId);
      if (row?.status !== AudienceStatus.IMPORTING) return;
      const key = row.source === AudienceSource.UPLOAD ? row.file_key : row.path;
      const found = key ? await deps.storage.get(key) : null;
      if (!found) return fail(deps.db, clusterId, 'file_missing', null, null);
      const scratch = path.join(deps.storage.scratchDir, `${randomBytes(8).toString('hex')}.set`);
      await fsp.mkdir(deps.storage.scratchDir, { recursive: true });
      let lastWrite = 0;
      try {
        const kind = ID_KIND_OF_ENCRYPTION[row.encryption as 0 | 1 | 2 | 3];
        const result = await importAudienceFile(found.stream, {
          kind,
          totalBytes: found.size,
          output: fs.createWriteStream(scratch),
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
        const { report } = result;
        await deps.db.transaction().execute(async (trx) => {
          await repo.updateCluster(trx, clusterId, {
            status: AudienceStatus.IMPORT_SUCCESSFUL,
            count: report.count,
            result_key: resultKey,
            progress: null,
            failure: null,
            import_warning: report.warning,
            update_time: Date.now(),
          });
          await repo.saveReport(trx, clusterId, JSON.stringify(report), Date.now());
          await audit.record(trx, systemActor(importJob.name, ctx.id), {
            action: AuditAction.UPDATE,
            entity: AuditEntity.AUDIENCE,
            id: clusterId,
            name: row.name,
            before: { status: row.status, count: row.count },
            after: { status: AudienceStatus.IMPORT_SUCCESSFUL, count: report.count },
          });
        });
      } catch (error) {
        if (error instanceof ImportFailure) return fail(deps.db, clusterId, error.reason, error.line, error.report);
        throw error;
      } finally {
        await fsp.rm(scratch, { force: true });
      }
    },
    async failed({ clusterId }) {
      const row = await repo.findCluster(deps.db, clusterId);
      if (row?.status === AudienceStatus.IMPORTING) await fail(deps.db, clusterId, 'file_unreadable', null, null);
    },
  };
}

/** Removes a package's stored files, then marks it deleted (-1); a failure for good marks it Delete Failed (5). */
export function deleteHandler(deps: AudienceJobDeps): JobHandler<{ clusterId: number }> {
  return {
    maxAttempts: 3,
    retryAfterMs: 10_000,
    async run({ clusterId }) {
      const row = await repo.findCluster(deps.db, clusterId);
      if (row?.status !== AudienceStatus.DELETING) return;
      if (row.file_key) await deps.storage.delete(row.file_key);
      if (row.result_key) await deps.storage.delete(row.result_key);
      await repo.updateCluster(deps.db, clusterId, {
        status: AudienceStatus.DELETED,
        file_key: null,
        result_key: null,
        progress: null,
        update_time: Date.now(),
      });
    },
    async failed({ clusterId }) {
      await repo.updateCluster(deps.db, clusterId, {
        status: AudienceStatus.DELETE_FAILED,
        failure: JSON.stringify({ reason: 'delete_failed', line: null }),
        update_time: Date.now(),
      });
    },
  };
}

/** Registers the audience job kinds on the app's runner. */
export function registerAudienceJobs(jobs: JobRunner, deps: AudienceJobDeps): void {
  jobs.register(importJob, importHandler(deps));
  jobs.register(deleteJob, deleteHandler(deps));
}
