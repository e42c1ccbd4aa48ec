import { describe, expect, it } from 'vitest';
import {
  admin,
  ads,
  countsOf,
  daysAgo,
  ids,
  positions,
  type Query,
  query,
  server,
  sums,
  usd,
  useReportFixture,
} from './reports-helper.js';

// The delivery report's answer on the real server: totals equal to the lines' sums (and to what the intake stored),
// the derived rates, the days for the chart, each dimension, the filters, the sort and pages.

useReportFixture();

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

  it('answers a report by date and country within campaigns from the campaign summary as from the per-ad rollup', async () => {
    const campaigns = [ids.campaignA, ids.campaignB, ids.campaignC];
    const ask = {
      dimensions: ['date', 'country'] as Query['dimensions'],
      sort_by: 'date' as const,
      sort_order: 'asc' as const,
    };
    // no ad filter: the summary answers; the same with every ad named: the per-ad rollup answers
    const summary = await query(admin, { ...ask, campaign_ids: campaigns, ad_ids: [] });
    const perAd = await query(admin, { ...ask, campaign_ids: campaigns });
    expect(summary.total).toBe(6);
    expect(summary).toEqual(perAd);
    const rows = await server.database.db
      .selectFrom('delivery_stat_summary')
      .select(['campaign_id', 'country', 'spend'])
      .where('campaign_id', 'in', campaigns)
      .orderBy('spend')
      .execute();
    expect(rows.map((r) => [r.campaign_id, r.country, Number(r.spend)])).toEqual([
      [ids.campaignA, 'TH', 320],
      [ids.campaignB, 'DE', 700],
      [ids.campaignA, 'ID', 750],
      [ids.campaignA, 'TH', 900],
      [ids.campaignC, 'ID', 1200],
      [ids.campaignA, 'ID', 1500],
    ]);
  });
});
