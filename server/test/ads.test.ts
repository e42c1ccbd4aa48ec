import { adDetail, adListAnswer, Code, calls } from '@adconsole/contract';
import { type InjectSession, signInAll, TEST_PUBLIC_ORIGIN } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adBody, adWorld, createdAd, material } from './ads-helper.js';
import { auditOf } from './auth-directory-helper.js';
import { startServer, type TestServer } from './helper.js';

// Ads under an ad group: create and detail with every field, list with delivery status and creatives summary, update,
// copy, enable, pause, batch delete, the groups of each role, the account scope, the audit log, and the campaign's and
// ad group's copy and delete carrying the ads.

const { ads, campaigns } = calls;
let server: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser' | 'viewer', InjectSession>;
let w: Awaited<ReturnType<typeof adWorld>>;
let image: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser', 'viewer'] as const);
  w = await adWorld(server, s.admin);
  image = await material(server);
});
afterAll(async () => {
  await server.destroy();
});

const detailOf = async (id: number, who = s.admin) => {
  const res = await who.api(ads.detail, { ad_id: id });
  expect(res.json().code, res.body).toBe(200);
  return adDetail.parse(res.json().data);
};
const listOf = async (groupId: number, more = {}) => {
  const res = await s.admin.api(ads.list, { ad_group_id: groupId, ...more });
  expect(res.json().code, res.body).toBe(200);
  return adListAnswer.parse(res.json().data);
};

describe('ad create, detail and list', () => {
  it('creates an ad with every field and answers it in the detail; audited', async () => {
    const host = TEST_PUBLIC_ORIGIN;
    const landing = await material(server, { width: 720, height: 1518 });
    const id = await createdAd(s.operator, {
      ad_group_id: w.webview,
      name: 'Summer sale banner',
      type: 1,
      description: '夏季大促，全场五折起',
      title: 'Summer sale',
      button_text: 'Shop now',
      h5_url: 'https://shop.example.com/summer',
      deeplink: 'galaxy://sale/summer',
      impression_track_url: `${host}/t/imp`,
      click_track_url: `${host}/t/click`,
      video_q1_track_url: `${host}/t/q1`,
      image_ids: [image],
      landing_page_ids: [landing],
    });
    const d = await detailOf(id);
    expect(d).toMatchObject({
      ad_id: id,
      ad_group_id: w.webview,
      campaign_id: w.campaignId,
      account_id: w.accountId,
      name: 'Summer sale banner',
      type: 1,
      status: 1,
      description: '夏季大促，全场五折起',
      title: 'Summer sale',
      button_text: 'Shop now',
      h5_url: 'https://shop.example.com/summer',
      deeplink: 'galaxy://sale/summer',
      impression_track_url: `${host}/t/imp`,
      click_track_url: `${host}/t/click`,
      video_q1_track_url: `${host}/t/q1`,
      video_complete_track_url: '',
      image_ids: [image],
      video_ids: [],
      landing_page_ids: [landing],
      vast: [],
      placement: null,
      trigger_mode: 'webview',
      tracking_host: host,
      creator: { login_name: 'operator' },
      creatives: { count: 2, kinds: { image: 1, landing_page: 1 } },
    });
    expect(d.creative_list.map((c) => [c.kind, c.materials.map((m) => m.material_id)])).toEqual([
      ['image', [image]],
      ['landing_page', [landing]],
    ]);
    const log = await auditOf(server, 'ad', id);
    expect(log[0]).toMatchObject({ action: 'create', actor_name: 'operator', entity_name: 'Summer sale banner' });
  });

  it('lists the ads of an ad group, newest first, with keyword and status filters, the group delivery and thumbnails', async () => {
    const a = await createdAd(s.admin, adBody(w.download, image, { name: 'List one' }));
    const b = await createdAd(s.admin, adBody(w.download, image, { name: 'List two', status: 2 }));
    const page = await listOf(w.download);
    expect(page.list.map((r) => r.ad_id).slice(0, 2)).toEqual([b, a]);
    const one = page.list.find((r) => r.ad_id === a)!;
    expect(one.delivery.status).toBe('normal');
    const { download_url } = await server.database.db
      .selectFrom('material')
      .select('download_url')
      .where('id', '=', image)
      .executeTakeFirstOrThrow();
    expect(one.creatives).toEqual({ count: 1, kinds: { image: 1 }, thumbs: [download_url] });
    const paused = page.list.find((r) => r.ad_id === b)!;
    expect(paused.delivery).toMatchObject({ status: 'paused', reasons: [{ level: 'ad', case: 'paused' }] });
    expect((await listOf(w.download, { custom: 'two' })).list.map((r) => r.ad_id)).toEqual([b]);
    expect((await listOf(w.download, { custom: String(a) })).list.map((r) => r.ad_id)).toEqual([a]);
    expect((await listOf(w.download, { status: 2 })).list.map((r) => r.ad_id)).toEqual([b]);
    // a full page counts the rest: the same total as a page holding them all
    const every = await listOf(w.download, { page_size: 100 });
    expect(every.total).toBe(every.list.length);
    expect((await listOf(w.download, { page_size: 1 })).total).toBe(every.total);
    expect((await listOf(w.download, { page_size: 1, page_no: 2, status: 2 })).total).toBe(1);
  });

  it("shows the ad group's delivery reasons after the ad's own (a paused group pauses its ads)", async () => {
    const g = await s.admin.api(campaigns.groupCreate, { campaign_id: w.campaignId, name: 'Paused group', status: 2 });
    const groupId = g.json().data.id as number;
    const id = await createdAd(s.admin, adBody(groupId, image));
    const item = (await listOf(groupId)).list.find((r) => r.ad_id === id)!;
    expect(item.delivery).toMatchObject({ status: 'paused', reasons: [{ level: 'ad_group', case: 'paused' }] });
  });
});

