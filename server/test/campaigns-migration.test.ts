import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { databaseBefore } from './migration-helper.js';

// Migration 20261123_0030 over campaigns and ad groups made before it: every row and id stays, with the new fields'
// defaults (no limits, transmission -1, every hour), and a binding made before it includes its package.

const BEFORE = '20261123_0010_promotion_apps';

describe('migration 20261123_0030 (campaigns)', () => {
  it('keeps every campaign, ad group and binding with their ids, the new columns at their defaults', async () => {
    const { db, legacy, insert } = await databaseBefore(BEFORE);
    const account = await insert('account', { account_name: 'Old Account', create_time: 1000 });
    const campaign = await insert('campaign', {
      account_id: account,
      name: 'Old campaign',
      campaign_budget: 12_345,
      start_time: 2000,
      create_time: 2000,
      modify_time: 2000,
    });
    const group = await insert('ad_group', { campaign_id: campaign, name: 'Old group', create_time: 3000 });
    const cluster = await insert('user_cluster', {
      name: 'Old package',
      name_key: 'old package',
      data_type: 3,
      encryption: 0,
      source: 1,
      account_relation_type: 1,
      status: 2,
      create_time: 1,
      update_time: 1,
    });
    await legacy.insertInto('ad_group_user_cluster').values({ ad_group_id: group, user_cluster_id: cluster }).execute();

    await migrateToLatest(db);

    const c = await db.selectFrom('campaign').selectAll().where('id', '=', campaign).executeTakeFirstOrThrow();
    expect(c).toMatchObject({ name: 'Old campaign', attribution_platform: 'none', attribution_trackers: '[]' });
    expect(Number(c.campaign_budget)).toBe(12_345);
    expect(Number(c.exchange_ratio)).toBe(1_000_000);
    expect(Number(c.reservation_limit)).toBe(0);
    const g = await db.selectFrom('ad_group').selectAll().where('id', '=', group).executeTakeFirstOrThrow();
    expect(g).toMatchObject({
      name: 'Old group',
      campaign_id: campaign,
      trigger_mode: 'download',
      targeting: '{}',
      frequency_cap: 0,
      transmission_time: -1,
      schedule: '[]',
      start_time: null,
      end_time: null,
    });
    expect(Number(g.total_limit)).toBe(0);
    expect(Number(g.modify_time)).toBe(3000);
    const bound = await db.selectFrom('ad_group_user_cluster').selectAll().execute();
    expect(bound).toEqual([{ ad_group_id: group, user_cluster_id: cluster, mode: 1 }]);
  });
});
