import { sql } from 'kysely';
import type { DB } from '../db/database.js';

/** A counter as one hit left it. */
export interface Counter {
  key: string;
  count: number;
  window_start: number;
}

/**
 * Counts one hit against `key` and answers the counter after it, in one statement on both engines
 * (`INSERT … ON CONFLICT DO UPDATE … RETURNING`): concurrent hits are serialised by the row, so no two callers
 * read the same count. A window that ended restarts at 1.
 */
export async function hit(db: DB, key: string, now: number, windowMs: number): Promise<Counter> {
  const cutoff = now - windowMs;
  const row = await db
    .insertInto('rate_counter')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_counter.window_start <= ${cutoff} then 1 else rate_counter.count + 1 end`,
        window_start: sql<number>`case when rate_counter.window_start <= ${cutoff} then ${now} else rate_counter.window_start end`,
      }),
    )
    .returning(['key', 'count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { key: row.key, count: Number(row.count), window_start: Number(row.window_start) };
}

/** Gives one hit back (a reserved attempt that turned out fine), never below zero. */
export async function giveBack(db: DB, key: string): Promise<void> {
  await db
    .updateTable('rate_counter')
    .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

export async function clear(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_counter').where('key', '=', key).execute();
}

/** Deletes counters whose window started before `before` (they restart at 1 anyway); answers how many. */
export async function deleteStale(db: DB, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_counter').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
