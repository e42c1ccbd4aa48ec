import fs from 'node:fs';
import { calls, type ReportAnswer } from '@adconsole/contract';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { motionEnded, shot } from '../support/browser.js';
import { eventually, type Lang, signInAs, tableRows, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The delivery report on the demo seed's 90 days of statistics: found under the Reports menu, the last 3 days by
// date at first; a 30-day range by date and country, the chart's range total equal to the table's totals row (for
// a count and for spend), a sort by clicks, a campaign filter, and the CSV export with headers in the language;
// in zh and en, each screen checked with axe and kept as screenshots at 1440 and 1280 px.

const running = usePages('reports');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    menu: '数据报表',
    page: '投放报表',
    last30: '最近 30 天',
    country: '国家/地区',
    clicks: '点击数',
    spend: '花费',
    csvHeader: '日期,国家/地区,币种,展示数,点击数,安装数,转化数,花费,点击率,转化率,安装成本,千次展示成本',
  },
  'en-US': {
    menu: 'Reports',
    page: 'Delivery Report',
    last30: 'Last 30 days',
    country: 'Country/region',
    clicks: 'Clicks',
    spend: 'Spend',
    csvHeader: 'Date,Country/region,Currency,Impressions,Clicks,Installs,Conversions,Spend,CTR,CVR,CPI,eCPM',
  },
} as const;

const QUERY = '/v1/report/query';
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toLocaleDateString('sv-SE');

/** The next answer of the report call whose body passes `match`, with that body. */
async function nextReport(page: Page, match: (body: Record<string, unknown>) => boolean, act: () => Promise<void>) {
  const waiting = page.waitForResponse(
    (r: Response) => r.url().includes(QUERY) && match(JSON.parse(r.request().postData() ?? '{}')),
  );
  await act();
  const response = await waiting;
  const answer = ((await response.json()) as { data: ReportAnswer }).data;
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  return answer;
}

/** The chart's range total of a currency and the totals row's cell of a metric, as shown. */
async function chartAndTotals(page: Page, currency: string, metric: string) {
  const sum = await textOf(page.getByTestId('report-chart-sum').locator(`[data-currency="${currency}"]`));
  const cell = await textOf(page.getByTestId(`report-totals-${currency}`).locator(`[data-metric="${metric}"]`));
  return { sum, cell };
}

/**
 * Opens the delivery report from the Reports menu (an administrator's last menus fold into the bar's "…"); answers
 * the report's first query.
 */
