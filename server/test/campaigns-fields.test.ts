import { calls, campaignDetail, campaignListAnswer } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { auditOf } from './auth-directory-helper.js';
import { accountIds, appOf, campaignBody, created, failedFields, nowSec } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';
import { databaseBefore } from './migration-helper.js';

// The campaign record's delivery options and references: set on create and update, answered in the detail and the
// list under the spec's names, copied, audited; the option rules; who made and changed a campaign is the caller.

const { campaigns } = calls;
const DAY = 86_400;
let server: TestServer;
let s: Record<'admin' | 'operator', InjectSession>;
let galaxy: number;
let appId: number;
let userIds: Map<string, number>;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator'] as const);
  galaxy = (await accountIds(server)).get('Galaxy Games')!;
  appId = (await appOf(server, galaxy)).id;
  const users = await server.database.db.selectFrom('app_user').select(['id', 'login_name']).execute();
  userIds = new Map(users.map((u) => [u.login_name, u.id]));
});
afterAll(async () => {
  await server.destroy();
});

const detail = async (id: number) =>
  campaignDetail.parse((await s.admin.api(campaigns.detail, { campaign_id: id })).json().data);
const listed = async (id: number) =>
  campaignListAnswer.parse((await s.admin.api(campaigns.list, { custom: String(id) })).json().data).list[0]!;

const start = nowSec() - DAY;
const options = {
  auto_download: 1,
  silently_install: 1,
  attribution_pi: 1,
  app_online: 0,
  bid_price_punish_coef: 0.85,
  reservation_time: start + 10 * DAY,
  pack_attribution_tracker_url: 'https://app.appsflyer.com/com.galaxy?pid=oem_pi',
  io_id: 'IO-2026-0042',
  po_id: 'PO_7781',
  merchant_id: 'm.galaxy:01',
  camp_id: 'af-camp-9',
};

