import { calls, campaignDetail, campaignListAnswer, DELIVERY_CASES } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './auth-directory-helper.js';
import { accountIds, appOf, campaignBody, created, failedFields, nowSec } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';

// Campaigns: list with filters, detail, create with every rule, update, delete, copy, enable and pause, scope, audit.

const { campaigns } = calls;
let server: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser' | 'viewer', InjectSession>;
let accounts: Map<string, number>;
let galaxy: number;
let galaxyApp: Awaited<ReturnType<typeof appOf>>;

beforeAll(async () => {
  server = await startServer({ TRACKING_HOST: 'https://track.example.com' });
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser', 'viewer'] as const);
  accounts = await accountIds(server);
  galaxy = accounts.get('Galaxy Games')!;
  galaxyApp = await appOf(server, galaxy);
});
afterAll(async () => {
  await server.destroy();
});

const detail = async (id: number, who = s.admin) =>
  campaignDetail.parse((await who.api(campaigns.detail, { campaign_id: id })).json().data);
const listOf = async (body: Record<string, unknown>, who = s.admin) =>
  campaignListAnswer.parse((await who.api(campaigns.list, body)).json().data);

describe('demo seed', () => {
  it('shows every delivery status among the demo campaigns and ad groups', async () => {
    const seen = new Set<string>();
    for (const c of (await listOf({ page_size: 100 })).list) {
      seen.add(c.delivery.status);
      const groups = (await s.admin.api(campaigns.groupList, { campaign_id: c.campaign_id, page_size: 100 })).json()
        .data.list as { delivery: { status: string } }[];
      for (const g of groups) seen.add(g.delivery.status);
    }
    for (const status of DELIVERY_CASES) expect(seen, status).toContain(status);
  });
});

