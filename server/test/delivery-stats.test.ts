import { Code, calls } from '@adconsole/contract';
import { apiKeyHeaders, type InjectSession, issueApiKey } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldDeliveryStats } from '../src/modules/statistics/index.js';
import { statsSender } from './delivery-stats-helper.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The delivery-statistics intake on the real server: the ad server's batch call with an API key, its scope, repeated
// and corrected batches, the daily rollup equal to the stored lines' sums, and the fold of old hours.

let server: TestServer;
let admin: InjectSession;
let sender: Awaited<ReturnType<typeof statsSender>>;
let adId: number;
const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, 'admin');
  sender = await statsSender(server, admin);
  const group = await server.database.db.selectFrom('ad_group').select('id').orderBy('id').executeTakeFirstOrThrow();
  adId = await sender.adOf(group.id);
});
afterAll(() => server.destroy());

const db = () => server.database.db;
const rollup = (date: string) =>
  db().selectFrom('delivery_stat_day').selectAll().where('ad_id', '=', adId).where('stat_date', '=', date).execute();
async function rawSums(date: string) {
  const r = await db()
    .selectFrom('delivery_stat_hour')
    .select((eb) => [eb.fn.sum<number>('spend').as('spend'), eb.fn.sum<number>('impressions').as('impressions')])
    .where('ad_id', '=', adId)
    .where('stat_date', '=', date)
    .executeTakeFirstOrThrow();
  return { spend: Number(r.spend ?? 0), impressions: Number(r.impressions ?? 0) };
}