describe('campaign record fields', () => {
  it('creates with every field, answers them in the detail and the list; the users are the caller', async () => {
    const id = await created(
      s.operator,
      campaigns.create,
      campaignBody(galaxy, appId, {
        name: 'Fields all set',
        campaign_type: 2,
        start_time: start,
        attribution_trackers: [{ affiliate: 'af_main', url: 'https://app.appsflyer.com/x?pid=1' }],
        ...options,
        // the server takes who made it from the session, never from the body
        create_user_id: userIds.get('admin'),
        modify_user_id: userIds.get('admin'),
        id: 999_999,
      } as never),
    );
    const operatorId = userIds.get('operator')!;
    const expected = {
      ...options,
      id,
      campaign_id: id,
      attribution_tracker_url: 'https://app.appsflyer.com/x?pid=1',
      bill_status: 1,
      config_status: 1,
      create_user_id: operatorId,
      modify_user_id: operatorId,
      creator: { user_id: operatorId, login_name: 'operator' },
      modifier: { user_id: operatorId, login_name: 'operator' },
    };
    expect(await detail(id)).toMatchObject(expected);
    expect(await listed(id)).toMatchObject(expected);
  });

  it('gives the defaults to a campaign that names none: as every campaign made before them reads', async () => {
    const id = await created(s.admin, campaigns.create, campaignBody(galaxy, appId, { name: 'Fields default' }));
    expect(await detail(id)).toMatchObject({
      id,
      auto_download: 0,
      silently_install: 0,
      attribution_pi: 0,
      app_online: 1,
      bid_price_punish_coef: 1,
      reservation_time: null,
      pack_attribution_tracker_url: '',
      attribution_tracker_url: '',
      io_id: '',
      po_id: '',
      merchant_id: '',
      camp_id: '',
    });
  });

  it('updates them, audited with before and after; the last editor is the caller, the creator stays', async () => {
    const id = await created(s.admin, campaigns.create, campaignBody(galaxy, appId, { name: 'Fields edited' }));
    const res = await s.operator.api(campaigns.update, {
      campaign_id: id,
      io_id: 'IO-9',
      auto_download: 1,
      bid_price_punish_coef: 0.5,
      modify_user_id: userIds.get('admin'),
    } as never);
    expect(res.json().code, res.body).toBe(200);
    expect(await detail(id)).toMatchObject({
      io_id: 'IO-9',
      auto_download: 1,
      bid_price_punish_coef: 0.5,
      create_user_id: userIds.get('admin'),
      modify_user_id: userIds.get('operator'),
      modifier: { login_name: 'operator' },
    });
    const entries = await auditOf(server, 'campaign', id);
    expect(entries.at(-1)!.changes).toEqual({
      io_id: { before: '', after: 'IO-9' },
      auto_download: { before: 0, after: 1 },
      bid_price_punish_coef: { before: 1, after: 0.5 },
    });
  });

  it('copies them; the copy is made and last changed by the caller', async () => {
    const id = await created(
      s.operator,
      campaigns.create,
      campaignBody(galaxy, appId, { name: 'Fields copied', campaign_type: 2, start_time: start, ...options }),
    );
    const res = await s.admin.api(campaigns.copy, { campaign_id: id });
    expect(res.json().code, res.body).toBe(200);
    const copy = await detail(res.json().data.id);
    expect(copy).toMatchObject({
      ...options,
      create_user_id: userIds.get('admin'),
      modify_user_id: userIds.get('admin'),
    });
    expect(copy.id).toBe(copy.campaign_id);
    expect(copy.id).not.toBe(id);
  });

  it('refuses values out of range, bad URLs and ids, naming each field', async () => {
    const res = await s.admin.api(
      campaigns.create,
      campaignBody(galaxy, appId, {
        name: 'Fields refused',
        auto_download: 2,
        app_online: -1,
        bid_price_punish_coef: 1.5,
        pack_attribution_tracker_url: 'ftp://x.example/p',
        io_id: 'IO 1',
        camp_id: 'c'.repeat(65),
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(failedFields(res.json()).sort()).toEqual(
      [
        'app_online',
        'auto_download',
        'bid_price_punish_coef',
        'camp_id',
        'io_id',
        'pack_attribution_tracker_url',
      ].sort(),
    );
  });

  it('refuses inconsistent options, on create and on the campaign as an update would leave it', async () => {
    const bad = await s.admin.api(
      campaigns.create,
      campaignBody(galaxy, appId, {
        name: 'Fields inconsistent',
        silently_install: 1,
        attribution_pi: 1,
        reservation_time: start + DAY,
      }),
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect(failedFields(bad.json()).sort()).toEqual([
      'pack_attribution_tracker_url',
      'reservation_time',
      'silently_install',
    ]);

    const id = await created(
      s.admin,
      campaigns.create,
      campaignBody(galaxy, appId, { name: 'Fields reserved', campaign_type: 2, start_time: start, ...options }),
    );
    // a start moved past the deadline, and a download no longer automatic under a silent install
    const moved = await s.admin.api(campaigns.update, {
      campaign_id: id,
      start_time: start + 20 * DAY,
      auto_download: 0,
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(failedFields(moved.json()).sort()).toEqual(['reservation_time', 'silently_install']);
    expect(await detail(id)).toMatchObject({ auto_download: 1, start_time: start });
  });

  it('reads billing and set-up from the campaign: spend accruing, and complete once an ad group holds an ad', async () => {
    const db = server.database.db;
    const row = await db
      .selectFrom('campaign as c')
      .innerJoin('ad_group as g', 'g.campaign_id', 'c.id')
      .innerJoin('ad', 'ad.ad_group_id', 'g.id')
      .innerJoin('delivery_stat_day as st', 'st.ad_group_id', 'g.id')
      .select('c.id')
      .where('c.status', '<>', -1)
      .where('g.status', '<>', -1)
      .where('ad.status', '<>', -1)
      .where('st.spend', '>', 0)
      .where((eb) => eb.or([eb('c.end_time', 'is', null), eb('c.end_time', '>', Date.now())]))
      .executeTakeFirstOrThrow();
    expect(await detail(row.id)).toMatchObject({ bill_status: 2, config_status: 2 });
    await db
      .updateTable('campaign')
      .set({ end_time: Date.now() - 1000 })
      .where('id', '=', row.id)
      .execute();
    expect(await detail(row.id)).toMatchObject({ bill_status: 3 });
  });
});

describe('migration 20261126_0730 (campaign fields)', () => {
  it('keeps a campaign made before it, with the defaults that deliver as before', async () => {
    const { db, insert } = await databaseBefore('20261126_0600_rate_counter');
    const account = await insert('account', { account_name: 'Old Account', create_time: 1000 });
    const id = await insert('campaign', {
      account_id: account,
      name: 'Old campaign',
      start_time: 2000,
      create_time: 2000,
      modify_time: 2000,
    });
    await migrateToLatest(db);
    const c = await db.selectFrom('campaign').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(c).toMatchObject({
      name: 'Old campaign',
      auto_download: 0,
      silently_install: 0,
      attribution_pi: 0,
      app_online: 1,
      bid_price_punish_coef: 100,
      reservation_time: null,
      pack_attribution_tracker_url: '',
      io_id: '',
      po_id: '',
      merchant_id: '',
      camp_id: '',
    });
  });
});
