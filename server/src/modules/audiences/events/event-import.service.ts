import path from 'node:path';
import {
  AuditAction,
  AuditEntity,
  Code,
  DeviceEventFormat,
  type DeviceEventImportItem,
  DeviceEventImportStatus,
  DeviceEventLimits,
} from '@adconsole/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import { fieldError } from '../../../core/field-error.js';
import { lineImportItem } from '../../../core/line-import.js';
import { receiveUpload } from '../../../core/multipart.js';
import type { DB } from '../../../db/database.js';
import { type Actor, audit } from '../../audit/index.js';
import { newPrivateKey, type Storage } from '../../files/index.js';
import type { JobRunner } from '../../jobs/index.js';
import * as repo from './device-events.repo.js';
import { eventImportJob } from './event-import.job.js';

export interface ImportDeps {
  db: DB;
  storage: Storage;
  jobs: JobRunner;
}

/** Device events are the platform's, of every account's devices: only administrators read and back-fill them. */
function adminOnly(auth: AuthContext): void {
  if (!auth.isAdmin) throw new AppError(Code.FORBIDDEN, 'device events are managed by administrators');
}

const formatOf = (name: string) =>
  path.extname(name).toLowerCase() === '.csv' ? DeviceEventFormat.CSV : DeviceEventFormat.NDJSON;

/** Room for the multipart framing around the file when the body's Content-Length is judged. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Receives a back-fill file (.ndjson, .jsonl or .csv, up to IMPORT_FILE_MAX_BYTES) into private storage, records the
 * import and enqueues its job in one transaction (audited), then starts the job in this process.
 */
export async function startImport(
  deps: ImportDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
  actor: Actor,
): Promise<{ id: number }> {
  adminOnly(auth);
  const max = DeviceEventLimits.IMPORT_FILE_MAX_BYTES;
  const tooBig = () => fieldError('file', 'max_bytes', `the file is over ${max} bytes`);
  const created = await receiveUpload(
    req,
    reply,
    {
      fileField: 'file',
      fields: z.object({}),
      scratchDir: deps.storage.scratchDir,
      accept(filename) {
        const suffix = path.extname(filename).toLowerCase();
        if (!(DeviceEventLimits.IMPORT_FILE_SUFFIXES as readonly string[]).includes(suffix)) {
          throw fieldError('file', 'suffix', `only ${DeviceEventLimits.IMPORT_FILE_SUFFIXES.join(', ')} files`);
        }
        return { accepted: filename, maxBytes: max, tooBig };
      },
      declaredLimit: { maxBytes: max + FORM_OVERHEAD_BYTES, refuse: tooBig },
    },
    async ({ file, filename }) => {
      const key = newPrivateKey('evt');
      await deps.storage.putFile(key, file.path, 'text/plain');
      const now = Date.now();
      return deps.db.transaction().execute(async (trx) => {
        const id = await repo.insertImport(trx, {
          name: filename,
          size: file.size,
          file_key: key,
          format: formatOf(filename),
          status: DeviceEventImportStatus.RUNNING,
          report: null,
          failure: null,
          creator_id: auth.userId,
          create_time: now,
          update_time: now,
        });
        await audit.record(trx, actor, {
          action: AuditAction.CREATE,
          entity: AuditEntity.DEVICE_EVENT_IMPORT,
          id,
          name: filename,
          after: { name: filename, size: file.size },
        });
        const jobId = await deps.jobs.enqueue(eventImportJob, { importId: id }, { db: trx });
        return { id, jobId };
      });
    },
  );
  void deps.jobs.runHere(created.jobId).catch(() => 'pending');
  return { id: created.id };
}

type ImportRow = Awaited<ReturnType<typeof repo.listImports>>['rows'][number];

const toItem = (row: ImportRow): DeviceEventImportItem => ({ ...lineImportItem(row), creator_name: row.creator_name });

export async function listImports(db: DB, auth: AuthContext, query: { page_no: number; page_size: number }) {
  adminOnly(auth);
  const { rows, total } = await repo.listImports(db, query.page_no, query.page_size);
  return { total, list: rows.map(toItem) };
}

export async function importDetail(db: DB, auth: AuthContext, id: number): Promise<DeviceEventImportItem> {
  adminOnly(auth);
  const row = await repo.findImportNamed(db, id);
  if (!row) throw new AppError(Code.NOT_EXISTS, `device event import ${id} does not exist`, { id });
  return toItem(row);
}
