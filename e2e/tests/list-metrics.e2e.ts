import { calls, type ListMetricsItem } from '@adconsole/contract';
import { signIn } from '@adconsole/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { eventually, type Lang, signInAs, tableRows, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The metric columns of the campaign, ad group and ad lists in zh and en: a range picked in the toolbar changes the
// impressions, clicks, CTR, installs, spend and CPI each row shows, to what the metrics call answers for that range
// (the integration tests hold the call to the rollup's sums); the range goes along to the ad groups and ads.

const running = usePages('list-metrics');

const T = {
  'zh-CN': { today: '今天', last30: '近 30 天', impressions: '展示数', cpi: '安装成本' },
  'en-US': { today: 'Today', last30: 'Last 30 days', impressions: 'Impressions', cpi: 'CPI' },
} as const;

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const money = (n: number | null, currency: string) =>
  n === null
    ? '-'
    : `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} ${currency}`;

/** Picks a range in the toolbar's select. */
async function pickRange(page: Page, label: string) {
  await page.getByTestId('metric-range-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
}

/** The row's metric cells as the list shows them. */
async function cells(page: Page, prefix: string, testId: string, id: number) {
  const row = tableRows(page).filter({ has: page.getByTestId(testId).getByText(String(id), { exact: true }) });
  const read = (metric: string) => textOf(row.getByTestId(`${prefix}-metric-${metric}`));
  return { impressions: await read('impressions'), spend: await read('spend'), cpi: await read('cpi') };
}

const shown = (m: ListMetricsItem) => ({
  impressions: count(m.impressions),
  spend: money(m.spend, m.currency),
  cpi: money(m.cpi, m.currency),
});

describe.each(['zh-CN', 'en-US'] as const)('list metrics (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('a range picked on the campaign list changes its metric columns, and goes along to the ad groups and ads', async () => {
    const { page, server } = running;
    const admin = await signIn(server.url, 'admin');
    const campaigns = (await admin.api(calls.campaigns.list, { page_no: 1, page_size: 20 })).data.list;
    const ids = campaigns.map((c) => c.campaign_id);
    const metricsOf = async (level: 'campaign' | 'ad_group' | 'ad', of: number[], range: string) =>
      (await admin.api(calls.listMetrics.metrics, { level, ids: of, range } as never)).data as ListMetricsItem[];
    const month = await metricsOf('campaign', ids, 'last_30_days');
    // the campaign that delivered most over the month (the demo seed writes 90 days)
    const busiest = [...month].sort((a, b) => b.impressions - a.impressions)[0]!;
    expect(busiest.impressions).toBeGreaterThan(0);
    const [today] = await metricsOf('campaign', [busiest.id], 'today');

    await signInAs(page, server.url, lang);
    await page.evaluate(() => sessionStorage.removeItem('list_metrics_range'));
    await page.goto(`${server.url}/#/advertising/index`);
    await page.getByRole('columnheader', { name: t.impressions }).waitFor();
    await page.getByRole('columnheader', { name: t.cpi }).waitFor();
    await eventually(() => cells(page, 'campaign', 'campaign-id', busiest.id)).toEqual(shown(today!));
    expect(await textOf(page.getByTestId('metric-range-select'))).toBe(t.today);

    await pickRange(page, t.last30);
    await eventually(() => cells(page, 'campaign', 'campaign-id', busiest.id)).toEqual(shown(busiest));
    await expectAccessible(page, `${lang} campaign list with metrics`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, `list-metrics-${short}-campaigns-1280`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, `list-metrics-${short}-campaigns-1440`);

    const groups = (await admin.api(calls.campaigns.groupList, { campaign_id: busiest.id, page_no: 1, page_size: 20 }))
      .data.list;
    const [group] = await metricsOf(
      'ad_group',
      groups.map((g) => g.ad_group_id),
      'last_30_days',
    ).then((rows) => rows.sort((a, b) => b.impressions - a.impressions));
    await page.goto(`${server.url}/#/advertising/index?campaign_id=${busiest.id}&type=group`);
    expect(await textOf(page.getByTestId('metric-range-select'))).toBe(t.last30);
    const groupRow = tableRows(page).filter({ hasText: groups.find((g) => g.ad_group_id === group!.id)!.name });
    await eventually(() => textOf(groupRow.getByTestId('ad-group-metric-impressions'))).toBe(count(group!.impressions));
    await expectAccessible(page, `${lang} ad group list with metrics`);
    await shot(page, `list-metrics-${short}-groups-1440`);

    const ads = (await admin.api(calls.ads.list, { ad_group_id: group!.id, page_no: 1, page_size: 20 })).data.list;
    const adMetrics = await metricsOf(
      'ad',
      ads.map((a) => a.ad_id),
      'last_30_days',
    );
    await page.goto(`${server.url}/#/advertising/index?campaign_id=${busiest.id}&ad_group_id=${group!.id}&type=ad`);
    const first = adMetrics[0]!;
    const adRow = tableRows(page).filter({ hasText: ads.find((a) => a.ad_id === first.id)!.name });
    await eventually(() => textOf(adRow.getByTestId('ad-metric-impressions'))).toBe(count(first.impressions));
    await expectAccessible(page, `${lang} ad list with metrics`);
    await shot(page, `list-metrics-${short}-ads-1440`);
  });
});