describe('campaign create, detail and update', () => {
  it('creates a campaign with every field, audited; detail answers it in seconds and major units', async () => {
    const body = campaignBody(galaxy, galaxyApp.id, {
      name: 'Galaxy  Test'.replace('  ', ' '),
      country_bid: { ID: 1.5, TH: 1.25 },
      attribution_platform: 'appsflyer',
      attribution_trackers: [{ affiliate: 'af_main_1', url: 'https://app.appsflyer.com/x?pid=1' }],
      event_mapping_id: galaxyApp.mapping?.id ?? null,
      click_track_url: 'https://track.example.com/click?c=1',
      exchange_ratio: 1,
      campaign_type: 2,
      reservation_limit: 1_000_000,
    });
    const id = await created(s.operator, campaigns.create, body);
    const row = await detail(id);
    expect(row).toMatchObject({
      campaign_id: id,
      account_id: galaxy,
      account_name: 'Galaxy Games',
      name: 'Galaxy Test',
      ad_app_id: galaxyApp.id,
      ad_app_pkg_name: galaxyApp.pkg_name,
      campaign_budget: 1000,
      campaign_daily_budget: 100,
      start_time: body.start_time,
      end_time: body.end_time,
      time_zone: 'Asia/Shanghai',
      country_bid: { ID: 1.5, TH: 1.25 },
      attribution_trackers: body.attribution_trackers,
      click_track_url: 'https://track.example.com/click?c=1',
      tracking_host: 'https://track.example.com',
      creator: { login_name: 'operator' },
      status: 1,
      spend: 0,
      ad_group_count: 0,
      // nothing to serve yet: made without ad groups
      delivery: { status: 'no_ad_groups' },
    });
    if (galaxyApp.mapping) expect(row.event_name).toBe(galaxyApp.mapping.event_name);
    const entries = await auditOf(server, 'campaign', id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'create', entity_name: 'Galaxy Test', actor_name: 'operator' }),
    ]);
  });

  it('refuses every bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, 'name'],
      [{ name: 'two  spaces' }, 'name'],
      [{ name: 'n'.repeat(201) }, 'name'],
      [{ campaign_budget: -1 }, 'campaign_budget'],
      [{ campaign_daily_budget: 1.234 }, 'campaign_daily_budget'],
      [{ end_time: nowSec() - 30 * 86_400 }, 'end_time'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ billing_type: 9 }, 'billing_type'],
      [{ click_track_url: 'not a url' }, 'click_track_url'],
      [{ impression_track_url: 'https://elsewhere.example.com/i' }, 'impression_track_url'],
      [
        { attribution_trackers: [{ affiliate: 'bad-name', url: 'https://a.example.com' }] },
        'attribution_trackers.0.affiliate',
      ],
      [{ attribution_trackers: [{ affiliate: 'ok', url: 'ftp:x' }] }, 'attribution_trackers.0.url'],
      [{ country_bid: { ZZ: 1 } }, 'country_bid'],
      [{ ad_app_id: 999_999 }, 'ad_app_id'],
      [{ event_mapping_id: 999_999 }, 'event_mapping_id'],
      [{ account_id: 999_999 }, 'account_id'],
    ];
    for (const [more, field] of cases) {
      const res = await s.admin.api(campaigns.create, campaignBody(galaxy, galaxyApp.id, more as never));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(failedFields(res.json()), res.body).toContain(field);
    }
  });

  it('keeps a name unique within its account (any case), not across accounts', async () => {
    await created(s.admin, campaigns.create, campaignBody(galaxy, galaxyApp.id, { name: 'Unique Name' }));
    const again = await s.admin.api(campaigns.create, campaignBody(galaxy, galaxyApp.id, { name: 'unique name' }));
    expect(again.statusCode).toBe(400);
    expect(failedFields(again.json())).toEqual(['name']);
    const orchid = accounts.get('Orchid Shopping')!;
    const app = await appOf(server, orchid);
    await created(s.admin, campaigns.create, campaignBody(orchid, app.id, { name: 'Unique Name' }));
  });

  it('updates the fields given (the inline edit of name, status and daily budget), audited with before and after', async () => {
    const id = await created(s.admin, campaigns.create, campaignBody(galaxy, galaxyApp.id, { name: 'Inline One' }));
    const res = await s.operator.api(campaigns.update, {
      campaign_id: id,
      name: 'Inline Two',
      campaign_daily_budget: 55.5,
    });
    expect(res.json().code, res.body).toBe(200);
    expect(await detail(id)).toMatchObject({ name: 'Inline Two', campaign_daily_budget: 55.5, campaign_budget: 1000 });
    const paused = await s.operator.api(campaigns.update, { campaign_id: id, status: 2 });
    expect(paused.json().code).toBe(200);
    expect((await detail(id)).status).toBe(2);
    // what the edit leaves alone is not checked again (a tracking URL of a former host, a campaign without an app)
    await server.database.db
      .updateTable('campaign')
      .set({ click_track_url: 'https://old-host.example/c', ad_app_id: null })
      .where('id', '=', id)
      .execute();
    expect((await s.operator.api(campaigns.update, { campaign_id: id, remark: 'kept' })).json().code).toBe(200);
    expect(await detail(id)).toMatchObject({
      click_track_url: 'https://old-host.example/c',
      ad_app_id: null,
      remark: 'kept',
    });
    const moved = await s.operator.api(campaigns.update, {
      campaign_id: id,
      click_track_url: 'https://old-host.example/d',
    });
    expect(failedFields(moved.json())).toEqual(['click_track_url']);
    await server.database.db.updateTable('campaign').set({ click_track_url: '' }).where('id', '=', id).execute();
    const bad = await s.operator.api(campaigns.update, { campaign_id: id, end_time: 10 });
    expect(failedFields(bad.json())).toEqual(['end_time']);
    const entries = await auditOf(server, 'campaign', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(entries[1]!.changes).toEqual({
      name: { before: 'Inline One', after: 'Inline Two' },
      campaign_daily_budget: { before: 100, after: 55.5 },
    });
  });
});