async function openFromMenu(page: Page, t: { menu: string; page: string }): Promise<Response> {
  const first = page.waitForResponse((r) => r.url().includes(QUERY));
  await page.locator('.ant-menu-item:visible').first().waitFor();
  const rest = page.locator('.ant-menu-overflow-item-rest:not(.ant-menu-submenu-disabled)');
  const folded = (await rest.count()) > 0;
  if (folded) await rest.hover();
  const scope = folded ? '.ant-menu-submenu-popup:visible ' : '';
  await page.locator(`${scope}.ant-menu-submenu-title`, { hasText: t.menu }).first().hover();
  await page.getByRole('link', { name: t.page, exact: true }).click();
  await page.waitForURL(/#\/report\/delivery/);
  return first;
}

describe.each(['zh-CN', 'en-US'] as const)('delivery report (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('shows a range by date and country as a chart and a table that agree, sorts, filters and exports', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);

    // under the Reports menu: the last 3 days by date
    const initial = ((await (await openFromMenu(page, t)).json()) as { data: ReportAnswer }).data;
    // away from the menu, so its popups close before the screen is checked
    await page.mouse.move(40, 28);
    await page.mouse.move(700, 850);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.ant-menu-submenu-popup')).every((popup) => {
        const box = popup.getBoundingClientRect();
        return !popup.checkVisibility({ opacityProperty: true }) || box.right <= 0 || box.bottom <= 0;
      }),
    );
    const inputs = page.getByTestId('report-form').locator('.ant-picker input');
    const now = Date.now();
    expect(await inputs.nth(0).inputValue()).toBe(day(now - 2 * DAY));
    expect(await inputs.nth(1).inputValue()).toBe(day(now));
    await page.getByTestId('report-chart').waitFor();
    expect(initial.total).toBeGreaterThan(0);
    expect(initial.list.every((row) => row.stat_date && row.stat_date >= day(now - 3 * DAY))).toBe(true);

    // 30 days by date and country
    await inputs.nth(0).click();
    await page.locator('.ant-picker-presets li', { hasText: t.last30 }).click();
    await eventually(() => inputs.nth(0).inputValue()).toBe(day(now - 29 * DAY));
    await page.getByTestId('report-form').getByRole('checkbox', { name: t.country }).check();
    const answer = await nextReport(
      page,
      (b) => (b.dimensions as string[]).includes('country') && b.from === day(now - 29 * DAY),
      () => page.getByTestId('report-submit').click(),
    );
    expect(answer.total).toBeGreaterThan(1);
    const currency = answer.totals[0]!.currency;

    // the chart: a point per day of the range on each currency's line, its range total the table's
    await eventually(() => page.getByTestId('report-chart').locator('.recharts-line-dots circle').count()).toBe(
      30 * answer.totals.length,
    );
    const impressions = await chartAndTotals(page, currency, 'impressions');
    expect(impressions.sum).toContain(impressions.cell);
    const daysSum = answer.days.filter((d) => d.currency === currency).reduce((n, d) => n + d.impressions, 0);
    expect(impressions.cell.replace(/,/g, '')).toBe(String(daysSum));
    expect(daysSum).toBe(answer.totals[0]!.impressions);
    await page.getByTestId('report-chart-metric').click();
    await page.locator('.ant-select-item-option', { hasText: t.spend }).first().click();
    await eventually(async () => (await chartAndTotals(page, currency, 'spend')).sum).toContain(
      (await chartAndTotals(page, currency, 'spend')).cell,
    );
    expect(await tableRows(page).count()).toBe(Math.min(answer.total, 50));
    await motionEnded(page);
    await expectAccessible(page, `${lang} report`);
    await shot(page, `reports-${short}-1440`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await motionEnded(page);
    await shot(page, `reports-${short}-1280`);
    // nothing wider than the window: the table scrolls inside its card, the chart's tooltip stays in the chart
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.setViewportSize({ width: 1440, height: 900 });

    // sorted by clicks, most first
    const byClicks = await nextReport(
      page,
      (b) => b.sort_by === 'clicks',
      () => page.locator('.ant-table-thead th', { hasText: t.clicks }).first().click(),
    );
    const clicks = byClicks.list.filter((row) => row.currency === currency).map((row) => row.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));

    // the export: every row of the report, headers in the language
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toBe(`report-${day(now - 29 * DAY)}-${day(now)}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(t.csvHeader);
    expect(lines).toHaveLength(byClicks.total + 1);

    // one campaign
    await page.getByTestId('report-campaigns').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor();
    await option.click();
    await page.keyboard.press('Escape');
    const oneCampaign = await nextReport(
      page,
      (b) => (b.campaign_ids as number[]).length === 1,
      () => page.getByTestId('report-submit').click(),
    );
    expect(oneCampaign.totals.reduce((n, x) => n + x.impressions, 0)).toBeLessThanOrEqual(
      answer.totals.reduce((n, x) => n + x.impressions, 0),
    );
    await expectAccessible(page, `${lang} report filtered`);
  });

  it('shows an advertiser the report of their own accounts only', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang, 'advertiser');
    const first = await openFromMenu(page, t);
    const own = ((await first.json()) as { data: ReportAnswer }).data;
    const body = JSON.parse(first.request().postData() ?? '{}') as { from: string; to: string };
    // the same days as the administrator sees them for the advertiser's two accounts, and less than all accounts
    const admin = await apiAs(server.url, 'admin');
    const all = (await admin.api(calls.reports.query, { from: body.from, to: body.to })).data;
    const advertiser = await apiAs(server.url, 'advertiser');
    const theirs = (await advertiser.api(calls.accounts.options, {})).data.map((a) => a.id);
    expect(theirs).toHaveLength(2);
    const scoped = (await admin.api(calls.reports.query, { from: body.from, to: body.to, account_ids: theirs })).data;
    const impressions = (r: ReportAnswer) => r.totals.reduce((n, x) => n + x.impressions, 0);
    expect(impressions(own)).toBe(impressions(scoped));
    expect(impressions(own)).toBeLessThan(impressions(all));
    const currency = own.totals[0]!.currency;
    await page.getByTestId(`report-totals-${currency}`).waitFor();
    expect(
      (await textOf(page.getByTestId(`report-totals-${currency}`).locator('[data-metric="impressions"]'))).replace(
        /,/g,
        '',
      ),
    ).toBe(String(own.totals[0]!.impressions));
    await page.mouse.move(700, 850);
    await expectAccessible(page, `${lang} report advertiser`);
  });
});
