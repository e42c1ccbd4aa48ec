import { type CallBody, calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessIds, ok, userOfRole } from './auth-access-helper.js';
import { accountIds, appOf, campaignBody, created } from './campaigns-helper.js';
import { type StatLine, statsSender } from './delivery-stats-helper.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The delivery report on the real server: statistics sent through the intake with an API key, then read back by
// the report call: totals equal to the lines' sums, each dimension, the filters, the account scope, the range rules,
// the sort and pages, and the CSV export in both languages with its formula guard.

type Query = CallBody<typeof calls.reports.query>;

let server: TestServer;
let admin: InjectSession;
let advertiser: InjectSession;
let viewer: InjectSession;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
const from = daysAgo(6);
const to = daysAgo(0);

// the advertiser's account (USD and EUR campaigns) and the viewer's (USD)
const ads = { a1: 0, a2: 0, b1: 0, c1: 0 };
const ids = { campaignA: 0, campaignB: 0, campaignC: 0, groupA: 0, groupC: 0, galaxy: 0, nimbus: 0 };
let positions: { id: number; app_id: number; ad_type: number; name: string; app_name: string }[];
let lines: StatLine[];

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

const query = async (session: InjectSession, body: Partial<Query>) => {
  const res = await session.api(calls.reports.query, { from, to, ad_ids: Object.values(ads), ...body } as Query);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data as {
    total: number;
    list: Record<string, unknown>[];
    totals: Record<string, unknown>[];
    days: Record<string, unknown>[];
  };
};

const COUNTS = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;
/** The sums of the test's lines that pass `keep`, spend in major units. */
function sums(keep: (line: StatLine) => boolean) {
  const out = { impressions: 0, clicks: 0, installs: 0, conversions: 0, spend: 0 };
  for (const line of lines.filter(keep)) for (const m of COUNTS) out[m] += Number(line[m]);
  return { ...out, spend: out.spend / 100 };
}
const countsOf = (row: Record<string, unknown>) => Object.fromEntries(COUNTS.map((m) => [m, row[m]]));
const usd = (line: StatLine) => line.ad_id !== ads.b1;

