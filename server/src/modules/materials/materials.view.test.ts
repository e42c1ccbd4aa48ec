import type { BoundAd } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import type { MaterialRow } from './materials.tables.js';
import { durationOf, elementText, nestUsage, toItem } from './materials.view.js';

const row: MaterialRow = {
  id: 7,
  name: 'Banner',
  remark: '',
  type: 1,
  file_id: 3,
  download_url: '/files/a.jpg',
  thumb_url: '',
  size: 1024,
  format: 'jpg',
  width: 1200,
  height: 628,
  scale: '1.91:1',
  screen_type: 1,
  duration: null,
  element: null,
  md5: 'a'.repeat(32),
  origin: null,
  status: 1,
  source: 1,
  creator_id: 1,
  account_relation_type: 2,
  third_examine_status: 1,
  third_examine_platform: 1,
  third_examine_country: null,
  third_examine_reason: null,
  examine_user_id: null,
  examine_time: null,
  create_time: 1000,
  update_time: 1000,
};

const ad = (campaign: number, group: number, id: number): BoundAd => ({
  ad_id: id,
  ad_name: `ad ${id}`,
  ad_status: 1,
  account_id: campaign * 10,
  account_name: `account ${campaign * 10}`,
  campaign_id: campaign,
  campaign_name: `campaign ${campaign}`,
  ad_group_id: group,
  ad_group_name: `group ${group}`,
});

describe('toItem', () => {
  it('answers both spellings of name and time, the accounts both ways, and the original when there is no thumbnail', () => {
    const item = toItem(row, {
      tags: [{ id: 5, name: 'RPG' }],
      accounts: [{ id: 2, account_name: 'Galaxy' }],
      creatorName: 'admin',
      boundAdCount: 3,
    });
    expect(item).toMatchObject({
      material_name: 'Banner',
      createTime: 1000,
      thumb_url: '/files/a.jpg',
      accounts: [{ id: 2, account_id: 2, account_name: 'Galaxy' }],
      tag_ids: [5],
      bound_ad_count: 3,
    });
    expect(
      toItem({ ...row, thumb_url: '/files/t.webp' }, { tags: [], accounts: [], creatorName: null, boundAdCount: 0 })
        .thumb_url,
    ).toBe('/files/t.webp');
  });
});

describe('nestUsage', () => {
  it('nests ordered rows as campaigns > ad groups > ads', () => {
    const nested = nestUsage([ad(1, 1, 1), ad(1, 1, 2), ad(1, 2, 3), ad(2, 4, 4)]);
    expect(
      nested.map((c) => [c.campaign_id, c.ad_groups.map((g) => [g.ad_group_id, g.ads.map((a) => a.ad_id)])]),
    ).toEqual([
      [
        1,
        [
          [1, [1, 2]],
          [2, [3]],
        ],
      ],
      [2, [[4, [4]]]],
    ]);
    expect(nested[1]).toMatchObject({ account_id: 20, account_name: 'account 20' });
  });
});

describe('element JSON', () => {
  it('keeps text, writes objects out, and reads a rounded duration', () => {
    expect(elementText({ duration: 12 })).toBe('{"duration":12}');
    expect(elementText('{"duration":3}')).toBe('{"duration":3}');
    expect(elementText('')).toBeNull();
    expect(durationOf('{"duration":12.6}')).toBe(13);
    expect(durationOf('{"duration":"8"}')).toBe(8);
    expect(durationOf('not json')).toBeNull();
    expect(durationOf('{"other":1}')).toBeNull();
  });
});
