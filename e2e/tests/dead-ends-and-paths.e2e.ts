import { calls } from '@adconsole/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { motionEnded, shot } from '../support/browser.js';
import { callsIdle } from '../support/calls.js';
import { campaignViaApi, fillCampaignForm, openCampaignForm } from '../support/campaigns.js';
import { eventually, type Lang, settled, signInAs, tableRows } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Issue 27 points 2, 3 and 4 in zh and en: a deleted campaign or a bad id in the address shows "no longer exists"
// with a way back inside the console's frame; a new campaign offers "Add an ad group", a new ad group "Add an ad", and
// a campaign's ad-group count opens its ad groups; wide lists keep the name pinned left, the status beside it and
// the operation pinned right, so at 1280 px the campaign budget scrolls into full view.

const running = usePages('dead-ends-and-paths');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    campaignGone: '该广告系列已不存在',
    groupGone: '该广告组已不存在',
    menu: '广告投放',
    addGroup: '添加广告组',
    addAd: '添加广告',
    audienceName: '人群包名称',
    audienceStatus: '状态',
  },
  'en-US': {
    campaignGone: 'This campaign no longer exists',
    groupGone: 'This ad group no longer exists',
    menu: 'Advertising',
    addGroup: 'Add an ad group',
    addAd: 'Add an ad',
    audienceName: 'Package name',
    audienceStatus: 'Status',
  },
} as const;

const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();
const hash = (page: Page) => new URL(page.url()).hash;

/** The on-screen box of a locator (it is shown). */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

