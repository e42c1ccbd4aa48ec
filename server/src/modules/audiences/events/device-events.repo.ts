import { CompiledQuery, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { isPostgres } from '../../../db/dialect.js';
import type { DeviceEventBatchTable, DeviceEventImportTable } from './device-events.tables.js';
import type { EventRow } from './event-line.js';

/**
 * Rows one INSERT carries: 5 values each, well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. A fixed
 * size keeps the statement's text the same, so both engines reuse its prepared form (db/dialect.ts).
 */
const ROWS_PER_INSERT = 1000;
const COLUMNS = ['gaid', 'country', 'industry_category', 'event', 'event_time'] as const;
const texts = new Map<string, string>();

/**
 * The INSERT of `rows` events, its text made once per size and engine: building a query of 5,000 values through
 * the query builder cost more than running it (the intake's hot path).
 */
function insertText(postgres: boolean, rows: number): string {
  const key = `${postgres}:${rows}`;
  let text = texts.get(key);
  if (!text) {
    const tuple = (r: number) =>
      `(${COLUMNS.map((_, c) => (postgres ? `$${r * COLUMNS.length + c + 1}` : '?')).join(', ')})`;
    const values = Array.from({ length: rows }, (_, r) => tuple(r)).join(', ');
    text = `insert into device_event (${COLUMNS.join(', ')}) values ${values}`;
    texts.set(key, text);
  }
  return text;
}

/** The rule index's order: a batch inserted in it touches each index page once, in turn, not at random. */
const byRuleIndex = (a: EventRow, b: EventRow) =>
  a.country < b.country
    ? -1
    : a.country > b.country
      ? 1
      : a.industry_category - b.industry_category ||
        (a.event < b.event ? -1 : a.event > b.event ? 1 : 0) ||
        a.event_time - b.event_time;

/** Stores events with multi-row inserts (the caller's transaction makes them one write). */
export async function insertEvents(db: DB, unordered: readonly EventRow[]): Promise<void> {
  const postgres = isPostgres(db);
  const rows = [...unordered].sort(byRuleIndex);
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    const slice = rows.slice(at, at + ROWS_PER_INSERT);
    const params: unknown[] = [];
    for (const r of slice) params.push(r.gaid, r.country, r.industry_category, r.event, r.event_time);
    await db.executeQuery(CompiledQuery.raw(insertText(postgres, slice.length), params));
  }
}

export const findBatch = (db: DB, apiKeyId: number, batchId: string) =>
  db
    .selectFrom('device_event_batch')
    .selectAll()
    .where('api_key_id', '=', apiKeyId)
    .where('batch_id', '=', batchId)
    .executeTakeFirst();

export async function insertBatch(db: DB, row: Insertable<DeviceEventBatchTable>): Promise<void> {
  await db.insertInto('device_event_batch').values(row).execute();
}

/**
 * Deletes up to `limit` rows of `table` older than `before`, the oldest first; answers how many. Small deletes, so
 * the writer (SQLite's one) is held for a moment each time, not for the whole prune.
 */
export async function pruneOlder(
  db: DB,
  table: 'device_event' | 'device_event_batch',
  before: number,
  limit: number,
): Promise<number> {
  const column = table === 'device_event' ? 'event_time' : 'create_time';
  const ids = db.selectFrom(table).select('id').where(column, '<', before).orderBy(column).limit(limit);
  const result = await db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertImport(db: DB, row: Insertable<DeviceEventImportTable>): Promise<number> {
  const r = await db.insertInto('device_event_import').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export const findImport = (db: DB, id: number) =>
  db.selectFrom('device_event_import').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateImport(db: DB, id: number, patch: Updateable<DeviceEventImportTable>): Promise<void> {
  await db.updateTable('device_event_import').set(patch).where('id', '=', id).execute();
}

const named = (db: DB) =>
  db
    .selectFrom('device_event_import as i')
    .leftJoin('app_user as u', 'u.id', 'i.creator_id')
    .selectAll('i')
    .select('u.login_name as creator_name');

/** One import with its creator's login name. */
export const findImportNamed = (db: DB, id: number) => named(db).where('i.id', '=', id).executeTakeFirst();

/** A page of imports, newest first, with the creator's login name. */
export async function listImports(db: DB, pageNo: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    named(db)
      .orderBy('i.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    db
      .selectFrom('device_event_import')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
