import { adGroupDetail, adGroupListAnswer, adsetSearchAnswer, audienceDetail, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './auth-directory-helper.js';
import { accountIds, appOf, campaignBody, created, failedFields, readyAudience } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';

// Ad groups under a campaign: targeting checked against the catalogue, audience packages bound (the audience area's
// 10021 and linked ad sets), limits and schedule, update, copy, delete releasing bindings, search, scope, audit.

const { campaigns } = calls;
let server: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser' | 'viewer', InjectSession>;
let accounts: Map<string, number>;
let galaxy: number;
let campaignId: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser', 'viewer'] as const);
  accounts = await accountIds(server);
  galaxy = accounts.get('Galaxy Games')!;
  const app = await appOf(server, galaxy);
  campaignId = await created(s.admin, campaigns.create, campaignBody(galaxy, app.id, { name: 'Ad group home' }));
});
afterAll(async () => {
  await server.destroy();
});

const groupOf = async (id: number, who = s.admin) =>
  adGroupDetail.parse((await who.api(campaigns.groupDetail, { ad_group_id: id })).json().data);

const targeting = {
  regions: ['ID', 'TH', 'ALL'],
  gender: ['female'],
  age: ['18_24', '25_34'],
  interest: ['games', 'shopping'],
  income: ['high'],
  app_installed: ['com.galaxy.merge'],
  app_ever_installed: ['com.other_app'],
  os: ['android'],
  brand: ['samsung', 'xiaomi'],
  resolution: ['1080x2400'],
  carrier: ['telkomsel'],
  price: ['200_299'],
  android_version: ['android_13', 'android_14'],
  languages: ['id', 'th'],
  networks: ['wifi', '4g'],
};

describe('ad group create and detail', () => {
  it('creates an ad group with targeting, an audience package, limits and schedule; audited', async () => {
    const pkg = await readyAudience(server, 'Galaxy payers', [galaxy]);
    const shared = await readyAudience(server, 'All buyers', 'all');
    const id = await created(s.operator, campaigns.groupCreate, {
      campaign_id: campaignId,
      name: 'Indonesia women',
      trigger_mode: 'webview',
      targeting: { ...targeting, audience_include: [pkg], audience_exclude: [shared] },
      total_limit: 500,
      daily_limit: 50.5,
      frequency_cap: 3,
      frequency_period: 2,
      offline_validity_days: 7,
      offline_deadline: 1_800_000_000,
      anti_hijack: true,
      anti_hijack_params: ['gaid', 'click_id'],
      schedule: [9, 10, 9],
      start_time: 1_700_000_000,
      end_time: 1_900_000_000,
    });
    const g = await groupOf(id);
    expect(g).toMatchObject({
      ad_group_id: id,
      campaign_id: campaignId,
      campaign_name: 'Ad group home',
      name: 'Indonesia women',
      trigger_mode: 'webview',
      targeting: { ...targeting, audience_include: [pkg], audience_exclude: [shared] },
      total_limit: 500,
      daily_limit: 50.5,
      frequency_cap: 3,
      frequency_period: 2,
      offline_validity_days: 7,
      offline_deadline: 1_800_000_000,
      anti_hijack: true,
      anti_hijack_params: ['gaid', 'click_id'],
      transmission_time: -1,
      schedule: [9, 10],
      time_zone: 'Asia/Shanghai',
      status: 1,
      creator: { login_name: 'operator' },
      audiences: [
        { id: pkg, name: 'Galaxy payers', mode: 'include' },
        { id: shared, name: 'All buyers', mode: 'exclude' },
      ],
    });
    expect((await auditOf(server, 'ad_group', id))[0]).toMatchObject({
      action: 'create',
      entity_name: 'Indonesia women',
    });
    const list = adGroupListAnswer.parse(
      (await s.admin.api(campaigns.groupList, { campaign_id: campaignId, custom: 'indonesia' })).json().data,
    );
    expect(list.list.map((r) => r.ad_group_id)).toEqual([id]);
  });

  it('defaults: download, no targeting, no limits, transmission -1, every hour', async () => {
    const id = await created(s.admin, campaigns.groupCreate, { campaign_id: campaignId, name: 'Defaults' });
    const g = await groupOf(id);
    expect(g).toMatchObject({
      trigger_mode: 'download',
      total_limit: 0,
      daily_limit: 0,
      frequency_cap: 0,
      transmission_time: -1,
      schedule: [],
      audiences: [],
    });
    expect(g.targeting.regions).toEqual([]);
  });

  it('refuses every bad input with a 400 naming the field', async () => {
    const other = await readyAudience(server, 'Nimbus only', [accounts.get('Nimbus Video')!]);
    const importing = await readyAudience(server, 'Still importing', 'all', 1);
    const ok = await readyAudience(server, 'Fine one', 'all');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'a' }, 'name'],
      [{ name: 'a   b' }, 'name'],
      [{ trigger_mode: 'teleport' }, 'trigger_mode'],
      [{ frequency_cap: 2 }, 'frequency_cap'],
      [{ frequency_period: 3 }, 'frequency_period'],
      [{ total_limit: -5 }, 'total_limit'],
      [{ transmission_time: -2 }, 'transmission_time'],
      [{ schedule: [168] }, 'schedule.0'],
      [{ anti_hijack_params: ['bad param'] }, 'anti_hijack_params.0'],
      [{ start_time: 1_800_000_000, end_time: 1_700_000_000 }, 'end_time'],
      [{ targeting: { regions: ['XX'] } }, 'targeting.regions'],
      [{ targeting: { gender: ['robot'] } }, 'targeting.gender.0'],
      [{ targeting: { brand: ['nokia', 'acme'] } }, 'targeting.brand.1'],
      [{ targeting: { networks: ['6g'] } }, 'targeting.networks.0'],
      [{ targeting: { languages: ['xx'] } }, 'targeting.languages.0'],
      [{ targeting: { app_installed: ['bad pkg!'] } }, 'targeting.app_installed.0'],
      [{ targeting: { audience_include: [other] } }, 'targeting.audience_include'],
      [{ targeting: { audience_exclude: [importing] } }, 'targeting.audience_exclude'],
      [{ targeting: { audience_include: [ok], audience_exclude: [ok] } }, 'targeting.audience_exclude'],
    ];
    for (const [more, field] of cases) {
      const res = await s.admin.api(campaigns.groupCreate, {
        campaign_id: campaignId,
        name: 'Bad one',
        ...more,
      } as never);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(failedFields(res.json()), res.body).toContain(field);
    }
    await created(s.admin, campaigns.groupCreate, { campaign_id: campaignId, name: 'Taken Name' });
    const taken = await s.admin.api(campaigns.groupCreate, { campaign_id: campaignId, name: 'taken name' });
    expect(failedFields(taken.json())).toEqual(['name']);
  });
});