describe.each(['zh-CN', 'en-US'] as const)('dead ends, guided path, key columns (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('says a deleted campaign or a bad ad group id no longer exists, inside the frame, with a way back', async () => {
    const { page, server } = running;
    await page.setViewportSize({ width: 1280, height: 800 });
    const name = `E2E ${short} gone ${Date.now() % 100_000}`;
    const campaignId = await campaignViaApi(server.url, name);
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index?custom=${encodeURIComponent(name)}`);
    await settled(page);
    // forward to a campaign's ad groups after it was deleted elsewhere
    await tableRows(page).getByTestId('campaign-name').getByText(name).click();
    await page.getByTestId('ad-group-table').waitFor();
    await page.goBack();
    await page.getByTestId('campaign-table').waitFor();
    const { api } = await apiAs(server.url);
    await api(calls.campaigns.remove, { campaign_ids: [campaignId] });
    await page.goForward();
    const notice = page.getByTestId('missing-record');
    await notice.getByText(t.campaignGone).waitFor();
    // the frame stays: the navigation bar is there
    await page.locator('.ant-layout-header').getByText(t.menu, { exact: true }).waitFor();
    await expectAccessible(page, `${lang} campaign gone`);
    await shot(page, `dead-ends-${short}-campaign-gone-1280`);
    await page.getByTestId('missing-record-back').click();
    await page.getByTestId('campaign-table').waitFor();

    // a bad ad group id, and a bad campaign id on the campaign's own page
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/#/advertising/index?campaign_id=1&ad_group_id=987654&type=ad`);
    await notice.getByText(t.groupGone).waitFor();
    await shot(page, `dead-ends-${short}-group-gone-1440`);
    await page.getByTestId('missing-record-back').click();
    await page.getByTestId('ad-group-table').waitFor();
    expect(hash(page)).toContain('type=group');
    await page.goto(`${server.url}/#/advertising/view?campaign_id=987654`);
    await notice.getByText(t.campaignGone).waitFor();
    await expectAccessible(page, `${lang} campaign view gone`);
  });

  it('offers the next step after a new campaign and a new ad group; the ad-group count is a link', async () => {
    const { page, server } = running;
    await page.setViewportSize({ width: 1440, height: 900 });
    const name = `E2E ${short} path ${Date.now() % 100_000}`;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index`);
    await settled(page);

    const form = await openCampaignForm(page);
    await fillCampaignForm(page, form, { name, dailyBudget: '500' });
    await form.getByTestId('campaign-form-submit').click();
    const next = page.getByTestId('next-add-ad-group');
    await next.waitFor();
    await expect.poll(() => next.textContent()).toContain(t.addGroup);
    await motionEnded(page);
    await expectAccessible(page, `${lang} next step after a campaign`);
    await shot(page, `guided-path-${short}-next-ad-group`);
    await next.click();
    // the new campaign's ad groups, with the first one's form open
    const group = drawer(page).getByTestId('ad-group-form');
    await group.waitFor();
    expect(hash(page)).toContain('type=group');
    await group.getByTestId('ad-group-form-name').fill(`${name} group`);
    await group.getByTestId('ad-group-form-name').press('Control+Enter');
    const nextAd = page.getByTestId('next-add-ad');
    await nextAd.waitFor();
    await expect.poll(() => nextAd.textContent()).toContain(t.addAd);
    await nextAd.click();
    await drawer(page).getByTestId('ad-form').waitFor();
    expect(hash(page)).toContain('type=ad');

    // back on the campaign list, the count of ad groups opens them
    await page.goto(`${server.url}/#/advertising/index?custom=${encodeURIComponent(name)}`);
    await settled(page);
    const count = tableRows(page).getByTestId('campaign-group-count');
    await eventually(() => count.count()).toBe(1);
    await count.click();
    await page.getByTestId('ad-group-table').waitFor();
    await eventually(() => tableRows(page).count()).toBe(1);
  });

  it('pins the name left and the operation right, status beside the name; the budget scrolls fully into view at 1280 px', async () => {
    const { page, server } = running;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index`);
    await settled(page);
    const table = page.getByTestId('campaign-table');
    const row = tableRows(page).first();
    const nameCell = row.locator('td').filter({ has: page.getByTestId('campaign-name') });
    const actionCell = row.locator('td').last();
    const budgetCell = row.locator('td').filter({ has: page.getByTestId('campaign-daily-budget') });
    await shot(page, `pinned-columns-${short}-campaigns-1280`);
    // scrolled to the far right: the budget is whole, left of the pinned operation, and the name stays where it was
    const nameBefore = await box(nameCell);
    // at 1280 px the budget shows whole before any scrolling, beside the status
    const budgetFirst = await box(budgetCell.first());
    expect(budgetFirst.x + budgetFirst.width).toBeLessThanOrEqual((await box(actionCell)).x + 1);
    await table
      .locator('.ant-table-content, .ant-table-body')
      .first()
      .evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
    await eventually(async () => {
      const budget = await box(budgetCell.first());
      return budget.x + budget.width <= (await box(actionCell)).x + 1;
    }).toBe(true);
    expect((await box(nameCell)).x).toBe(nameBefore.x);
    await shot(page, `pinned-columns-${short}-campaigns-1280-scrolled`);

    // audiences: status right after the name, operation last
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/#/audience/index`);
      await settled(page);
      const heads = page.getByTestId('audience-table').locator('thead th');
      await eventually(() => heads.count()).toBeGreaterThan(3);
      const titles = (await heads.allTextContents()).map((text) => text.trim()).filter(Boolean);
      expect(titles.length).toBeGreaterThan(3);
      await shot(page, `pinned-columns-${short}-audiences-${width}`);
      const rowCells = tableRows(page).first().locator('td');
      // name, then status (its report link lives there), and the operation at the right edge
      const at = titles.indexOf(t.audienceName);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(titles[at + 1]).toBe(t.audienceStatus);
      const last = await box(rowCells.last());
      const tableRight = await box(page.getByTestId('audience-table'));
      expect(last.x + last.width).toBeGreaterThan(tableRight.x + tableRight.width - 4);
    }
    await expectAccessible(page, `${lang} audiences pinned`);

    // the plain tables too (API keys, the audit log, the catalogues): the name pinned left, the operation right
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/#/auth/apiKey`);
    const keys = page.getByTestId('api-key-table');
    await keys.locator('thead th').first().waitFor();
    await eventually(() => keys.locator('thead th.ant-table-cell-fix-start').count()).toBe(1);
    expect(await keys.locator('thead th').last().getAttribute('class')).toContain('ant-table-cell-fix-end');
    await shot(page, `pinned-columns-${short}-api-keys-1280`);
    await page.goto(`${server.url}/#/auth/audit`);
    const log = page.locator('.ant-table').first();
    await log.locator('thead th').first().waitFor();
    expect(await log.locator('thead th').first().getAttribute('class')).toContain('ant-table-cell-fix-start');
    // its sideways scroll is a region the keyboard reaches, once the entries are drawn
    await callsIdle(page);
    await log.locator('.ant-table-content[tabindex="0"], .ant-table-body[tabindex="0"]').first().waitFor();
  });
});
