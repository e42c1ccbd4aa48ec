import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { databaseBefore } from './migration-helper.js';

// Migration 20261123_0040 over ads and creatives made before it (the material where-used chain's): every row and id
// stays, the new fields at their defaults; a creative showing a video becomes a video creative of a video ad.

const BEFORE = '20261123_0030_campaigns';

describe('migration 20261123_0040 (ads)', () => {
  it('keeps every ad, creative and material link with their ids; kinds and types follow the materials', async () => {
    const { db, legacy, insert } = await databaseBefore(BEFORE);
    const account = await insert('account', { account_name: 'Old Account', create_time: 1000 });
    const campaign = await insert('campaign', {
      account_id: account,
      name: 'Old campaign',
      start_time: 2000,
      create_time: 2000,
      modify_time: 2000,
    });
    const group = await insert('ad_group', { campaign_id: campaign, name: 'Old group', create_time: 3000 });
    const file = (type: number, n: number) => ({
      name: `Old material ${n}`,
      type,
      download_url: `/files/old-${n}`,
      size: 1,
      format: type === 2 ? 'mp4' : 'png',
      width: 1280,
      height: 720,
      scale: '16:9',
      screen_type: 1,
      md5: `old-${n}`,
      account_relation_type: 1,
      create_time: 1,
      update_time: 1,
    });
    const image = await insert('material', file(1, 1));
    const video = await insert('material', file(2, 2));
    const imageAd = await insert('ad', {
      ad_group_id: group,
      account_id: account,
      name: 'Old image ad',
      create_time: 4000,
    });
    const videoAd = await insert('ad', {
      ad_group_id: group,
      account_id: account,
      name: 'Old video ad',
      create_time: 5000,
    });
    const c1 = await insert('creative', { ad_id: imageAd, name: 'Old image creative', create_time: 4000 });
    const c2 = await insert('creative', { ad_id: videoAd, name: 'Old video creative', create_time: 5000 });
    await legacy
      .insertInto('creative_material')
      .values([
        { creative_id: c1, material_id: image },
        { creative_id: c2, material_id: video },
        { creative_id: c2, material_id: image },
      ])
      .execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom('ad').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.name, r.type, r.status, Number(r.modify_time)])).toEqual([
      [imageAd, 'Old image ad', 1, 1, 4000],
      [videoAd, 'Old video ad', 2, 1, 5000],
    ]);
    expect(rows[0]).toMatchObject({ title: '', h5_url: '', impression_track_url: '', adpos_id: null, adpos_tab: '' });
    const creatives = await db.selectFrom('creative').selectAll().orderBy('id').execute();
    expect(creatives.map((c) => [c.id, c.ad_id, c.kind, c.html, c.ad_tag])).toEqual([
      [c1, imageAd, 'image', '', ''],
      [c2, videoAd, 'video', '', ''],
    ]);
    expect(
      await db.selectFrom('creative_material').selectAll().orderBy('creative_id').orderBy('material_id').execute(),
    ).toHaveLength(3);
  });
});