describe('the report call', () => {
  it("answers totals per currency equal to the sent lines' sums and to the raw rows the intake stored", async () => {
    const r = await query(admin, {});
    expect(r.totals.map((t) => t.currency)).toEqual(['EUR', 'USD']);
    const byCurrency = Object.fromEntries(r.totals.map((t) => [t.currency, t]));
    expect(countsOf(byCurrency.USD!)).toEqual(sums(usd));
    expect(countsOf(byCurrency.EUR!)).toEqual(sums((l) => !usd(l)));
    const raw = await server.database.db
      .selectFrom('delivery_stat_hour')
      .select((eb) => [eb.fn.sum<number>('impressions').as('impressions'), eb.fn.sum<number>('spend').as('spend')])
      .where('ad_id', 'in', Object.values(ads))
      .executeTakeFirstOrThrow();
    const all = sums(() => true);
    expect([Number(raw.impressions), Number(raw.spend) / 100]).toEqual([all.impressions, all.spend]);
    // no dimension: one row per currency, the same as the totals
    expect(r.total).toBe(2);
    expect(r.list.map(countsOf).sort((x, y) => Number(x.spend) - Number(y.spend))).toEqual(
      r.totals.map(countsOf).sort((x, y) => Number(x.spend) - Number(y.spend)),
    );
  });

  it('derives CTR, CVR, CPI and eCPM of the totals from their sums', async () => {
    const r = await query(admin, { campaign_ids: [ids.campaignC] });
    expect(r.totals).toEqual([
      {
        currency: 'USD',
        impressions: 800,
        clicks: 16,
        installs: 0,
        conversions: 0,
        spend: 12,
        ctr: 0.02,
        cvr: 0,
        cpi: null,
        ecpm: 15,
      },
    ]);
  });

  it('answers the days of the whole result for the chart, summing to the totals', async () => {
    const r = await query(admin, { dimensions: ['country'] });
    const usdDays = r.days.filter((d) => d.currency === 'USD');
    expect(usdDays.map((d) => d.stat_date)).toEqual([daysAgo(3), daysAgo(2), daysAgo(1)]);
    expect(usdDays.reduce((n, d) => n + Number(d.impressions), 0)).toBe(sums(usd).impressions);
  });

  it('groups by date', async () => {
    const r = await query(admin, {
      dimensions: ['date'],
      sort_by: 'date',
      sort_order: 'asc',
      campaign_ids: [ids.campaignA],
    });
    expect(r.list.map((row) => [row.stat_date, row.impressions])).toEqual([
      [daysAgo(3), 1400],
      [daysAgo(2), 2500],
    ]);
    expect(r.list[0]).not.toHaveProperty('country');
  });

  it('groups by app and by ad position with their names', async () => {
    const [p, q] = positions as [(typeof positions)[number], (typeof positions)[number]];
    const apps = await query(admin, { dimensions: ['app'], campaign_ids: [ids.campaignA] });
    const byApp = Object.fromEntries(apps.list.map((row) => [row.media_app_id as number, row]));
    expect(byApp[p.app_id]).toMatchObject({ media_app_name: p.app_name, impressions: 1500 });
    expect(byApp[q.app_id]).toMatchObject({ media_app_name: q.app_name, impressions: 2400 });
    const pos = await query(admin, { dimensions: ['ad_position'], campaign_ids: [ids.campaignA] });
    expect(pos.list.find((row) => row.ad_position_id === q.id)).toMatchObject({ ad_position_name: q.name, clicks: 28 });
  });

  it('groups by country, by ad type, and by several dimensions at once', async () => {
    const [p, q] = positions as [(typeof positions)[number], (typeof positions)[number]];
    const countries = await query(admin, { dimensions: ['country'], sort_by: 'country', sort_order: 'asc' });
    expect(countries.list.map((row) => [row.currency, row.country, row.impressions])).toEqual([
      ['EUR', 'DE', 500],
      ['USD', 'ID', 2300],
      ['USD', 'TH', 2400],
    ]);
    const types = await query(admin, { dimensions: ['ad_type'], ad_ids: [ads.a1, ads.a2, ads.c1] });
    const byType = Object.fromEntries(types.list.map((row) => [row.ad_type as number, row.impressions]));
    expect(byType).toEqual({ [p.ad_type]: 1500, [q.ad_type]: 3200 });
    const both = await query(admin, { dimensions: ['date', 'country'], campaign_ids: [ids.campaignA], page_size: 100 });
    expect(both.total).toBe(4);
    expect(both.list.find((row) => row.stat_date === daysAgo(3) && row.country === 'TH')).toMatchObject({ spend: 3.2 });
  });

  it('filters by campaign, ad group, ad and account', async () => {
    const aOnly = sums((l) => l.ad_id === ads.a1 || l.ad_id === ads.a2);
    expect(countsOf((await query(admin, { campaign_ids: [ids.campaignA] })).totals[0]!)).toEqual(aOnly);
    expect(countsOf((await query(admin, { ad_group_ids: [ids.groupA] })).totals[0]!)).toEqual(aOnly);
    expect(countsOf((await query(admin, { ad_ids: [ads.a2] })).totals[0]!)).toEqual(sums((l) => l.ad_id === ads.a2));
    const nimbus = await query(admin, { account_ids: [ids.nimbus] });
    expect(nimbus.totals.map(countsOf)).toEqual([sums((l) => l.ad_id === ads.c1)]);
  });

  it('sorts by a metric or a rate, rows of one currency together, and pages', async () => {
    const byClicks = await query(admin, { dimensions: ['country'], sort_by: 'clicks', sort_order: 'desc' });
    expect(byClicks.list.map((row) => row.country)).toEqual(['DE', 'ID', 'TH']);
    const byCtr = await query(admin, {
      dimensions: ['country'],
      sort_by: 'ctr',
      sort_order: 'asc',
      campaign_ids: [ids.campaignA],
    });
    expect(byCtr.list.map((row) => row.country)).toEqual(['TH', 'ID']);
    const page2 = await query(admin, {
      dimensions: ['country'],
      sort_by: 'country',
      sort_order: 'asc',
      page_size: 1,
      page_no: 2,
    });
    expect(page2).toMatchObject({ total: 3, list: [{ country: 'ID' }] });
  });
});

