import { createHash } from 'node:crypto';
import {
  Code,
  type DeliveryStatBatchAnswer,
  DeliveryStatLimits,
  type DeviceEventFormatValue,
} from '@adconsole/contract';
import { fieldError } from '../../core/field-error.js';
import { badLinesError } from '../../core/line-scan.js';
import { replayedBatch } from '../../core/service-batch.js';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { countryCodes } from '../lookups/index.js';
import {
  type BadLine,
  type NumberedRow,
  plainContext,
  readStatBody,
  type StatBody,
  TooManyLines,
  unpackRows,
} from './stat-body.js';
import { checkStat, type StatLineContext, type StatRow, WHOLE_DAY } from './stat-line.js';
import { type ParseAnswer, StatParseThread } from './stat-parse-thread.js';
import { writeRows } from './stat-write.repo.js';
import * as repo from './statistics.repo.js';
import type { DeliveryStatBatchTable } from './statistics.tables.js';

/** How many days of stored lines the intake keeps before folding them into the daily rollup (and refusing hours). */
export const DEFAULT_RAW_DAYS = 14;
const DAY_MS = 86_400_000;

export interface StatBatch {
  /** the API key that sends it: batch ids are the key's own */
  apiKeyId: number;
  batchId: string;
  format: DeviceEventFormatValue;
  body: AsyncIterable<Buffer>;
  /** the Content-Length the request declares, or null */
  declaredBytes: number | null;
  /** days of hour lines kept (DELIVERY_STATS_RAW_DAYS) */
  rawDays?: number;
  now?: number;
}

const maxBytes = DeliveryStatLimits.BATCH_BYTES_MAX;
const tooManyBytes = () => fieldError('body', 'max_bytes', `a batch carries at most ${maxBytes} bytes`);
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day whose hour lines are still kept, `rawDays` before the server's UTC day. */
export const foldCutoff = (now: number, rawDays: number) => utcDate(now - rawDays * DAY_MS);

const answerOf = (row: Omit<DeliveryStatBatchTable, 'id'>, replayed: boolean): DeliveryStatBatchAnswer => ({
  batch_id: row.batch_id,
  lines: Number(row.lines),
  stored: Number(row.stored),
  replayed,
  create_time: Number(row.create_time),
});

