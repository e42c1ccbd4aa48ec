import { type CallBody, calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { afterAll, beforeAll, expect } from 'vitest';
import { accountIds, appOf, campaignBody, created } from './campaigns-helper.js';
import { type StatLine, statsSender } from './delivery-stats-helper.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The report tests' fixture: statistics sent through the intake with an API key for campaigns of two accounts and two
// currencies, and the report call as each test file asks it. The bindings are live: read them inside tests.

export type Query = CallBody<typeof calls.reports.query>;

export let server: TestServer;
export let admin: InjectSession;
export let advertiser: InjectSession;
export let viewer: InjectSession;
const DAY = 86_400_000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
export const from = daysAgo(6);
export const to = daysAgo(0);

// the advertiser's account (USD and EUR campaigns) and the viewer's (USD)
export const ads = { a1: 0, a2: 0, b1: 0, c1: 0 };
export const ids = { campaignA: 0, campaignB: 0, campaignC: 0, groupA: 0, groupC: 0, galaxy: 0, nimbus: 0 };
export let positions: { id: number; app_id: number; ad_type: number; name: string; app_name: string }[];
export let lines: StatLine[];

/** Registers the file's server and statistics: three campaigns (USD and EUR in Galaxy Games, USD in Nimbus Video), four ads, the lines sent. */
export function useReportFixture(): void {
  beforeAll(async () => {
    server = await startServer();
    admin = await loginAs(server, 'admin');
    advertiser = await loginAs(server, 'advertiser');
    viewer = await loginAs(server, 'viewer');
    const sender = await statsSender(server, admin);
    const accounts = await accountIds(server);
    ids.galaxy = accounts.get('Galaxy Games')!;
    ids.nimbus = accounts.get('Nimbus Video')!;
    const campaign = async (accountId: number, currency: string) => {
      const app = await appOf(server, accountId);
      const id = await created(admin, calls.campaigns.create, campaignBody(accountId, app.id, { currency }));
      const group = await created(admin, calls.campaigns.groupCreate, { campaign_id: id, name: `Group ${currency}` });
      return { id, group };
    };
    const a = await campaign(ids.galaxy, 'USD');
    const b = await campaign(ids.galaxy, 'EUR');
    const c = await campaign(ids.nimbus, 'USD');
    Object.assign(ids, { campaignA: a.id, campaignB: b.id, campaignC: c.id, groupA: a.group, groupC: c.group });
    ads.a1 = await sender.adOf(a.group);
    ads.a2 = await sender.adOf(a.group);
    ads.b1 = await sender.adOf(b.group);
    ads.c1 = await sender.adOf(c.group);
    // two positions of two media apps and two ad types
    const all = await server.database.db
      .selectFrom('ad_position as p')
      .innerJoin('media_app as m', 'm.id', 'p.app_id')
      .select(['p.id', 'p.app_id', 'p.ad_type', 'p.name', 'm.name as app_name'])
      .orderBy('p.id')
      .execute();
    const second = all.find((p) => p.app_id !== all[0]!.app_id && p.ad_type !== all[0]!.ad_type)!;
    positions = [all[0]!, second];
    const at = (p: (typeof positions)[number]) => ({ media_app_id: p.app_id, ad_position_id: p.id });
    const [p, q] = positions as [(typeof positions)[number], (typeof positions)[number]];
    lines = [
      {
        ad_id: ads.a1,
        date: daysAgo(3),
        ...at(p),
        country: 'ID',
        impressions: 1000,
        clicks: 50,
        installs: 5,
        conversions: 2,
        spend: 1500,
      },
      {
        ad_id: ads.a1,
        date: daysAgo(3),
        ...at(q),
        country: 'TH',
        impressions: 400,
        clicks: 8,
        installs: 1,
        conversions: 0,
        spend: 320,
      },
      {
        ad_id: ads.a1,
        date: daysAgo(2),
        hour: 3,
        ...at(p),
        country: 'ID',
        impressions: 300,
        clicks: 6,
        installs: 2,
        conversions: 1,
        spend: 450,
      },
      {
        ad_id: ads.a1,
        date: daysAgo(2),
        hour: 4,
        ...at(p),
        country: 'ID',
        impressions: 200,
        clicks: 4,
        installs: 0,
        conversions: 0,
        spend: 300,
      },
      {
        ad_id: ads.a2,
        date: daysAgo(2),
        ...at(q),
        country: 'TH',
        impressions: 2000,
        clicks: 20,
        installs: 4,
        conversions: 3,
        spend: 900,
      },
      {
        ad_id: ads.b1,
        date: daysAgo(1),
        ...at(p),
        country: 'DE',
        impressions: 500,
        clicks: 10,
        installs: 2,
        conversions: 1,
        spend: 700,
      },
      {
        ad_id: ads.c1,
        date: daysAgo(1),
        ...at(q),
        country: 'ID',
        impressions: 800,
        clicks: 16,
        installs: 0,
        conversions: 0,
        spend: 1200,
      },
    ];
    await sender.send(lines);
  });
  afterAll(() => server.destroy());
}

export const query = async (session: InjectSession, body: Partial<Query>) => {
  const res = await session.api(calls.reports.query, { from, to, ad_ids: Object.values(ads), ...body } as Query);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data as {
    total: number;
    list: Record<string, unknown>[];
    totals: Record<string, unknown>[];
    days: Record<string, unknown>[];
  };
};

export const COUNTS = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;
/** The sums of the test's lines that pass `keep`, spend in major units. */
export function sums(keep: (line: StatLine) => boolean) {
  const out = { impressions: 0, clicks: 0, installs: 0, conversions: 0, spend: 0 };
  for (const line of lines.filter(keep)) for (const m of COUNTS) out[m] += Number(line[m]);
  return { ...out, spend: out.spend / 100 };
}
export const countsOf = (row: Record<string, unknown>) => Object.fromEntries(COUNTS.map((m) => [m, row[m]]));
export const usd = (line: StatLine) => line.ad_id !== ads.b1;
