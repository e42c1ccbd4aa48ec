import { adGroupDetail, calls, campaignDetail, type DeliveryReason } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/modules/advertising/shared/clock.js';
import { accountIds, appOf, campaignBody, created } from './campaigns-helper.js';
import { statsSender } from './delivery-stats-helper.js';
import { startServer, type TestServer } from './helper.js';

// Delivery status of campaigns and ad groups, each of the seven cases (and paused) at a clock the test sets, with the
// reasons the tooltip reads: the level, the limit and its value, the figure, when it next changes, the time zone.

const { campaigns } = calls;
let server: TestServer;
let s: Record<'admin' | 'operator' | 'viewer', InjectSession>;
let galaxy: number;
let appId: number;
let sender: Awaited<ReturnType<typeof statsSender>>;

/** 2026-11-23 14:20 in Asia/Shanghai (a Monday). */
const T = Date.UTC(2026, 10, 23, 6, 20) / 1000;
const DAY = 86_400;
const TZ = 'Asia/Shanghai';
/** Next midnight in Shanghai: 2026-11-24 00:00 +08:00. */
const MIDNIGHT = Date.UTC(2026, 10, 23, 16, 0) / 1000;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator', 'viewer'] as const);
  galaxy = (await accountIds(server)).get('Galaxy Games')!;
  appId = (await appOf(server, galaxy)).id;
  sender = await statsSender(server, s.admin);
  clock.now = () => T * 1000;
});
afterEach(() => {
  clock.now = () => T * 1000;
});
afterAll(async () => {
  clock.now = () => Date.now();
  await server.destroy();
});

const campaignOf = async (id: number) =>
  campaignDetail.parse((await s.admin.api(campaigns.detail, { campaign_id: id })).json().data);
const groupOf = async (id: number) =>
  adGroupDetail.parse((await s.admin.api(campaigns.groupDetail, { ad_group_id: id })).json().data);

async function setUp(more: Record<string, unknown> = {}, group: Record<string, unknown> = {}) {
  const campaignId = await created(
    s.admin,
    campaigns.create,
    campaignBody(galaxy, appId, { start_time: T - DAY, end_time: T + 10 * DAY, time_zone: TZ, ...more }),
  );
  const groupId = await created(s.admin, campaigns.groupCreate, {
    campaign_id: campaignId,
    name: 'Delivery group',
    ...group,
  });
  await sender.adOf(groupId);
  return { campaignId, groupId };
}

