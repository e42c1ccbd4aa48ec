import { Code, calls } from '@adconsole/contract';
import { type InjectSession, signInAll, TEST_PUBLIC_ORIGIN } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adBody, adWorld, createdAd, material } from './ads-helper.js';
import { auditOf } from './auth-directory-helper.js';
import { failedFields } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';

// Creatives: only materials the ad's account may use (relation type 1 or linked, in use, review status 1 or 4); the
// JS-tag creative calls (ratios 16:9, 6.4:1, 6:5, 1.91:1); and the material library's where-used chain now fed by real
// ads: the bound-ads detail, 10001 on delete while an ad uses the material (allowed once the ad is deleted), 10002.

const { ads, materials } = calls;
// the tracking host is PUBLIC_ORIGIN (TRACKING_HOST unset), never the Host header inject sends
const HOST = TEST_PUBLIC_ORIGIN;
let server: TestServer;
let s: Record<'admin' | 'advertiser', InjectSession>;
let w: Awaited<ReturnType<typeof adWorld>>;
let orchid: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'advertiser'] as const);
  w = await adWorld(server, s.admin);
  orchid = w.accounts.get('Orchid Shopping')!;
});
afterAll(async () => {
  await server.destroy();
});

const create = async (body: Parameters<typeof adBody>[2] & { ad_group_id: number; name: string; type: number }) =>
  (await s.admin.api(ads.create, body)).json();

describe('materials a creative may show', () => {
  it('refuses a material of another account, one not in use, and one in review or failed; takes linked and passed', async () => {
    const theirs = await material(server, { accounts: [orchid] });
    const deleted = await material(server, { status: -1 });
    const inReview = await material(server, { review: 2 });
    const failed = await material(server, { review: 3 });
    for (const id of [theirs, deleted, inReview, failed]) {
      const res = await create(adBody(w.download, id));
      expect(res.code, `material ${id}`).toBe(400);
      expect(res.data.errors[0]).toMatchObject({ field: 'image_ids', rule: 'material' });
      expect(res.data.errors[0].message).toContain(String(id));
    }
    const mine = await material(server, { accounts: [w.accountId] });
    const passed = await material(server, { review: 4 });
    await createdAd(s.admin, adBody(w.download, mine, { image_ids: [mine, passed] }));
  });
});

describe('JS-tag creatives', () => {
  let tagAd: number;
  let wide: number;
  beforeAll(async () => {
    tagAd = await createdAd(s.admin, {
      ad_group_id: w.download,
      name: 'JS tag ad',
      type: 3,
      impression_track_url: `${HOST}/imp`,
    });
    wide = await material(server, { width: 1280, height: 720 });
  });
  const click = 'https://shop.example.com/landing?a=1&b=2';

  it('generates the tag and its preview from images of a JS-tag ratio and a click URL', async () => {
    const second = await material(server, { width: 1920, height: 1080 });
    const res = await s.admin.api(ads.generateJsTag, { ad_id: tagAd, image_ids: [wide, second], click_url: click });
    expect(res.json().code, res.body).toBe(200);
    const tag = res.json().data;
    expect(tag).toMatchObject({ width: 1280, height: 720, ratio: '16:9' });
    expect(tag.html).toContain('href="https://shop.example.com/landing?a=1&amp;b=2"');
    expect(tag.html).toMatch(/src="https?:\/\/[^"]+\/files\/ad-material-\d+\.png"/);
    expect(tag.html).toContain('<script>');
    expect(tag.preview).toMatch(/^<!doctype html>/);
    expect(tag.preview).toContain(tag.html);
    // nothing is saved by generating
    const d = (await s.admin.api(ads.detail, { ad_id: tagAd })).json().data;
    expect(d.creative_list).toEqual([]);
  });

  it('refuses images of other ratios, of mixed ratios, videos and other accounts’ materials', async () => {
    const square = await material(server, { width: 1080, height: 1080 });
    const banner = await material(server, { width: 640, height: 100 });
    const video = await material(server, { type: 2 });
    const theirs = await material(server, { accounts: [orchid], width: 1200, height: 628 });
    const rules = async (image_ids: number[]) => {
      const res = (await s.admin.api(ads.generateJsTag, { ad_id: tagAd, image_ids, click_url: click })).json();
      expect(res.code).toBe(400);
      return res.data.errors[0];
    };
    expect(await rules([square])).toMatchObject({ field: 'image_ids', rule: 'ratio' });
    expect(await rules([wide, banner])).toMatchObject({ field: 'image_ids', rule: 'same_ratio' });
    expect(await rules([video])).toMatchObject({ field: 'image_ids', rule: 'type' });
    expect(await rules([theirs])).toMatchObject({ field: 'image_ids', rule: 'material' });
    const badUrl = await s.admin.api(ads.generateJsTag, { ad_id: tagAd, image_ids: [wide], click_url: 'nope' });
    expect(failedFields(badUrl.json())).toEqual(['click_url']);
    // 6.4:1, 6:5 and 1.91:1 are JS-tag ratios too
    for (const [width, height] of [
      [640, 100],
      [600, 500],
      [1200, 628],
    ] as const) {
      const ok = await material(server, { width, height });
      const res = await s.admin.api(ads.generateJsTag, { ad_id: tagAd, image_ids: [ok], click_url: click });
      expect(res.json().code, `${width}x${height}`).toBe(200);
    }
  });

  it('saves the tag as a creative of a JS-tag ad, audited; not on an ad of another type; removable by update', async () => {
    const res = await s.admin.api(ads.addJsTag, {
      ad_id: tagAd,
      image_ids: [wide],
      click_url: click,
      name: 'Hero tag',
    });
    expect(res.json().code, res.body).toBe(200);
    const creativeId = res.json().data.creative_id as number;
    const d = (await s.admin.api(ads.detail, { ad_id: tagAd })).json().data;
    expect(d.creative_list).toMatchObject([
      { creative_id: creativeId, kind: 'js_tag', name: 'Hero tag', click_url: click, width: 1280, height: 720 },
    ]);
    expect(d.creative_list[0].materials.map((m: { material_id: number }) => m.material_id)).toEqual([wide]);
    expect(d.creative_list[0].html).toBe(res.json().data.html);
    expect((await auditOf(server, 'ad', tagAd)).at(-1)).toMatchObject({ action: 'update' });

    const image = await material(server);
    const imageAd = await createdAd(s.admin, adBody(w.download, image));
    const wrong = await s.admin.api(ads.addJsTag, { ad_id: imageAd, image_ids: [wide], click_url: click });
    expect(wrong.json().data.errors[0]).toMatchObject({ field: 'ad_id', rule: 'type' });

    const cleared = await s.admin.api(ads.update, { ad_id: tagAd, js_tag_creative_ids: [] });
    expect(cleared.json().code, cleared.body).toBe(200);
    expect((await s.admin.api(ads.detail, { ad_id: tagAd })).json().data.creative_list).toEqual([]);
  });
});

