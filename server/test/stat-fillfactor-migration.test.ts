import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../src/db/dialect.js';
import { migrateTo } from '../src/db/migrate.js';
import { databaseBefore } from './migration-helper.js';

// Migration 20261127_0810: on PostgreSQL the daily rollup and the campaign summary keep room on each page, so the
// intake's hourly rewrite of a day's metrics stays a HOT update (no index entries). SQLite has nothing to set.

describe('migration 20261127_0810 (room on the statistics pages)', () => {
  it('sets a fill factor of 75 on the rollup and the summary (PostgreSQL)', async () => {
    const { db } = await databaseBefore('20261126_0780_delivery_stat_summary');
    await migrateTo(db, '20261127_0810_stat_fillfactor');
    if (!isPostgres(db)) return;
    const rows = await sql<{ relname: string; reloptions: string[] | null }>`
      select relname, reloptions from pg_class
      where relname in ('delivery_stat_day', 'delivery_stat_summary', 'delivery_stat_hour') order by relname`.execute(
      db,
    );
    expect(rows.rows.map((r) => [r.relname, r.reloptions])).toEqual([
      ['delivery_stat_day', ['fillfactor=75']],
      ['delivery_stat_hour', null],
      ['delivery_stat_summary', ['fillfactor=75']],
    ]);
  });
});