describe('the batch call', () => {
  it('stores hour lines and keeps the daily rollup equal to their sums', async () => {
    const date = daysAgo(1);
    const answer = await sender.send([
      { ad_id: adId, date, hour: 1, impressions: 100, clicks: 3, spend: 250 },
      { ad_id: adId, date, hour: 2, impressions: 50, clicks: 1, spend: 125 },
      { ad_id: adId, date, hour: 2, country: 'TH', impressions: 7, spend: 9 },
    ]);
    expect(answer).toMatchObject({ lines: 3, stored: 3, replayed: false });
    const rows = await rollup(date);
    expect(rows.map((r) => [r.country, Number(r.impressions), Number(r.clicks), Number(r.spend)]).sort()).toEqual([
      ['ID', 150, 4, 375],
      ['TH', 7, 0, 9],
    ]);
    const ad = await db()
      .selectFrom('ad')
      .select(['ad_group_id', 'account_id'])
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ ad_group_id: ad.ad_group_id, account_id: ad.account_id });
    expect(await rawSums(date)).toEqual({ spend: 384, impressions: 157 });
  });

  it('a corrected batch replaces what it covers; a whole-day line replaces the hours, and hours the whole day', async () => {
    const date = daysAgo(2);
    await sender.send([
      { ad_id: adId, date, hour: 5, impressions: 10, spend: 100 },
      { ad_id: adId, date, hour: 6, impressions: 10, spend: 100 },
    ]);
    await sender.send([{ ad_id: adId, date, hour: 6, impressions: 30, spend: 300 }]);
    expect((await rollup(date)).map((r) => [Number(r.impressions), Number(r.spend)])).toEqual([[40, 400]]);
    await sender.send([{ ad_id: adId, date, impressions: 1000, spend: 5000 }]);
    expect((await rollup(date)).map((r) => [Number(r.impressions), Number(r.spend)])).toEqual([[1000, 5000]]);
    await sender.send([{ ad_id: adId, date, hour: 0, impressions: 1, spend: 2 }]);
    expect((await rollup(date)).map((r) => [Number(r.impressions), Number(r.spend)])).toEqual([[1, 2]]);
    expect(await rawSums(date)).toEqual({ spend: 2, impressions: 1 });
  });

  it('keeps every rollup row equal to its stored lines after random corrections of hours and whole days', async () => {
    // the rollup moves by each write's change (not summed again): any wrong step leaves a day off its lines' sum
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const dates = [daysAgo(5), daysAgo(6)];
    const countries = ['ID', 'TH', 'VN'];
    for (let b = 0; b < 14; b++) {
      const lines = Array.from({ length: 1 + rnd(12) }, () => ({
        ad_id: adId,
        date: dates[rnd(2)],
        country: countries[rnd(3)],
        // about one line in five carries the whole day
        ...(rnd(5) === 0 ? {} : { hour: rnd(6) }),
        impressions: rnd(1000),
        clicks: rnd(50),
        spend: rnd(10_000),
      }));
      await sender.send(lines);
    }
    const metrics = ['impressions', 'clicks', 'spend'] as const;
    const key = ['stat_date', 'country'] as const;
    const text = (rows: Record<string, unknown>[]) =>
      rows.map((r) => [...key, ...metrics].map((c) => String(r[c])).join('|')).sort();
    const lines = await db()
      .selectFrom('delivery_stat_hour')
      .select((eb) => [...key, ...metrics.map((m) => eb.fn.sum<number>(m).as(m))])
      .where('ad_id', '=', adId)
      .where('stat_date', 'in', dates)
      .groupBy([...key])
      .execute();
    const days = await db()
      .selectFrom('delivery_stat_day')
      .select([...key, ...metrics])
      .where('ad_id', '=', adId)
      .where('stat_date', 'in', dates)
      .execute();
    const numbers = (rows: Record<string, unknown>[]) =>
      rows.map((r) => ({ ...r, ...Object.fromEntries(metrics.map((m) => [m, Number(r[m])])) }));
    expect(days.length).toBe(6);
    expect(text(numbers(days))).toEqual(text(numbers(lines)));
  });

  it('new hour lines of an ad moved since its day was filed add to that day, under the owners it was filed under', async () => {
    // new hour lines take the intake's fast way (nothing read back); a rollup row filed under other owners than the
    // ad's now must send them the general way, or the summary would move under the new campaign
    const first = await db()
      .selectFrom('ad_group')
      .select(['id', 'campaign_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await db()
      .selectFrom('ad_group')
      .select(['id', 'campaign_id'])
      .where('campaign_id', '<>', first.campaign_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const moved = await sender.adOf(first.id);
    const date = daysAgo(7);
    await sender.send([{ ad_id: moved, date, hour: 1, impressions: 10, spend: 100 }]);
    await db().updateTable('ad').set({ ad_group_id: other.id }).where('id', '=', moved).execute();
    await sender.send([
      { ad_id: moved, date, hour: 2, impressions: 5, spend: 50 },
      { ad_id: adId, date, hour: 2, impressions: 1, spend: 1 },
    ]);
    const rows = await db()
      .selectFrom('delivery_stat_day')
      .select(['campaign_id', 'impressions', 'spend'])
      .where('ad_id', '=', moved)
      .where('stat_date', '=', date)
      .execute();
    expect(rows.map((r) => [r.campaign_id, Number(r.impressions), Number(r.spend)])).toEqual([
      [first.campaign_id, 15, 150],
    ]);
    const byCampaign = async (table: 'delivery_stat_day' | 'delivery_stat_summary') =>
      (
        await db()
          .selectFrom(table)
          .select((eb) => ['campaign_id', eb.fn.sum<number>('spend').as('spend')])
          .where('stat_date', '=', date)
          .groupBy('campaign_id')
          .orderBy('campaign_id')
          .execute()
      ).map((r) => [r.campaign_id, Number(r.spend)]);
    expect(await byCampaign('delivery_stat_summary')).toEqual(await byCampaign('delivery_stat_day'));
  });

  it('a repeated batch id answers its first result and stores nothing; other content under it is refused', async () => {
    const date = daysAgo(3);
    const lines = [{ ad_id: adId, date, hour: 4, impressions: 5, spend: 50 }];
    const first = await sender.send(lines, 'same-id');
    const again = await sender.send(lines, 'same-id');
    expect(again).toEqual({ ...first, replayed: true });
    expect((await rollup(date)).map((r) => Number(r.spend))).toEqual([50]);
    const other = await sender.post([sender.line({ ad_id: adId, date, hour: 4, spend: 99 })], 'same-id');
    expect(other.json().code).toBe(Code.DELIVERY_STAT_BATCH_CONFLICT);
    expect((await rollup(date)).map((r) => Number(r.spend))).toEqual([50]);
  });

  it('one bad line refuses the batch, each named by number and rule', async () => {
    const res = await sender.post([
      sender.line({ ad_id: adId, date: today, hour: 1 }),
      sender.line({ ad_id: 999_999_999, date: today }),
      sender.line({ ad_id: adId, date: '2026-02-30' }),
      sender.line({ ad_id: adId, date: today, hour: 24 }),
      sender.line({ ad_id: adId, date: today, spend: -1 }),
      sender.line({ ad_id: adId, date: daysAgo(-3) }),
      sender.line({ ad_id: adId, date: daysAgo(40), hour: 3 }),
      sender.line({ ad_id: adId, date: today, media_app_id: sender.position.app_id + 1000 }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.map((e: { field: string; rule: string }) => `${e.field} ${e.rule}`)).toEqual([
      'line 2 ad_id',
      'line 3 date',
      'line 4 hour',
      'line 5 spend',
      'line 6 future',
      'line 7 folded',
      'line 8 position_app',
    ]);
    expect(await rollup(today)).toEqual([]);
  });

  it('reads CSV with a header', async () => {
    const date = daysAgo(4);
    const p = sender.position;
    const csv = `ad_id,date,hour,country,media_app_id,ad_position_id,impressions,clicks,installs,conversions,spend\n${adId},${date},,ID,${p.app_id},${p.id},70,7,1,1,700\n`;
    const res = await sender.post(csv, undefined, 'text/csv');
    expect(res.json().code, res.body).toBe(200);
    expect((await rollup(date)).map((r) => [Number(r.installs), Number(r.spend)])).toEqual([[1, 700]]);
  });

  it('takes only a key with the delivery_stats scope', async () => {
    const { secret } = await issueApiKey(admin, { name: 'events only', scopes: ['device_events'] });
    const res = await server.app.inject({
      method: 'POST',
      url: `${calls.deliveryStats.batch.path}?batch_id=x`,
      headers: { 'content-type': 'application/x-ndjson', ...apiKeyHeaders(secret) },
      payload: JSON.stringify(sender.line({ ad_id: adId, date: today })),
    });
    expect(res.statusCode).toBe(403);
    const session = await admin.api(calls.deliveryStats.batch, undefined as never);
    expect([401, 403]).toContain(session.statusCode);
  });
});

describe('the fold', () => {
  it('removes stored lines before the raw window and keeps their sums in the rollup', async () => {
    const old = daysAgo(20);
    await sender.send([{ ad_id: adId, date: old, impressions: 9, spend: 90 }]);
    const recent = daysAgo(1);
    const folded = await foldDeliveryStats(db(), 14);
    expect(folded.rows).toBeGreaterThanOrEqual(1);
    expect(await rawSums(old)).toEqual({ spend: 0, impressions: 0 });
    expect((await rollup(old)).map((r) => Number(r.spend))).toEqual([90]);
    // the window's days are kept
    expect((await rawSums(recent)).spend).toBe(384);
    // a whole-day line for a folded day replaces its sums (it is the day), it does not add to them
    await sender.send([{ ad_id: adId, date: old, impressions: 7, spend: 70 }]);
    expect((await rollup(old)).map((r) => Number(r.spend))).toEqual([70]);
  });
});

describe('the campaign summary', () => {
  it('equals the rollup summed by account, day, campaign and country after the seed, corrections and the fold', async () => {
    const key = ['account_id', 'stat_date', 'campaign_id', 'country'] as const;
    const metrics = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;
    const text = (rows: Record<string, unknown>[]) =>
      rows
        .map((r) => [...key, ...metrics].map((c) => String(Number.isNaN(Number(r[c])) ? r[c] : Number(r[c]))).join('|'))
        .sort();
    const fromRollup = await db()
      .selectFrom('delivery_stat_day')
      .select((eb) => [...key, ...metrics.map((m) => eb.fn.sum<number>(m).as(m))])
      .groupBy([...key])
      .execute();
    const summary = await db().selectFrom('delivery_stat_summary').selectAll().execute();
    // the demo seed's 90 days and this file's batches, the corrected ones included
    expect(summary.length).toBeGreaterThan(100);
    expect(text(summary)).toEqual(text(fromRollup));
  });
});
