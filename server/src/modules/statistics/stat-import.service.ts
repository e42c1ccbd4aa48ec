import { Transform } from 'node:stream';
import {
  Code,
  type DeliveryStatImportItem,
  DeliveryStatImportStatus,
  DeliveryStatLimits,
  DeviceEventFormat,
  type DeviceEventFormatValue,
} from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import { fieldError } from '../../core/field-error.js';
import { lineImportItem } from '../../core/line-import.js';
import type { DB } from '../../db/database.js';
import { newPrivateKey, type Storage } from '../files/index.js';
import type { JobRunner } from '../jobs/index.js';
import { statImportJob } from './stat-import.job.js';
import * as repo from './stat-import.repo.js';

export interface StatImportCall {
  /** the API key that sends the file: only it reads the import back */
  apiKeyId: number;
  name: string | undefined;
  format: DeviceEventFormatValue;
  body: AsyncIterable<Buffer>;
  /** the Content-Length the request declares, or null */
  declaredBytes: number | null;
}

const maxBytes = DeliveryStatLimits.IMPORT_FILE_MAX_BYTES;
const tooBig = () => fieldError('body', 'max_bytes', `an import file carries at most ${maxBytes} bytes`);

class TooBig extends Error {}

/** Passes the body on while counting it; stops the stream past `maxBytes`. */
function counted(onBytes: (n: number) => void): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      onBytes(bytes);
      done(bytes > maxBytes ? new TooBig() : null, chunk);
    },
  });
}

/**
 * Receives a file of delivery-statistics lines (the batch call's lines, NDJSON or CSV by Content-Type) as it streams
 * into private storage (never whole in memory), records the import and enqueues its job in one transaction, then
 * starts the job in this process. Answers the import's id; its progress and report are read with the same key.
 */
export async function startImport(
  deps: { db: DB; storage: Storage; jobs: JobRunner },
  call: StatImportCall,
): Promise<{ id: number }> {
  if (call.declaredBytes !== null && call.declaredBytes > maxBytes) throw tooBig();
  const key = newPrivateKey('stat');
  let size = 0;
  const counter = counted((n) => {
    size = n;
  });
  const source = call.body as NodeJS.ReadableStream;
  source.on('error', (error) => counter.destroy(error));
  try {
    await deps.storage.put(key, source.pipe(counter), 'text/plain');
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    if (error instanceof TooBig) throw tooBig();
    throw error;
  }
  const now = Date.now();
  const suffix = call.format === DeviceEventFormat.CSV ? 'csv' : 'ndjson';
  const created = await deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertImport(trx, {
      api_key_id: call.apiKeyId,
      name: call.name || `delivery-stats-${new Date(now).toISOString().slice(0, 19)}.${suffix}`,
      size,
      file_key: key,
      format: call.format,
      status: DeliveryStatImportStatus.RUNNING,
      report: null,
      failure: null,
      create_time: now,
      update_time: now,
    });
    const jobId = await deps.jobs.enqueue(statImportJob, { importId: id }, { db: trx });
    return { id, jobId };
  });
  void deps.jobs.runHere(created.jobId).catch(() => 'pending');
  return { id: created.id };
}

/** The import `id` as its API key reads it: another key's import does not exist for it. */
export async function importDetail(db: DB, apiKeyId: number, id: number): Promise<DeliveryStatImportItem> {
  const row = await repo.findKeyImport(db, apiKeyId, id);
  if (!row) throw new AppError(Code.NOT_EXISTS, `delivery statistics import ${id} does not exist`, { id });
  return lineImportItem(row);
}