describe('the material library reads real ads', () => {
  it('lists the ad in the bound ads, refuses the delete with 10001 while the ad lives, allows it after', async () => {
    const id = await material(server);
    const adId = await createdAd(s.admin, adBody(w.download, id, { name: 'Where-used ad' }));
    const detail = (await s.admin.api(materials.detail, { material_id: id })).json();
    expect(JSON.stringify(detail.data.campaigns)).toContain('Where-used ad');
    const listed = (await s.admin.api(materials.list, { id, page_no: 1, page_size: 10, type: 1 })).json();
    expect(listed.data.List[0]).toMatchObject({ id, bound_ad_count: 1 });

    const refused = (await s.admin.api(materials.remove, { material_ids: [id] })).json();
    expect(refused).toMatchObject({ code: Code.MATERIAL_BOUND, data: { ids: [id] } });
    expect(JSON.stringify(refused.data.ads)).toContain('Where-used ad');

    expect((await s.admin.api(ads.remove, { ad_ids: [adId] })).json().code).toBe(200);
    const done = (await s.admin.api(materials.remove, { material_ids: [id] })).json();
    expect(done.code, JSON.stringify(done)).toBe(200);
  });

  it('counts a JS-tag creative’s images as used', async () => {
    const id = await material(server, { width: 1280, height: 720 });
    const tagAd = await createdAd(s.admin, {
      ad_group_id: w.download,
      name: 'Tag where-used',
      type: 3,
      impression_track_url: `${HOST}/imp`,
    });
    await s.admin.api(ads.addJsTag, { ad_id: tagAd, image_ids: [id], click_url: 'https://shop.example.com' });
    expect((await s.admin.api(materials.remove, { material_ids: [id] })).json().code).toBe(Code.MATERIAL_BOUND);
  });

  it('refuses (10002) dropping from a material an account whose ads use it', async () => {
    const id = await material(server, { accounts: [w.accountId, orchid] });
    await createdAd(s.admin, adBody(w.download, id, { name: 'Account-bound ad' }));
    const res = await s.admin.api(materials.save, {
      material_id: id,
      material_name: 'Renamed',
      account_relation_type: 2,
      account_ids: [orchid],
    });
    expect(res.json()).toMatchObject({ code: Code.MATERIAL_ACCOUNT_BOUND });
    expect(JSON.stringify(res.json().data)).toContain('Account-bound ad');
  });
});
