import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../src/db/dialect.js';
import { migrateTo } from '../src/db/migrate.js';
import { databaseBefore } from './migration-helper.js';

// Migration 20261127_0830 on a database that already holds lines: the stored lines' primary key leads with the day
// and the hour (SQLite: the table rebuilt WITHOUT ROWID), every line kept, and the separate day index gone.

const BEFORE = '20261127_0820_access_version';
const MIGRATION = '20261127_0830_stat_hour_by_time';
const KEY = ['stat_date', 'hour', 'ad_id', 'country', 'media_app_id', 'ad_position_id'];

const line = (ad_id: number, hour: number, spend: number) => ({
  ad_id,
  stat_date: '2026-11-20',
  country: 'ID',
  media_app_id: 1,
  ad_position_id: 2,
  hour,
  impressions: spend * 10,
  clicks: 1,
  installs: 0,
  conversions: 0,
  spend,
});

describe('migration 20261127_0830 (stored lines keyed by time)', () => {
  it('keeps every line under a key that leads with the day and the hour, and drops the day index', async () => {
    const { db, legacy } = await databaseBefore(BEFORE);
    await legacy
      .insertInto('delivery_stat_hour')
      .values([line(1, 3, 100), line(1, 24, 7), line(2, 3, 50)])
      .execute();

    await migrateTo(db, MIGRATION);
    const rows = await db.selectFrom('delivery_stat_hour').selectAll().orderBy('ad_id').orderBy('hour').execute();
    expect(rows.map((r) => [r.ad_id, r.hour, Number(r.spend), Number(r.impressions)])).toEqual([
      [1, 3, 100, 1000],
      [1, 24, 7, 70],
      [2, 3, 50, 500],
    ]);
    if (isPostgres(db)) {
      const key = await sql<{ attname: string }>`
        select a.attname from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = 'delivery_stat_hour'::regclass and i.indisprimary
        order by array_position(i.indkey, a.attnum)`.execute(db);
      expect(key.rows.map((r) => r.attname)).toEqual(KEY);
      const index = await sql`select 1 from pg_indexes where indexname = 'delivery_stat_hour_date_idx'`.execute(db);
      expect(index.rows).toEqual([]);
    } else {
      const table = await sql<{ sql: string }>`
        select sql from sqlite_master where name = 'delivery_stat_hour'`.execute(db);
      expect(table.rows[0]?.sql.toLowerCase()).toContain('without rowid');
      const key = await sql<{ name: string }>`
        select p.name from pragma_index_list('delivery_stat_hour') l, pragma_index_info(l.name) p
        where l.origin = 'pk' order by p.seqno`.execute(db);
      expect(key.rows.map((r) => r.name)).toEqual(KEY);
      const index = await sql`
        select 1 from sqlite_master where type = 'index' and name = 'delivery_stat_hour_date_idx'`.execute(db);
      expect(index.rows).toEqual([]);
    }
    // still one line a key
    await expect(
      legacy
        .insertInto('delivery_stat_hour')
        .values(line(2, 3, 1))
        .execute(),
    ).rejects.toThrow();
  });
});
