import { describe, expect, it } from 'vitest';
import { migrateTo } from '../src/db/migrate.js';
import { databaseBefore } from './migration-helper.js';

// Migration 20261126_0780 on a database that already holds statistics: the campaign summary is filled with the
// rollup's sums per account, day, campaign and country, and the hour table loses its batch column.

const BEFORE = '20261126_0770_delivery_stat_imports';
const MIGRATION = '20261126_0780_delivery_stat_summary';

describe('migration 20261126_0780 (campaign summary)', () => {
  it('fills the summary from the rollup and drops the hour rows’ batch column', async () => {
    const { db, legacy } = await databaseBefore(BEFORE);
    const day = (ad_id: number, campaign_id: number, country: string, media_app_id: number, spend: number) => ({
      ad_id,
      stat_date: '2026-11-20',
      country,
      media_app_id,
      ad_position_id: media_app_id,
      account_id: 7,
      campaign_id,
      ad_group_id: campaign_id * 10,
      ad_type: 1,
      impressions: spend * 10,
      clicks: 1,
      installs: 0,
      conversions: 0,
      spend,
    });
    await legacy
      .insertInto('delivery_stat_day')
      .values([day(1, 3, 'ID', 1, 100), day(1, 3, 'ID', 2, 50), day(2, 3, 'ID', 1, 7), day(4, 5, 'TH', 1, 9)])
      .execute();
    await legacy
      .insertInto('delivery_stat_hour')
      .values({
        ad_id: 1,
        stat_date: '2026-11-20',
        country: 'ID',
        media_app_id: 1,
        ad_position_id: 1,
        hour: 24,
        impressions: 1000,
        clicks: 1,
        installs: 0,
        conversions: 0,
        spend: 100,
        batch_ref: 1,
      })
      .execute();

    await migrateTo(db, MIGRATION);
    const summary = await db.selectFrom('delivery_stat_summary').selectAll().orderBy('campaign_id').execute();
    expect(summary.map((r) => [r.account_id, r.campaign_id, r.country, Number(r.spend), Number(r.clicks)])).toEqual([
      [7, 3, 'ID', 157, 3],
      [7, 5, 'TH', 9, 1],
    ]);
    const hour = await db.selectFrom('delivery_stat_hour').selectAll().executeTakeFirstOrThrow();
    expect(hour).not.toHaveProperty('batch_ref');
    expect(Number(hour.spend)).toBe(100);
  });
});