/** The whole body, read up to the batch's byte limit. */
async function bodyOf(call: StatBatch): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of call.body) {
    size += chunk.length;
    if (size > maxBytes) throw tooManyBytes();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

const parser = new StatParseThread();
const tooManyLines = () =>
  fieldError('body', 'max_lines', `a batch carries at most ${DeliveryStatLimits.BATCH_LINES_MAX} lines`);

/**
 * Reads and checks every line of the body in the parse thread (stat-parse-thread.ts), or here when the thread cannot
 * start (its script missing): the rows (numbered), the bad lines and the body's digest.
 */
async function readBatch(call: StatBatch, ctx: StatLineContext): Promise<StatBody> {
  const body = await bodyOf(call);
  let answer: Promise<ParseAnswer>;
  try {
    answer = parser.parse(body, call.format, plainContext(ctx));
  } catch {
    try {
      return await readStatBody(body, call.format, ctx);
    } catch (error) {
      throw error instanceof TooManyLines ? tooManyLines() : error;
    }
  }
  const read = await answer;
  if ('refused' in read) {
    if (read.refused === 'max_lines') throw tooManyLines();
    throw new Error(`statistics parse thread: ${read.refused}`);
  }
  return { lines: read.lines, bad: read.bad, sha256: read.sha256, rows: unpackRows(read.packed) };
}

/** The lines whose ad or ad position is not in the database, or whose position belongs to another media app. */
export async function checkOwners(db: DB, rows: readonly NumberedRow[]): Promise<BadLine[]> {
  const [ads, positions] = await Promise.all([
    repo.knownAds(db, [...new Set(rows.map((r) => r.row.ad_id))]),
    repo.positionApps(db, [...new Set(rows.map((r) => r.row.ad_position_id))]),
  ]);
  const bad: BadLine[] = [];
  for (const { line, row } of rows) {
    const app = positions.get(row.ad_position_id);
    if (!ads.has(row.ad_id)) bad.push({ line, reason: 'ad_id' });
    else if (app === undefined) bad.push({ line, reason: 'ad_position_id' });
    else if (app !== row.media_app_id) bad.push({ line, reason: 'position_app' });
  }
  return bad;
}

/**
 * The rows to store, grouped by day key (ad, day, country, app and position) in the order the keys first came: of two
 * lines with one key the later wins, and a later line of the other grain (whole day or hours) for the same day key
 * drops the earlier ones, as it would across batches.
 */
export function latestRows(rows: readonly StatRow[]): StatRow[][] {
  // a key's rows in a list, not a map: most keys have one row a batch, and a map each was a batch's largest garbage
  const byDay = new Map<string, StatRow[]>();
  for (const r of rows) {
    const k = `${r.ad_id}|${r.stat_date}|${r.country}|${r.media_app_id}|${r.ad_position_id}`;
    const kept = byDay.get(k);
    if (!kept || (kept[0]!.hour === WHOLE_DAY) !== (r.hour === WHOLE_DAY)) {
      byDay.set(k, [r]);
      continue;
    }
    const same = kept.findIndex((h) => h.hour === r.hour);
    if (same < 0) kept.push(r);
    else kept[same] = r;
  }
  return [...byDay.values()];
}

/** How many rows `latestRows` kept. */
export const rowCount = (days: readonly (readonly StatRow[])[]): number => {
  let n = 0;
  for (const day of days) n += day.length;
  return n;
};

/**
 * Receives one batch of delivery statistics: the body read as it streams (at most BATCH_BYTES_MAX bytes and
 * BATCH_LINES_MAX lines), every line checked, then the rows and the daily rollup of every key they touch written with
 * the batch's row in one transaction. One bad line refuses the batch (400, every bad line named). A line replaces
 * what its key held, so a late or corrected batch leaves exact totals; a batch id this key used before answers its
 * first result and stores nothing.
 */
export async function receiveStats(db: DB, call: StatBatch): Promise<DeliveryStatBatchAnswer> {
  if (call.declaredBytes !== null && call.declaredBytes > maxBytes) throw tooManyBytes();
  const now = call.now ?? Date.now();
  const ctx: StatLineContext = {
    countries: await countryCodes(db),
    lastDate: utcDate(now + DeliveryStatLimits.FUTURE_DAYS * DAY_MS),
    foldedBefore: foldCutoff(now, call.rawDays ?? DEFAULT_RAW_DAYS),
  };
  const read = await readBatch(call, ctx);
  const sha256 = read.sha256;
  const seen = await repo.findBatch(db, call.apiKeyId, call.batchId);
  if (seen) return replayedBatch(seen, sha256, Code.DELIVERY_STAT_BATCH_CONFLICT, answerOf);
  const bad = [...read.bad, ...(await checkOwners(db, read.rows))].sort((a, b) => a.line - b.line);
  if (bad.length)
    throw badLinesError(
      bad.length,
      bad.slice(0, DeliveryStatLimits.BAD_LINES_LISTED_MAX),
      DeliveryStatLimits.LINE_BYTES_MAX,
    );
  const rows = latestRows(read.rows.map((r) => r.row));
  const row = batchRow(call.apiKeyId, call.batchId, sha256, read.lines, rowCount(rows), now);
  try {
    await db.transaction().execute((trx) => storeBatch(trx, row, rows));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await repo.findBatch(db, call.apiKeyId, call.batchId);
    if (!first) throw error;
    return replayedBatch(first, sha256, Code.DELIVERY_STAT_BATCH_CONFLICT, answerOf);
  }
  return answerOf(row, false);
}

export const batchRow = (
  apiKeyId: number,
  batchId: string,
  sha256: string,
  lines: number,
  stored: number,
  now: number,
) => ({
  api_key_id: apiKeyId,
  batch_id: batchId,
  body_sha256: sha256,
  lines,
  stored,
  create_time: now,
});

/**
 * Writes a checked batch inside the caller's transaction: its row first (a racing repeat stops there), then its rows.
 * The batch call, the seed and the file import all write through here.
 */
export async function storeBatch(
  trx: DB,
  row: Omit<DeliveryStatBatchTable, 'id'>,
  rows: readonly (readonly StatRow[])[],
): Promise<void> {
  await repo.insertBatch(trx, row);
  await repo.takeWriterTurn(trx);
  await writeRows(trx, rows);
}

/**
 * Records lines given as fields (as an NDJSON line's object) inside the caller's transaction, with the batch call's
 * checks and writes: the demo seed's way in, which has no request body and runs in the seed's own transaction.
 * Throws the batch call's 400 on a bad line.
 */
export async function recordStatLines(
  trx: DB,
  call: { apiKeyId: number; batchId: string; lines: Record<string, unknown>[]; now: number; rawDays?: number },
): Promise<DeliveryStatBatchAnswer> {
  const ctx: StatLineContext = {
    countries: await countryCodes(trx),
    lastDate: utcDate(call.now + DeliveryStatLimits.FUTURE_DAYS * DAY_MS),
    foldedBefore: foldCutoff(call.now, call.rawDays ?? DEFAULT_RAW_DAYS),
  };
  const bad: BadLine[] = [];
  const good: NumberedRow[] = [];
  call.lines.forEach((fields, i) => {
    const result = checkStat(fields, ctx);
    if ('error' in result) bad.push({ line: i + 1, reason: result.error });
    else good.push({ line: i + 1, row: result.row });
  });
  bad.push(...(await checkOwners(trx, good)));
  if (bad.length)
    throw badLinesError(
      bad.length,
      bad.slice(0, DeliveryStatLimits.BAD_LINES_LISTED_MAX),
      DeliveryStatLimits.LINE_BYTES_MAX,
    );
  const rows = latestRows(good.map((g) => g.row));
  const sha256 = createHash('sha256').update(JSON.stringify(call.lines)).digest('hex');
  const row = batchRow(call.apiKeyId, call.batchId, sha256, call.lines.length, rowCount(rows), call.now);
  await storeBatch(trx, row, rows);
  return answerOf(row, false);
}
