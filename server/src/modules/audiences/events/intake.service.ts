import { createHash } from 'node:crypto';
import { Code, type DeviceEventBatchAnswer, type DeviceEventFormatValue, DeviceEventLimits } from '@adconsole/contract';
import { fieldError } from '../../../core/field-error.js';
import { badLinesError, TooManyBytes } from '../../../core/line-scan.js';
import { replayedBatch } from '../../../core/service-batch.js';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { countryCodes } from '../../lookups/index.js';
import * as repo from './device-events.repo.js';
import type { DeviceEventBatchTable } from './device-events.tables.js';
import { readBatch, TooManyLines } from './event-batch.js';

export interface BatchCall {
  /** the API key that sends it: batch ids are the key's own */
  apiKeyId: number;
  batchId: string;
  format: DeviceEventFormatValue;
  body: AsyncIterable<Buffer>;
  /** the Content-Length the request declares, or null */
  declaredBytes: number | null;
}

const maxBytes = DeviceEventLimits.BATCH_BYTES_MAX;
const tooManyBytes = () => fieldError('body', 'max_bytes', `a batch carries at most ${maxBytes} bytes`);

const answerOf = (row: DeviceEventBatchTable | Omit<DeviceEventBatchTable, 'id'>, replayed: boolean) => ({
  batch_id: row.batch_id,
  lines: Number(row.lines),
  stored: Number(row.stored),
  expired: Number(row.expired),
  replayed,
  create_time: Number(row.create_time),
});

/**
 * Receives one batch of device events: the body read as it streams (at most BATCH_BYTES_MAX bytes and
 * BATCH_LINES_MAX lines), every line checked, then every event stored with the batch's row in one transaction.
 * The batch happens whole or not at all: one bad line refuses it (400, every bad line named), so the pipeline
 * fixes and sends it again under the same id. A batch id this key used before answers its first result and
 * stores nothing; the unique index on (key, batch id) settles two calls racing with one id.
 */
export async function receiveBatch(db: DB, call: BatchCall): Promise<DeviceEventBatchAnswer> {
  if (call.declaredBytes !== null && call.declaredBytes > maxBytes) throw tooManyBytes();
  const now = Date.now();
  const hash = createHash('sha256');
  const ctx = { countries: await countryCodes(db), now };
  const read = await readBatch(call.body, {
    format: call.format,
    ctx,
    maxBytes,
    onChunk: (chunk) => hash.update(chunk),
  }).catch((error: unknown) => {
    if (error instanceof TooManyBytes) throw tooManyBytes();
    if (error instanceof TooManyLines) {
      throw fieldError('body', 'max_lines', `a batch carries at most ${error.max} lines`);
    }
    throw error;
  });
  const sha256 = hash.digest('hex');
  const seen = await repo.findBatch(db, call.apiKeyId, call.batchId);
  if (seen) return replayedBatch(seen, sha256, Code.DEVICE_EVENT_BATCH_CONFLICT, answerOf);
  if (read.bad) throw badLinesError(read.bad, read.badLines, DeviceEventLimits.LINE_BYTES_MAX);
  const row = {
    api_key_id: call.apiKeyId,
    batch_id: call.batchId,
    body_sha256: sha256,
    lines: read.lines,
    stored: read.rows.length,
    expired: read.expired,
    create_time: now,
  };
  try {
    await db.transaction().execute(async (trx) => {
      // the batch's row first: a racing call with the same id stops here, before its events are written
      await repo.insertBatch(trx, row);
      await repo.insertEvents(trx, read.rows);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await repo.findBatch(db, call.apiKeyId, call.batchId);
    if (!first) throw error;
    return replayedBatch(first, sha256, Code.DEVICE_EVENT_BATCH_CONFLICT, answerOf);
  }
  return answerOf(row, false);
}