describe('campaign list', () => {
  it('pages newest first and filters by custom (name or id), app, start range and country', async () => {
    const a = await created(
      s.admin,
      campaigns.create,
      campaignBody(galaxy, galaxyApp.id, { name: 'Filter Alpha', start_time: 1_700_000_000, end_time: null }),
    );
    const b = await created(
      s.admin,
      campaigns.create,
      campaignBody(galaxy, galaxyApp.id, {
        name: 'Filter Beta',
        start_time: 1_700_100_000,
        end_time: null,
        country_bid: { VN: 2 },
      }),
    );
    const all = await listOf({ page_no: 1, page_size: 2 });
    expect(all.list.length).toBe(2);
    expect(all.list[0]!.campaign_id).toBeGreaterThan(all.list[1]!.campaign_id);
    expect(all.total).toBe((await listOf({ page_size: 100 })).list.length);
    expect((await listOf({ custom: 'filter', page_size: 1 })).total).toBe(
      (await listOf({ custom: 'filter', page_size: 100 })).list.length,
    );
    expect((await listOf({ custom: 'filter al' })).list.map((r) => r.campaign_id)).toEqual([a]);
    expect((await listOf({ custom: String(b) })).list.map((r) => r.campaign_id)).toContain(b);
    expect(
      (await listOf({ start_from: 1_700_050_000, start_to: 1_700_150_000 })).list.map((r) => r.campaign_id),
    ).toEqual([b]);
    expect((await listOf({ country: 'VN' })).list.map((r) => r.campaign_id)).toEqual([b]);
    const byApp = await listOf({ app: galaxyApp.id, page_size: 100 });
    expect(byApp.list.every((r) => r.ad_app_id === galaxyApp.id)).toBe(true);
    expect(byApp.list.map((r) => r.campaign_id)).toEqual(expect.arrayContaining([a, b]));
    const row = byApp.list.find((r) => r.campaign_id === a)!;
    expect(row.creator.login_name).toBe('admin');
    expect(row.delivery.status).toBe('no_ad_groups');
  });

  it('shows each role only the campaigns of its accounts; a viewer cannot change them', async () => {
    const adv = await listOf({ page_size: 100 }, s.advertiser);
    expect(new Set(adv.list.map((r) => r.account_name))).toEqual(new Set(['Galaxy Games', 'Orchid Shopping']));
    const viewer = await listOf({ page_size: 100 }, s.viewer);
    expect(viewer.list.every((r) => ['Nimbus Video', 'Harbor Travel'].includes(r.account_name))).toBe(true);
    const galaxyOne = adv.list.find((r) => r.account_name === 'Galaxy Games')!;
    expect((await s.viewer.api(campaigns.detail, { campaign_id: galaxyOne.campaign_id })).json().code).toBe(10201);
    expect(
      (await s.viewer.api(campaigns.update, { campaign_id: viewer.list[0]!.campaign_id, name: 'Nope' })).statusCode,
    ).toBe(403);
    expect((await s.advertiser.api(campaigns.create, campaignBody(galaxy, galaxyApp.id))).statusCode).toBe(403);
    expect((await s.viewer.api(campaigns.remove, { campaign_ids: [viewer.list[0]!.campaign_id] })).statusCode).toBe(
      403,
    );
  });

  it('refuses an operator-like role a campaign of an account not linked to it', async () => {
    const nimbus = accounts.get('Nimbus Video')!;
    const { userWithRole } = await import('./materials-helper.js');
    const maker = await userWithRole(
      server,
      'campaign-maker',
      ['advertising', 'advertising.index'],
      ['campaign.view', 'campaign.create', 'campaign.edit', 'campaign.delete'],
      [galaxy],
    );
    const app = await appOf(server, nimbus);
    expect((await maker.api(campaigns.create, campaignBody(nimbus, app.id))).statusCode).toBe(403);
    await created(maker, campaigns.create, campaignBody(galaxy, galaxyApp.id));
  });
});