describe('ad update, copy, enable, pause, delete', () => {
  it('changes only the fields given; a material list given replaces it; audited with before and after', async () => {
    const other = await material(server);
    const id = await createdAd(s.admin, adBody(w.download, image, { name: 'To change', title: 'Old title' }));
    const res = await s.operator.api(ads.update, { ad_id: id, title: 'New title', image_ids: [other, image] });
    expect(res.json().code, res.body).toBe(200);
    const d = await detailOf(id);
    expect(d).toMatchObject({ name: 'To change', title: 'New title', image_ids: [other, image] });
    const log = await auditOf(server, 'ad', id);
    expect(log.at(-1)).toMatchObject({ action: 'update', actor_name: 'operator' });
    expect(log.at(-1)!.changes).toMatchObject({ title: { before: 'Old title', after: 'New title' } });
  });

  it('copies an ad within its ad group, paused, named "- copy", with its creatives', async () => {
    const id = await createdAd(s.admin, adBody(w.download, image, { name: 'Original ad' }));
    const res = await s.admin.api(ads.copy, { ad_id: id });
    expect(res.json().code, res.body).toBe(200);
    const copy = await detailOf(res.json().data.id);
    expect(copy).toMatchObject({ name: 'Original ad - copy', status: 2, ad_group_id: w.download, image_ids: [image] });
    const again = await s.admin.api(ads.copy, { ad_id: id });
    expect((await detailOf(again.json().data.id)).name).toBe('Original ad - copy 2');
    expect((await auditOf(server, 'ad', copy.ad_id))[0]!.changes).toMatchObject({ copied_from: { after: id } });
  });

  it('pauses and enables ads in a batch, each audited once', async () => {
    const a = await createdAd(s.admin, adBody(w.download, image));
    const b = await createdAd(s.admin, adBody(w.download, image));
    const paused = await s.operator.api(ads.pause, { ad_ids: [a, b, a] });
    expect(paused.json()).toMatchObject({ code: 200, data: { ids: [a, b] } });
    expect((await detailOf(a)).status).toBe(2);
    await s.operator.api(ads.enable, { ad_ids: [a] });
    expect((await detailOf(a)).status).toBe(1);
    expect((await detailOf(b)).status).toBe(2);
    expect((await auditOf(server, 'ad', a)).map((e) => e.action)).toEqual(['create', 'update', 'update']);
  });

  it('deletes ads in a batch (soft): gone from the list and the detail (10201), the name free again', async () => {
    const a = await createdAd(s.admin, adBody(w.download, image, { name: 'Doomed ad' }));
    const res = await s.operator.api(ads.remove, { ad_ids: [a] });
    expect(res.json()).toMatchObject({ code: 200, data: { ids: [a] } });
    expect((await s.admin.api(ads.detail, { ad_id: a })).json().code).toBe(Code.NOT_EXISTS);
    expect((await listOf(w.download)).list.some((r) => r.ad_id === a)).toBe(false);
    expect((await auditOf(server, 'ad', a)).at(-1)).toMatchObject({ action: 'delete' });
    await createdAd(s.admin, adBody(w.download, image, { name: 'Doomed ad' }));
  });

  it('answers 10201 for a missing ad, in a batch too, changing nothing of the batch', async () => {
    const a = await createdAd(s.admin, adBody(w.download, image));
    const res = await s.admin.api(ads.pause, { ad_ids: [a, 999_999] });
    expect(res.json().code).toBe(Code.NOT_EXISTS);
    expect((await detailOf(a)).status).toBe(1);
  });
});

