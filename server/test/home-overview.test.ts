import { calls, homeOverview, localDate } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, appOf, campaignBody, created } from './campaigns-helper.js';
import { statsSender } from './delivery-stats-helper.js';
import { startServer, type TestServer } from './helper.js';

// The home page's cockpit (GET /v1/home/overview) on the real server: pacing of today's spend against daily budgets,
// what does not deliver and why, imports in progress, materials in review and the recent changes, each within the
// caller's scope and hidden (null) where the role lacks its screen.

let server: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser' | 'viewer', InjectSession>;
let sender: Awaited<ReturnType<typeof statsSender>>;
let galaxy: number;
let nimbus: number;
let appId: number;
const db = () => server.database.db;

async function overview(who: InjectSession) {
  const res = await who.api(calls.home.overview);
  expect(res.json().code, res.body).toBe(200);
  return homeOverview.parse(res.json().data);
}

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser', 'viewer'] as const);
  sender = await statsSender(server, s.admin);
  const accounts = await accountIds(server);
  galaxy = accounts.get('Galaxy Games')!;
  nimbus = accounts.get('Nimbus Video')!;
  appId = (await appOf(server, galaxy)).id;
  // the demo's campaigns paused: the cards then hold only what the tests make
  await db().updateTable('campaign').set({ status: 2 }).where('status', '=', 1).execute();
});
afterAll(() => server.destroy());

describe('delivery cards', () => {
  let pacingId: number;
  let groupId: number;
  let bareId: number;

  beforeAll(async () => {
    pacingId = await created(
      s.admin,
      calls.campaigns.create,
      campaignBody(galaxy, appId, { campaign_daily_budget: 50 }),
    );
    groupId = await created(s.admin, calls.campaigns.groupCreate, { campaign_id: pacingId, name: 'Pacing group' });
    const ad = await sender.adOf(groupId);
    const today = localDate(Date.now(), 'Asia/Shanghai');
    await sender.send([
      { ad_id: ad, date: today, impressions: 900, spend: 1500 },
      { ad_id: ad, date: today, country: 'TH', impressions: 100, spend: 500 },
    ]);
    // a second ad group without ads: its campaign delivers, it does not
    await created(s.admin, calls.campaigns.groupCreate, { campaign_id: pacingId, name: 'Empty group' });
    bareId = await created(
      s.admin,
      calls.campaigns.create,
      campaignBody(nimbus, (await appOf(server, nimbus)).id, { campaign_daily_budget: 0 }),
    );
  });

  it("pacing: today's spend (the rollup's sum in the campaign's time zone) against the daily budget", async () => {
    const { pacing } = await overview(s.admin);
    expect(pacing!.total).toBe(1);
    const [row] = pacing!.list;
    expect(row).toMatchObject({ campaign_id: pacingId, daily_budget: 50, today_spend: 20, currency: 'USD' });
    expect(row!.day_elapsed).toBeGreaterThanOrEqual(0);
    expect(row!.day_elapsed).toBeLessThanOrEqual(1);
  });

  it('not delivering: a campaign without ad groups, and an ad group without ads under a delivering campaign', async () => {
    const { idle } = await overview(s.admin);
    const seen = idle!.list.map((i) => [i.level, i.campaign_id, i.delivery.status]);
    expect(seen).toEqual([
      ['campaign', bareId, 'no_ad_groups'],
      ['ad_group', pacingId, 'no_ads'],
    ]);
    expect(idle!.total).toBe(2);
  });

  it("an advertiser sees only their accounts' campaigns (Nimbus Video is not theirs)", async () => {
    const { pacing, idle } = await overview(s.advertiser);
    expect(pacing!.list.map((p) => p.campaign_id)).toEqual([pacingId]);
    expect(idle!.list.map((i) => i.campaign_id)).toEqual([pacingId]);
    const viewer = await overview(s.viewer);
    expect(viewer.pacing!.list).toEqual([]);
    expect(viewer.idle!.list.map((i) => i.id)).toEqual([bareId]);
  });
});

describe('imports, review and changes', () => {
  it('imports in progress and materials in review, as the lists count them in the scope', async () => {
    const cluster = await db().selectFrom('user_cluster').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db().updateTable('user_cluster').set({ status: 1 }).where('id', '=', cluster.id).execute();
    const material = await db()
      .selectFrom('material')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db().updateTable('material').set({ third_examine_status: 2 }).where('id', '=', material.id).execute();
    const { imports, review } = await overview(s.admin);
    expect(imports!.list.map((i) => i.cluster_id)).toContain(cluster.id);
    const busy = await db().selectFrom('user_cluster').select('id').where('status', '=', 1).execute();
    expect(imports!.total).toBe(busy.length);
    expect(review!.list.map((m) => m.material_id)).toContain(material.id);
    const inReview = await db()
      .selectFrom('material')
      .select('id')
      .where('status', '=', 1)
      .where('third_examine_status', '=', 2)
      .execute();
    expect(review!.total).toBe(inReview.length);
  });

  it("recent changes are the administrator's (the audit log's readers); others get no such part", async () => {
    const id = await created(s.admin, calls.campaigns.create, campaignBody(galaxy, appId));
    // sign-ins after the change are no changes: the card still opens on it
    await signInAll(server.app, ['admin'] as const);
    const { changes } = await overview(s.admin);
    expect(changes!.list[0]).toMatchObject({ action: 'create', entity_kind: 'campaign', entity_id: id });
    expect(changes!.list.map((c) => c.action)).not.toContain('sign-in');
    for (const who of [s.operator, s.advertiser, s.viewer]) expect((await overview(who)).changes).toBeNull();
  });

  it('a role without a screen gets no card for it', async () => {
    const role = await db().selectFrom('role').select('id').where('name', '=', 'viewer').executeTakeFirstOrThrow();
    const groups = await db()
      .selectFrom('permission_group')
      .select('id')
      .where('name', 'in', ['audience.view', 'campaign.view'])
      .execute();
    await db()
      .deleteFrom('role_permission_group')
      .where('role_id', '=', role.id)
      .where(
        'group_id',
        'in',
        groups.map((g) => g.id),
      )
      .execute();
    const [viewer] = Object.values(await signInAll(server.app, ['viewer'] as const));
    const part = await overview(viewer!);
    expect(part).toMatchObject({ pacing: null, idle: null, imports: null, changes: null });
    expect(part.review).not.toBeNull();
  });
});