/** Whole days of an ad group's delivery, as the ad server's intake receives them (on the group's first ad). */
async function stats(rows: { ad_group_id: number; date: string; spend: number; impressions?: number }[]) {
  const ads = new Map<number, number>();
  for (const r of rows) {
    if (!ads.has(r.ad_group_id)) {
      const ad = await server.database.db
        .selectFrom('ad')
        .select('id')
        .where('ad_group_id', '=', r.ad_group_id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      ads.set(r.ad_group_id, ad.id);
    }
  }
  await sender.send(
    rows.map(({ ad_group_id, spend, ...r }) => ({ ...r, ad_id: ads.get(ad_group_id), spend: Math.round(spend * 100) })),
  );
}

const reason = (r: Partial<DeliveryReason>) => expect.objectContaining({ time_zone: TZ, ...r });

describe('delivery status', () => {
  it('normal delivery: in its dates, on, under every limit', async () => {
    const { campaignId, groupId } = await setUp({ campaign_budget: 500, campaign_daily_budget: 100 });
    await stats([{ ad_group_id: groupId, date: '2026-11-23', spend: 99.99, impressions: 10 }]);
    expect((await campaignOf(campaignId)).delivery).toEqual({ status: 'normal', reasons: [] });
    const g = await groupOf(groupId);
    expect(g).toMatchObject({
      delivery: { status: 'normal', reasons: [] },
      today_spend: 99.99,
      spend: 99.99,
      time_zone: TZ,
    });
  });

  it('exceeds daily limit: the campaign daily budget today in its time zone, resuming at its midnight', async () => {
    const { campaignId, groupId } = await setUp({ campaign_daily_budget: 100 });
    // yesterday's spend in Shanghai does not count today
    await stats([
      { ad_group_id: groupId, date: '2026-11-22', spend: 500 },
      { ad_group_id: groupId, date: '2026-11-23', spend: 100 },
    ]);
    const c = await campaignOf(campaignId);
    expect(c.delivery).toEqual({
      status: 'exceeds_daily_limit',
      reasons: [
        reason({
          level: 'campaign',
          case: 'exceeds_daily_limit',
          limit: 'daily_budget',
          value: 100,
          current: 100,
          next_change: MIDNIGHT,
        }),
      ],
    });
    expect((await groupOf(groupId)).delivery.reasons[0]).toMatchObject({
      level: 'campaign',
      case: 'exceeds_daily_limit',
    });
    // the next day in Shanghai (16:30 UTC) it delivers again
    clock.now = () => (MIDNIGHT + 1800) * 1000;
    expect((await campaignOf(campaignId)).delivery.status).toBe('normal');
  });

  it('exceeds daily limit at the ad group level: its own daily limit', async () => {
    const { campaignId, groupId } = await setUp({}, { daily_limit: 20 });
    await stats([{ ad_group_id: groupId, date: '2026-11-23', spend: 25 }]);
    expect((await campaignOf(campaignId)).delivery.status).toBe('normal');
    expect((await groupOf(groupId)).delivery).toEqual({
      status: 'exceeds_daily_limit',
      reasons: [reason({ level: 'ad_group', limit: 'daily_limit', value: 20, current: 25, next_change: MIDNIGHT })],
    });
  });

  it('exceeds total limit: the campaign total budget over all days, and an ad group total limit', async () => {
    const { campaignId, groupId } = await setUp({ campaign_budget: 300 });
    await stats([
      { ad_group_id: groupId, date: '2026-11-20', spend: 150 },
      { ad_group_id: groupId, date: '2026-11-21', spend: 150 },
    ]);
    expect((await campaignOf(campaignId)).delivery).toEqual({
      status: 'exceeds_total_limit',
      reasons: [reason({ level: 'campaign', limit: 'total_budget', value: 300, current: 300, next_change: null })],
    });
    const other = await setUp({}, { total_limit: 50 });
    await stats([{ ad_group_id: other.groupId, date: '2026-11-19', spend: 60 }]);
    expect((await groupOf(other.groupId)).delivery.reasons).toEqual([
      reason({ level: 'ad_group', case: 'exceeds_total_limit', limit: 'total_limit', value: 50, current: 60 }),
    ]);
    // a repeated day replaces the stored one
    await stats([{ ad_group_id: other.groupId, date: '2026-11-19', spend: 10 }]);
    expect((await groupOf(other.groupId)).delivery.status).toBe('normal');
  });

  it('reached quota: a reservation campaign whose booked impressions are delivered', async () => {
    const { campaignId, groupId } = await setUp({ campaign_type: 2, billing_type: 1, reservation_limit: 1000 });
    await stats([{ ad_group_id: groupId, date: '2026-11-22', spend: 1, impressions: 1000 }]);
    expect((await campaignOf(campaignId)).delivery).toEqual({
      status: 'reached_quota',
      reasons: [reason({ level: 'campaign', limit: 'quota', value: 1000, current: 1000 })],
    });
  });

  it('delivery expired: the ad group flight has ended while the campaign runs', async () => {
    const { campaignId, groupId } = await setUp({}, { start_time: T - 5 * DAY, end_time: T - 60 });
    expect((await campaignOf(campaignId)).delivery.status).toBe('normal');
    expect((await groupOf(groupId)).delivery).toEqual({
      status: 'delivery_expired',
      reasons: [reason({ level: 'ad_group', limit: 'end_time', value: T - 60, next_change: null })],
    });
  });

  it('order ended: the campaign end time has passed (its ad groups say so first)', async () => {
    const { campaignId, groupId } = await setUp({ start_time: T - 10 * DAY, end_time: T - DAY });
    expect((await campaignOf(campaignId)).delivery).toEqual({
      status: 'order_ended',
      reasons: [reason({ level: 'campaign', limit: 'end_time', value: T - DAY })],
    });
    expect((await groupOf(groupId)).delivery.status).toBe('order_ended');
  });

  it('outside delivery time: before the start, and outside the schedule, with when it begins', async () => {
    const later = await setUp({ start_time: T + 3600, end_time: null });
    expect((await campaignOf(later.campaignId)).delivery).toEqual({
      status: 'outside_delivery_time',
      reasons: [reason({ level: 'campaign', limit: 'start_time', value: T + 3600, next_change: T + 3600 })],
    });
    // Monday 14:00 Shanghai is hour 14; scheduled Monday 18:00-19:59 and Tuesday 09:00
    const scheduled = await setUp({}, { schedule: [18, 19, 24 + 9] });
    const g = await groupOf(scheduled.groupId);
    expect(g.schedule).toEqual([18, 19, 33]);
    expect(g.delivery).toEqual({
      status: 'outside_delivery_time',
      reasons: [reason({ level: 'ad_group', limit: 'schedule', next_change: Date.UTC(2026, 10, 23, 10, 0) / 1000 })],
    });
    clock.now = () => Date.UTC(2026, 10, 23, 10, 30); // 18:30 Shanghai
    expect((await groupOf(scheduled.groupId)).delivery.status).toBe('normal');
  });

  it('paused: the operator switch, at either level', async () => {
    const { campaignId, groupId } = await setUp({}, { status: 2 });
    expect((await groupOf(groupId)).delivery).toEqual({
      status: 'paused',
      reasons: [reason({ level: 'ad_group', case: 'paused', limit: 'status' })],
    });
    await s.admin.api(campaigns.pause, { campaign_ids: [campaignId] });
    expect((await campaignOf(campaignId)).delivery.status).toBe('paused');
    expect((await groupOf(groupId)).delivery.reasons.map((r) => [r.level, r.case])).toEqual([
      ['campaign', 'paused'],
      ['ad_group', 'paused'],
    ]);
  });

  it('no ad groups, no ads: a campaign or ad group with nothing live under it says what is missing', async () => {
    const campaignId = await created(
      s.admin,
      campaigns.create,
      campaignBody(galaxy, appId, { start_time: T - DAY, end_time: T + 10 * DAY, time_zone: TZ }),
    );
    expect((await campaignOf(campaignId)).delivery).toEqual({
      status: 'no_ad_groups',
      reasons: [reason({ level: 'campaign', case: 'no_ad_groups', limit: null, value: null, next_change: null })],
    });
    const groupId = await created(s.admin, campaigns.groupCreate, { campaign_id: campaignId, name: 'Empty group' });
    expect((await campaignOf(campaignId)).delivery.status).toBe('normal');
    expect((await groupOf(groupId)).delivery).toEqual({
      status: 'no_ads',
      reasons: [reason({ level: 'ad_group', case: 'no_ads', limit: null })],
    });
    const adId = await sender.adOf(groupId);
    expect((await groupOf(groupId)).delivery.status).toBe('normal');
    // a deleted ad is not live; a deleted ad group neither
    await server.database.db.updateTable('ad').set({ status: -1 }).where('id', '=', adId).execute();
    expect((await groupOf(groupId)).delivery.status).toBe('no_ads');
    await s.admin.api(campaigns.groupRemove, { ad_group_ids: [groupId] });
    expect((await campaignOf(campaignId)).delivery.status).toBe('no_ad_groups');
  });
});