describe('audience binding', () => {
  it('makes the audience area refuse narrowing the scope (10021) and list the ad set; deleting the group releases it', async () => {
    const pkg = await readyAudience(server, 'Bound package', 'all');
    const id = await created(s.admin, campaigns.groupCreate, {
      campaign_id: campaignId,
      name: 'Binds a package',
      targeting: { audience_include: [pkg] },
    });
    const nimbus = accounts.get('Nimbus Video')!;
    const narrowed = await s.admin.api(calls.audiences.edit, {
      cluster_id: pkg,
      visibility_scope: 2,
      linked_account: [nimbus],
    });
    expect(narrowed.json()).toMatchObject({ code: 10021, data: { account_names: ['Galaxy Games'] } });
    const detail = audienceDetail.parse((await s.admin.api(calls.audiences.detail, { id: pkg })).json().data);
    expect(detail.linked_adset).toEqual([
      expect.objectContaining({ ad_group_id: id, ad_group_name: 'Binds a package' }),
    ]);
    // the update that drops the package releases it too
    await s.admin.api(campaigns.groupUpdate, { ad_group_id: id, targeting: { audience_include: [] } });
    expect((await groupOf(id)).audiences).toEqual([]);
    await s.admin.api(campaigns.groupUpdate, { ad_group_id: id, targeting: { audience_include: [pkg] } });
    expect((await s.admin.api(campaigns.groupRemove, { ad_group_ids: [id] })).json().code).toBe(200);
    const after = await s.admin.api(calls.audiences.edit, {
      cluster_id: pkg,
      visibility_scope: 2,
      linked_account: [nimbus],
    });
    expect(after.json().code, after.body).toBe(200);
  });

  it('a campaign deleted releases the bindings of its ad groups', async () => {
    const pkg = await readyAudience(server, 'Campaign bound', 'all');
    const app = await appOf(server, galaxy);
    const c = await created(s.admin, campaigns.create, campaignBody(galaxy, app.id));
    await created(s.admin, campaigns.groupCreate, {
      campaign_id: c,
      name: 'Bound',
      targeting: { audience_exclude: [pkg] },
    });
    await s.admin.api(campaigns.remove, { campaign_ids: [c] });
    const rows = await server.database.db
      .selectFrom('ad_group_user_cluster')
      .selectAll()
      .where('user_cluster_id', '=', pkg)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('ad group update, copy, enable, pause, delete, search', () => {
  it('updates given fields and targeting keys only, audited with before and after', async () => {
    const id = await created(s.admin, campaigns.groupCreate, {
      campaign_id: campaignId,
      name: 'Updatable',
      targeting: { regions: ['ID'], gender: ['male'] },
    });
    const res = await s.operator.api(campaigns.groupUpdate, {
      ad_group_id: id,
      daily_limit: 12,
      targeting: { regions: ['TH'] },
    });
    expect(res.json().code, res.body).toBe(200);
    const g = await groupOf(id);
    expect(g).toMatchObject({ daily_limit: 12, name: 'Updatable' });
    expect(g.targeting).toMatchObject({ regions: ['TH'], gender: ['male'] });
    const entries = await auditOf(server, 'ad_group', id);
    expect(entries[1]).toMatchObject({ action: 'update', actor_name: 'operator' });
    expect(entries[1]!.changes).toMatchObject({ daily_limit: { before: 0, after: 12 } });
  });

  it('copies one ad group within its campaign (paused, suffixed), with its ads and packages', async () => {
    const pkg = await readyAudience(server, 'Copied package', 'all');
    const id = await created(s.admin, campaigns.groupCreate, {
      campaign_id: campaignId,
      name: 'Original',
      targeting: { audience_include: [pkg], regions: ['ID'] },
    });
    const db = server.database.db;
    const adId = (
      await db
        .insertInto('ad')
        .values({ ad_group_id: id, account_id: galaxy, name: 'An ad', create_time: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto('creative').values({ ad_id: adId, name: 'c', create_time: Date.now() }).execute();
    const copyId = (await s.operator.api(campaigns.groupCopy, { ad_group_id: id })).json().data.id as number;
    const copy = await groupOf(copyId);
    expect(copy).toMatchObject({ name: 'Original - copy', status: 2, ad_count: 1, campaign_id: campaignId });
    expect(copy.targeting).toMatchObject({ audience_include: [pkg], regions: ['ID'] });
    const again = (await s.operator.api(campaigns.groupCopy, { ad_group_id: id })).json().data.id as number;
    expect((await groupOf(again)).name).toBe('Original - copy 2');
  });

  it('pauses, enables and deletes in batch; a deleted group is gone', async () => {
    const ids = [
      await created(s.admin, campaigns.groupCreate, { campaign_id: campaignId, name: 'Batch one' }),
      await created(s.admin, campaigns.groupCreate, { campaign_id: campaignId, name: 'Batch two' }),
    ];
    expect((await s.operator.api(campaigns.groupPause, { ad_group_ids: ids })).json().data.ids).toEqual(ids);
    expect((await groupOf(ids[0]!)).status).toBe(2);
    await s.operator.api(campaigns.groupEnable, { ad_group_ids: ids });
    expect((await groupOf(ids[1]!)).status).toBe(1);
    await s.operator.api(campaigns.groupRemove, { ad_group_ids: ids });
    expect((await s.admin.api(campaigns.groupDetail, { ad_group_id: ids[0]! })).json().code).toBe(10201);
    expect((await auditOf(server, 'ad_group', ids[0]!)).map((e) => e.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
  });

  it('searches ad groups by name or id within the caller accounts', async () => {
    const id = await created(s.admin, campaigns.groupCreate, { campaign_id: campaignId, name: 'Searchable Zebra' });
    const byName = adsetSearchAnswer.parse((await s.admin.api(campaigns.search, { keyword: 'zebra' })).json().data);
    expect(byName).toEqual([
      {
        ad_group_id: id,
        ad_group_name: 'Searchable Zebra',
        campaign_id: campaignId,
        campaign_name: 'Ad group home',
        account_id: galaxy,
        account_name: 'Galaxy Games',
      },
    ]);
    const byId = adsetSearchAnswer.parse(
      (await s.advertiser.api(campaigns.search, { keyword: String(id) })).json().data,
    );
    expect(byId.map((r) => r.ad_group_id)).toContain(id);
    expect((await s.viewer.api(campaigns.search, { keyword: 'zebra' })).json().data).toEqual([]);
  });

  it('keeps ad groups to the roles of their accounts', async () => {
    const id = await created(s.admin, campaigns.groupCreate, { campaign_id: campaignId, name: 'Scoped' });
    expect((await groupOf(id, s.advertiser)).name).toBe('Scoped');
    expect((await s.viewer.api(campaigns.groupDetail, { ad_group_id: id })).json().code).toBe(10201);
    expect((await s.viewer.api(campaigns.groupList, { campaign_id: campaignId })).json().code).toBe(10201);
    expect((await s.advertiser.api(campaigns.groupUpdate, { ad_group_id: id, name: 'Nope' })).statusCode).toBe(403);
    expect((await s.advertiser.api(campaigns.groupCopy, { ad_group_id: id })).statusCode).toBe(403);
  });
});
