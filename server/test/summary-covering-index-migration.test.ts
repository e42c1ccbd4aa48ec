import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../src/db/dialect.js';
import { migrateTo } from '../src/db/migrate.js';
import { totalsAndDaySpend } from '../src/modules/statistics/statistics.repo.js';
import { databaseBefore } from './migration-helper.js';

// Migration 20261127_0800 on a summary that already holds rows: the index by campaign carries the metrics the campaign
// list sums (so SQLite reads the index alone), replaces the narrower one, and the totals read the same.

const BEFORE = '20261126_0780_delivery_stat_summary';
const MIGRATION = '20261127_0800_summary_covering_index';

describe('migration 20261127_0800 (covering index of the campaign summary)', () => {
  it('replaces the campaign index by one holding the summed metrics, the totals unchanged', async () => {
    const { db, legacy } = await databaseBefore(BEFORE);
    const row = (campaign_id: number, stat_date: string, country: string, spend: number) => ({
      account_id: 7,
      stat_date,
      campaign_id,
      country,
      impressions: spend * 10,
      clicks: 2,
      installs: 1,
      conversions: 0,
      spend,
    });
    await legacy
      .insertInto('delivery_stat_summary')
      .values([row(3, '2026-11-20', 'ID', 100), row(3, '2026-11-21', 'TH', 50), row(5, '2026-11-21', 'ID', 9)])
      .execute();

    await migrateTo(db, MIGRATION);
    const pg = isPostgres(db);
    const indexes = pg
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = 'delivery_stat_summary' and indexname like '%campaign%'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = 'delivery_stat_summary' and name like '%campaign%'`.execute(db);
    expect(indexes.rows.map((r) => r.name)).toEqual(['delivery_stat_summary_campaign_cover_idx']);

    const totals = await totalsAndDaySpend(db, 'campaign_id', [3, 5, 8], ['2026-11-21']);
    expect([...totals].sort(([a], [b]) => a - b)).toEqual([
      [3, { total: { spend: 150, impressions: 1500, clicks: 4, installs: 2 }, daySpend: [50] }],
      [5, { total: { spend: 9, impressions: 90, clicks: 2, installs: 1 }, daySpend: [9] }],
    ]);

    if (!pg) {
      // the campaign list's read of the totals: the index alone, no lookup of each row in the table
      const plan = await sql<{ detail: string }>`explain query plan
        select campaign_id, sum(spend), sum(impressions), sum(clicks), sum(installs),
          sum(case when stat_date = '2026-11-21' then spend end)
        from delivery_stat_summary where campaign_id in (3, 5) group by campaign_id`.execute(db);
      expect(plan.rows.map((r) => r.detail).join('\n')).toContain(
        'USING COVERING INDEX delivery_stat_summary_campaign_cover_idx',
      );
    }
  });
});