describe('the account scope', () => {
  it("shows an advertiser only their accounts' statistics", async () => {
    const r = await query(advertiser, {});
    const galaxy = (l: StatLine) => l.ad_id !== ads.c1;
    expect(r.totals.map(countsOf)).toEqual([sums((l) => galaxy(l) && !usd(l)), sums((l) => galaxy(l) && usd(l))]);
    const viewerSees = await query(viewer, {});
    expect(viewerSees.totals.map(countsOf)).toEqual([sums((l) => l.ad_id === ads.c1)]);
  });

  it("answers another account's campaign, ad group, ad or account like one that does not exist: nothing", async () => {
    const empty = { total: 0, list: [], totals: [], days: [] };
    expect(await query(advertiser, { campaign_ids: [ids.campaignC] })).toEqual(empty);
    expect(await query(advertiser, { ad_group_ids: [ids.groupC] })).toEqual(empty);
    expect(await query(advertiser, { ad_ids: [ads.c1] })).toEqual(empty);
    expect(await query(advertiser, { account_ids: [ids.nimbus] })).toEqual(empty);
    expect(await query(advertiser, { campaign_ids: [2_000_000_000] })).toEqual(empty);
  });

  it('answers 402 to a role without the report page and 403 to one with the page but not report.view', async () => {
    const ids = await accessIds(server);
    const role = async (name: string, menus: string[], groups: string[]) =>
      (
        await ok<{ id: number }>(
          admin.api(calls.authAccess.createRole, {
            name,
            menu_ids: menus.map(ids.menu),
            group_ids: groups.map(ids.group),
          }),
        )
      ).id;
    const noPage = await userOfRole(server, await role('no reports', ['advertising.index'], ['campaign.view']));
    expect((await noPage.api(calls.reports.query, { from, to })).statusCode).toBe(402);
    const noGroup = await userOfRole(server, await role('report page only', ['report.delivery'], []));
    expect((await noGroup.api(calls.reports.query, { from, to })).statusCode).toBe(403);
    expect((await noGroup.api(calls.reports.export, { from, to } as never)).statusCode).toBe(403);
  });

  it('refuses a caller without a session', async () => {
    const res = await server.app.inject({ method: 'POST', url: calls.reports.query.path, payload: { from, to } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the range and its rules', () => {
  const refused = async (body: Record<string, unknown>) => {
    const res = await admin.api(calls.reports.query, body as Query);
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { msg: string; data: { errors: { field: string; message: string }[] } };
  };

  it('refuses an end before the start, naming `to`', async () => {
    const r = await refused({ from: daysAgo(1), to: daysAgo(3) });
    expect(r.data.errors).toEqual([expect.objectContaining({ field: 'to' })]);
    expect(r.msg).toContain('must not be before from');
  });

  it('refuses more than 366 days and takes exactly 366', async () => {
    const r = await refused({ from: '2025-01-01', to: '2026-01-02' });
    expect(r.msg).toContain('at most 366 days');
    await query(admin, { from: '2025-01-01', to: '2026-01-01' });
  });

  it('refuses a day that does not exist, an unknown dimension, a dimension twice and an unknown sort', async () => {
    expect((await refused({ from: '2026-02-30', to })).data.errors[0]!.field).toBe('from');
    expect((await refused({ from, to, dimensions: ['campaign'] })).data.errors[0]!.field).toMatch(/^dimensions/);
    expect((await refused({ from, to, dimensions: ['date', 'date'] })).msg).toContain('each dimension once');
    expect((await refused({ from, to, sort_by: 'name' })).data.errors[0]!.field).toBe('sort_by');
  });
});

describe('the CSV export', () => {
  const exported = async (session: InjectSession, body: Record<string, unknown>) => {
    const res = await session.api(calls.reports.export, { from, to, ad_ids: Object.values(ads), ...body } as never);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    return res.body;
  };

  it('writes every row with headers in the chosen language', async () => {
    const zh = await exported(admin, { dimensions: ['date', 'country'], lang: 'zh-CN' });
    const zhLines = zh
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(zhLines[0]).toBe('日期,国家/地区,币种,展示数,点击数,安装数,转化数,花费,点击率,转化率,安装成本,千次展示成本');
    const { total } = await query(admin, { dimensions: ['date', 'country'] });
    expect(zhLines).toHaveLength(total + 1);
    const en = await exported(admin, { dimensions: ['ad_type'], lang: 'en-US', campaign_ids: [ids.campaignC] });
    const enLines = en
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(enLines[0]).toBe('Ad type,Currency,Impressions,Clicks,Installs,Conversions,Spend,CTR,CVR,CPI,eCPM');
    expect(enLines[1]).toMatch(/^(Banner|Interstitial|Native|Rewarded video|Splash),USD,800,16,0,0,12,0.02,0,,15$/);
  });

  it("keeps the caller's scope: an advertiser's export has no row of another account", async () => {
    const csv = await exported(advertiser, { campaign_ids: [ids.campaignC], lang: 'en-US' });
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('guards a name that a spreadsheet would run as a formula', async () => {
    const [p] = positions as [(typeof positions)[number]];
    const db = server.database.db;
    await db
      .updateTable('media_app')
      .set({ name: '=HYPERLINK("http://x.test","y")' })
      .where('id', '=', p.app_id)
      .execute();
    await db.updateTable('ad_position').set({ name: '\u200b+SUM(A1)' }).where('id', '=', p.id).execute();
    try {
      const csv = await exported(admin, {
        dimensions: ['app', 'ad_position'],
        lang: 'en-US',
        campaign_ids: [ids.campaignA],
      });
      expect(csv).toContain(`"'=HYPERLINK(""http://x.test"",""y"")"`);
      expect(csv).toContain("'\u200b+SUM(A1)");
      expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    } finally {
      await db.updateTable('media_app').set({ name: p.app_name }).where('id', '=', p.app_id).execute();
      await db.updateTable('ad_position').set({ name: p.name }).where('id', '=', p.id).execute();
    }
  });

  it('refuses a bad range before writing a byte', async () => {
    const res = await admin.api(calls.reports.export, { from: to, to: from } as never);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('to');
  });
});
