import { calls, listMetricsRows, localDate, namedRangeDays } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSender } from './delivery-stats-helper.js';
import { startServer, type TestServer } from './helper.js';

// The lists' metric columns (POST /v1/advertising/metrics) on the real server: every level's figures over a range
// equal the daily rollup's sums over the same days, named ranges read the campaign's time zone, and the account scope
// leaves other accounts' rows out.

let server: TestServer;
let s: Record<'admin' | 'advertiser', InjectSession>;
let sender: Awaited<ReturnType<typeof statsSender>>;
let own: { campaign: number; group: number; ad: number; tz: string; currency: string };
let other: { campaign: number; group: number; ad: number };
const DAY = 86_400_000;

const db = () => server.database.db;

/** A live ad group of an account (by name) with its campaign. */
async function groupOf(accountName: string) {
  return db()
    .selectFrom('ad_group as g')
    .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
    .innerJoin('account as a', 'a.id', 'c.account_id')
    .select(['g.id as group', 'c.id as campaign', 'c.time_zone as tz', 'c.currency'])
    .where('a.account_name', '=', accountName)
    .where('g.status', '<>', -1)
    .where('c.status', '<>', -1)
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'advertiser'] as const);
  sender = await statsSender(server, s.admin);
  const g = await groupOf('Galaxy Games');
  own = { ...g, ad: await sender.adOf(g.group) };
  const o = await groupOf('Nimbus Video');
  other = { campaign: o.campaign, group: o.group, ad: await sender.adOf(o.group) };
  const today = localDate(Date.now(), own.tz);
  const back = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
  const lines = [0, 1, 3, 10, 40].flatMap((n) => [
    { ad_id: own.ad, date: back(n), impressions: 1000 + n, clicks: 10 + n, installs: 2, spend: 1234 + n },
    { ad_id: own.ad, date: back(n), country: 'TH', impressions: 50, clicks: 1, installs: 0, spend: 99 },
    { ad_id: other.ad, date: back(n), impressions: 7, clicks: 1, installs: 1, spend: 300 },
  ]);
  await sender.send(lines);
});
afterAll(() => server.destroy());

async function metrics(who: InjectSession, body: Record<string, unknown>) {
  const res = await who.api(calls.listMetrics.metrics, body as never);
  expect(res.json().code, res.body).toBe(200);
  return listMetricsRows.parse(res.json().data);
}

/** The rollup's sums for a scope column and id over the days. */
async function rollupSums(scope: 'campaign_id' | 'ad_group_id' | 'ad_id', id: number, from: string, to: string) {
  const r = await db()
    .selectFrom('delivery_stat_day')
    .select((eb) => [
      eb.fn.sum<number>('impressions').as('impressions'),
      eb.fn.sum<number>('clicks').as('clicks'),
      eb.fn.sum<number>('installs').as('installs'),
      eb.fn.sum<number>('spend').as('spend'),
    ])
    .where(scope, '=', id)
    .where('stat_date', '>=', from)
    .where('stat_date', '<=', to)
    .executeTakeFirstOrThrow();
  return {
    impressions: Number(r.impressions ?? 0),
    clicks: Number(r.clicks ?? 0),
    installs: Number(r.installs ?? 0),
    spend: Number(r.spend ?? 0) / 100,
  };
}

describe('metrics by range', () => {
  const levels = [
    ['campaign', 'campaign_id', () => own.campaign],
    ['ad_group', 'ad_group_id', () => own.group],
    ['ad', 'ad_id', () => own.ad],
  ] as const;

  for (const [level, scope, id] of levels) {
    it(`${level}: each named range equals the rollup's sums over its days in the campaign's time zone`, async () => {
      const today = localDate(Date.now(), own.tz);
      for (const range of ['today', 'yesterday', 'last_7_days', 'last_30_days'] as const) {
        const [row] = await metrics(s.admin, { level, ids: [id()], range });
        const days = namedRangeDays(range, today);
        const sums = await rollupSums(scope, id(), days.from, days.to);
        expect(row).toMatchObject({ id: id(), ...days, currency: own.currency, ...sums });
        expect(row!.ctr).toBe(sums.impressions ? sums.clicks / sums.impressions : null);
        expect(row!.cpi).toBe(sums.installs ? Math.round((sums.spend / sums.installs) * 100) / 100 : null);
      }
    });
  }

  it('a custom range reads exactly its days; the ad figures are the lines sent', async () => {
    const today = localDate(Date.now(), own.tz);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 10 * DAY).toISOString().slice(0, 10);
    const [row] = await metrics(s.admin, { level: 'ad', ids: [own.ad], range: 'custom', from, to: from });
    expect(row).toMatchObject({ from, to: from, impressions: 1010 + 50, clicks: 20 + 1, installs: 2, spend: 13.43 });
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 60 * DAY).toISOString().slice(0, 10);
    const [wide] = await metrics(s.admin, { level: 'ad', ids: [own.ad], range: 'custom', from: start, to: from });
    expect(wide).toMatchObject({ impressions: 1010 + 1040 + 100, installs: 4 });
  });

  it('a row without statistics answers zeros and no rates', async () => {
    const empty = await sender.adOf(own.group);
    const [row] = await metrics(s.admin, { level: 'ad', ids: [empty], range: 'last_30_days' });
    expect(row).toMatchObject({ impressions: 0, clicks: 0, installs: 0, spend: 0, ctr: null, cpi: null });
  });

  it('refuses a custom range without its days, reversed, or over a year (400 naming the field)', async () => {
    for (const body of [
      { range: 'custom', from: '2026-01-01' },
      { range: 'custom', from: '2026-02-01', to: '2026-01-01' },
      { range: 'custom', from: '2024-01-01', to: '2026-01-01' },
    ]) {
      const res = await s.admin.api(calls.listMetrics.metrics, { level: 'ad', ids: [own.ad], ...body } as never);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[0].field).toBe('to');
    }
  });
});

describe('data scope', () => {
  it("an advertiser reads their accounts' rows and not another's (left out, as a list leaves it out)", async () => {
    for (const [level, mine, theirs] of [
      ['campaign', own.campaign, other.campaign],
      ['ad_group', own.group, other.group],
      ['ad', own.ad, other.ad],
    ] as const) {
      const rows = await metrics(s.advertiser, { level, ids: [mine, theirs], range: 'last_30_days' });
      expect(rows.map((r) => r.id)).toEqual([mine]);
      const all = await metrics(s.admin, { level, ids: [mine, theirs], range: 'last_30_days' });
      expect(all.map((r) => r.id).sort((a, b) => a - b)).toEqual([mine, theirs].sort((a, b) => a - b));
    }
  });
});