describe('ads of the demo seed (made through the where-used chain)', () => {
  it('reads a seeded video ad by what its materials are, and takes an update of its title', async () => {
    const db = server.database.db;
    const seeded = await db
      .selectFrom('creative as cr')
      .innerJoin('ad', 'ad.id', 'cr.ad_id')
      .select(['ad.id', 'ad.type'])
      .where('cr.kind', '=', 'video')
      .where('ad.status', '=', 1)
      .orderBy('ad.id')
      .executeTakeFirst();
    expect(seeded, 'the demo seed has a live video ad').toBeDefined();
    expect(seeded!.type).toBe(2);
    const before = await detailOf(seeded!.id);
    const types = await db
      .selectFrom('material')
      .select(['id', 'type'])
      .where('id', 'in', [...before.image_ids, ...before.video_ids])
      .execute();
    const typeOf = new Map(types.map((m) => [m.id, m.type]));
    expect(before.video_ids.length).toBeGreaterThan(0);
    // a demo ad reads as one a person made: its creator and title shown in the list
    expect(before.creator.login_name).not.toBe('');
    expect(before.title).not.toBe('');
    expect(before.video_ids.every((id) => typeOf.get(id) === 2)).toBe(true);
    expect(before.image_ids.every((id) => typeOf.get(id) === 1)).toBe(true);
    const res = await s.admin.api(ads.update, { ad_id: seeded!.id, title: 'Seeded title' });
    expect(res.json().code, res.body).toBe(200);
    expect(await detailOf(seeded!.id)).toMatchObject({
      title: 'Seeded title',
      image_ids: before.image_ids,
      video_ids: before.video_ids,
    });
  });

  it('gives a seeded ad a creative per material, as the editor writes them', async () => {
    const hero = await server.database.db
      .selectFrom('ad')
      .select(['id', 'ad_group_id'])
      .where('name', '=', 'Merge Quest hero banner')
      .executeTakeFirstOrThrow();
    const item = (await listOf(hero.ad_group_id)).list.find((a) => a.ad_id === hero.id);
    expect(item?.creatives).toMatchObject({ count: 2, kinds: { image: 2 } });
    expect(item?.creatives.thumbs).toHaveLength(2);
    expect((await detailOf(hero.id)).image_ids).toHaveLength(2);
  });
});

describe('campaign and ad group copy and delete carry the ads', () => {
  it('a campaign copy copies its ads with every creative; an ad group delete deletes its ads', async () => {
    const world = await adWorld(server, s.admin);
    const landing = await material(server, { width: 720, height: 1518 });
    const id = await createdAd(
      s.admin,
      adBody(world.download, image, { name: 'Deep ad', landing_page_ids: [landing], title: 'Deep' }),
    );
    const copied = await s.admin.api(campaigns.copy, { campaign_id: world.campaignId });
    expect(copied.json().code, copied.body).toBe(200);
    const groups = (await s.admin.api(campaigns.groupList, { campaign_id: copied.json().data.id })).json().data.list;
    const group = groups.find((g: { name: string }) => g.name === 'Group download');
    const copies = await listOf(group.ad_group_id);
    expect(copies.list.map((r) => r.name)).toEqual(['Deep ad']);
    const copy = await detailOf(copies.list[0]!.ad_id);
    expect(copy).toMatchObject({ title: 'Deep', image_ids: [image], landing_page_ids: [landing] });
    expect(copy.ad_id).not.toBe(id);

    const del = await s.admin.api(campaigns.groupRemove, { ad_group_ids: [world.download] });
    expect(del.json().code).toBe(200);
    expect((await s.admin.api(ads.detail, { ad_id: id })).json().code).toBe(Code.NOT_EXISTS);
    const row = await server.database.db
      .selectFrom('ad')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(-1);
  });
});

describe('roles and account scope', () => {
  it('lets the viewer read but not change (403), the advertiser read its accounts only', async () => {
    const id = await createdAd(s.admin, adBody(w.download, image));
    expect((await s.viewer.api(ads.pause, { ad_ids: [id] })).statusCode).toBe(403);
    expect((await s.viewer.api(ads.create, adBody(w.download, image))).statusCode).toBe(403);
    // the viewer's accounts are not Galaxy Games: the ad does not exist for it
    expect((await s.viewer.api(ads.detail, { ad_id: id })).json().code).toBe(Code.NOT_EXISTS);
    expect((await s.advertiser.api(ads.detail, { ad_id: id })).json().code).toBe(200);
    expect((await s.advertiser.api(ads.remove, { ad_ids: [id] })).statusCode).toBe(403);
    expect((await s.advertiser.api(ads.copy, { ad_id: id })).statusCode).toBe(403);
  });

  it("refuses an ad under an ad group out of the caller's accounts as missing (10201)", async () => {
    const nimbus = await adWorld(server, s.admin, 'Nimbus Video');
    const res = await s.advertiser.api(ads.list, { ad_group_id: nimbus.download });
    expect(res.json().code).toBe(Code.NOT_EXISTS);
  });
});