describe('campaign delete, copy, enable and pause', () => {
  it('copies a campaign deeply: its ad groups and their ads, names suffixed, paused, audited', async () => {
    const src = (await listOf({ custom: 'Galaxy Merge Quest' })).list[0]!;
    const first = (await s.operator.api(campaigns.copy, { campaign_id: src.campaign_id })).json();
    expect(first.code).toBe(200);
    const second = (await s.operator.api(campaigns.copy, { campaign_id: src.campaign_id })).json();
    const one = await detail(first.data.id);
    const two = await detail(second.data.id);
    expect(one).toMatchObject({ name: `${src.name} - copy`, status: 2, ad_group_count: src.ad_group_count, spend: 0 });
    expect(two.name).toBe(`${src.name} - copy 2`);
    const groupsOf = async (id: number) =>
      (await s.admin.api(campaigns.groupList, { campaign_id: id, page_size: 100 })).json().data.list as {
        name: string;
        ad_count: number;
      }[];
    const before = await groupsOf(src.campaign_id);
    const after = await groupsOf(one.campaign_id);
    expect(after.map((g) => [g.name, g.ad_count]).sort()).toEqual(before.map((g) => [g.name, g.ad_count]).sort());
    const ads = await server.database.db
      .selectFrom('ad')
      .innerJoin('ad_group as g', 'g.id', 'ad.ad_group_id')
      .innerJoin('creative as cr', 'cr.ad_id', 'ad.id')
      .innerJoin('creative_material as cm', 'cm.creative_id', 'cr.id')
      .select(['cm.material_id'])
      .where('g.campaign_id', '=', one.campaign_id)
      .execute();
    expect(ads.length).toBeGreaterThan(0);
    expect((await auditOf(server, 'campaign', one.campaign_id))[0]).toMatchObject({ action: 'create' });
  });

  it('pauses and enables in batch, audited once per change', async () => {
    const ids = [
      await created(s.admin, campaigns.create, campaignBody(galaxy, galaxyApp.id)),
      await created(s.admin, campaigns.create, campaignBody(galaxy, galaxyApp.id)),
    ];
    expect((await s.operator.api(campaigns.pause, { campaign_ids: ids })).json()).toMatchObject({
      code: 200,
      data: { ids },
    });
    for (const id of ids) expect(await detail(id)).toMatchObject({ status: 2, delivery: { status: 'paused' } });
    await s.operator.api(campaigns.pause, { campaign_ids: ids });
    expect((await s.operator.api(campaigns.enable, { campaign_ids: ids })).json().code).toBe(200);
    for (const id of ids) expect((await detail(id)).status).toBe(1);
    expect((await auditOf(server, 'campaign', ids[0]!)).map((e) => e.action)).toEqual(['create', 'update', 'update']);
  });

  it('deletes in batch (soft): gone from list and detail, its ads let go of their materials, audited', async () => {
    const src = (await listOf({ custom: 'Nimbus Shorts' })).list[0]!;
    const copyId = (await s.admin.api(campaigns.copy, { campaign_id: src.campaign_id })).json().data.id as number;
    const other = await created(s.admin, campaigns.create, campaignBody(galaxy, galaxyApp.id));
    const res = await s.operator.api(campaigns.remove, { campaign_ids: [copyId, other] });
    expect(res.json()).toMatchObject({ code: 200, data: { ids: [copyId, other] } });
    expect((await s.admin.api(campaigns.detail, { campaign_id: copyId })).json().code).toBe(10201);
    expect((await listOf({ custom: String(other) })).list.map((r) => r.campaign_id)).not.toContain(other);
    const live = await server.database.db
      .selectFrom('ad')
      .innerJoin('ad_group as g', 'g.id', 'ad.ad_group_id')
      .select(['ad.status', 'g.status as group_status'])
      .where('g.campaign_id', '=', copyId)
      .execute();
    expect(live.every((r) => r.status === -1 && r.group_status === -1)).toBe(true);
    expect((await auditOf(server, 'campaign', other)).map((e) => e.action)).toEqual(['create', 'delete']);
    expect((await s.admin.api(campaigns.remove, { campaign_ids: [other] })).json().code).toBe(10201);
  });
});
