import { calls } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { clickWhenOpen, shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf, waitForQuery } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The ad list in zh and en: open a demo ad group's ads from the ad group list's "Ads (n)" link, see the breadcrumb
// and the creative thumbnails, filter by name, pause and enable a row, copy an ad and delete the copy after the
// confirmation; and follow a material's bound-ad link from the library's 10001 refusal (a static dialog outside the
// router) to the ad list with that ad's id in the URL (which opens its editor) and the dialog closed.

const running = usePages('ads-list');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    ads: '广告',
    paused: '已暂停 1 个广告的投放',
    enabled: '已开启 1 个广告的投放',
    pausedStatus: '已暂停',
    copied: '已复制广告“Merge Quest hero banner”',
    deleteTitle: '删除广告“',
    deleted: '已删除 1 个广告',
    link: '广告 (2)',
    operation: '操作',
    creatives: '创意',
  },
  'en-US': {
    ads: 'Ads',
    paused: 'Delivery paused for 1 ad',
    enabled: 'Delivery enabled for 1 ad',
    pausedStatus: 'Paused',
    copied: 'Copied the ad Merge Quest hero banner',
    deleteTitle: 'Delete the ad ',
    deleted: 'Deleted 1 ad',
    link: 'Ads (2)',
    operation: 'Operation',
    creatives: 'Creatives',
  },
} as const;

const CAMPAIGN = 'Galaxy Merge Quest · Global Launch';
const GROUP = 'Tier-1 countries';
const HERO = 'Merge Quest hero banner';

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const rowOfAd = (page: Page, id: number) => page.locator(`[data-testid="ad-table"] tr[data-row-key="${id}"]`);

let admin: Api;
let campaignId: number;
let groupId: number;
let heroId: number;
beforeAll(async () => {
  admin = await apiAs(running.server.url);
  const campaign = (await admin.api(calls.campaigns.list, { custom: 'Galaxy Merge' })).data.list[0]!;
  campaignId = campaign.campaign_id;
  const groups = (await admin.api(calls.campaigns.groupList, { campaign_id: campaignId })).data.list;
  groupId = groups.find((g) => g.name === GROUP)!.ad_group_id;
  const ads = (await admin.api(calls.ads.list, { ad_group_id: groupId })).data.list;
  heroId = ads.find((ad) => ad.name === HERO)!.ad_id;
});

describe.each(['zh-CN', 'en-US'] as const)('ad list (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('opens an ad group’s ads from the ad group list, filters, pauses and enables, copies and deletes', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index?campaign_id=${campaignId}&type=group`);
    await settled(page);
    const link = tableRows(page).filter({ hasText: GROUP }).getByTestId('ad-group-ads');
    expect(await textOf(link)).toBe(t.link);
    await link.click();
    await waitForQuery(page, (q) => q.get('type') === 'ad' && q.get('ad_group_id') === String(groupId));
    await page.getByTestId('ad-table').waitFor();
    await settled(page);

    // the breadcrumb: campaigns > the campaign (a link to its ad groups) > the ad group > ads
    const crumbs = page.locator('.ant-breadcrumb li');
    await eventually(() => textOf(page.locator('.ant-breadcrumb'))).toContain(`${CAMPAIGN}/${GROUP}/${t.ads}`);
    expect(await crumbs.getByRole('link', { name: CAMPAIGN }).getAttribute('href')).toContain(
      `campaign_id=${campaignId}&type=group`,
    );

    // the hero banner shows its two image materials as loaded thumbnails named by the ad
    const hero = rowOfAd(page, heroId);
    const thumbs = hero.getByTestId('ad-creative-thumb');
    await eventually(() => thumbs.count()).toBe(2);
    expect(await thumbs.first().getAttribute('alt')).toContain(HERO);
    expect(await thumbs.first().getAttribute('loading')).toBe('lazy');
    await eventually(() => thumbs.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, `${lang} ad list`);
    await shot(page, `ads-${short}-list`);

    // filter by part of the name
    await page.getByTestId('filter-custom').fill('hero');
    await page.keyboard.press('Enter');
    await waitForQuery(page, (q) => q.get('custom') === 'hero');
    await eventually(() => tableRows(page).count()).toBe(1);

    // pause the row, see its delivery status follow, and enable it again
    await hero.getByTestId('ad-switch').click();
    await toast(page, t.paused);
    await eventually(() => textOf(hero.getByTestId('ad-delivery'))).toBe(t.pausedStatus);
    await hero.getByTestId('ad-switch').click();
    await toast(page, t.enabled);
    await eventually(() => textOf(hero.getByTestId('ad-delivery'))).not.toBe(t.pausedStatus);

    // copy: a paused copy in the same ad group, which the filter still shows
    await hero.getByTestId('ad-copy').click();
    await toast(page, t.copied);
    await eventually(() => tableRows(page).count()).toBe(2);
    const ads = (await admin.api(calls.ads.list, { ad_group_id: groupId, custom: 'hero' })).data.list;
    const copy = ads.find((ad) => ad.ad_id !== heroId)!;
    expect(copy.status).toBe(2);
    await eventually(() => textOf(rowOfAd(page, copy.ad_id).getByTestId('ad-delivery'))).toBe(t.pausedStatus);
    await shot(page, `ads-${short}-copied`);

    // delete the copy after its confirmation
    await rowOfAd(page, copy.ad_id).getByTestId('ad-delete').click();
    const title = page.locator('.ant-modal-confirm:visible .ant-modal-confirm-title');
    await eventually(() => textOf(title)).toContain(`${t.deleteTitle}${copy.name}`);
    await clickWhenOpen(page.getByTestId('ad-delete-ok'));
    await toast(page, t.deleted);
    await eventually(() => rowOfAd(page, copy.ad_id).count()).toBe(0);
    expect(await rowOfAd(page, heroId).count()).toBe(1);
  });

  it('follows a bound ad’s link from the material library’s refusal to that ad over its list', async () => {
    const { page, server } = running;
    const [material] = await admin.materials({ type: 1, name: 'Global Launch' });
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/material/image?id=${material!.id}`);
    await settled(page);
    await page.locator(`.ant-table-tbody tr[data-row-key="${material!.id}"]`).getByTestId('row-delete').click();
    await clickWhenOpen(page.getByTestId('delete-ok'));
    // the 10001 refusal is a static dialog (Modal.warning), outside the router
    const refusal = page.locator('.ant-modal-confirm-warning');
    const adLink = refusal.getByRole('link', { name: HERO, exact: true });
    await adLink.waitFor();
    expect(await adLink.getAttribute('href')).toBe(
      `#/advertising/index?campaign_id=${campaignId}&ad_group_id=${groupId}&type=ad&ad_id=${heroId}`,
    );
    await adLink.click();
    await waitForQuery(page, (q) => q.get('type') === 'ad' && q.get('ad_id') === String(heroId));
    await refusal.waitFor({ state: 'detached' });
    await page.getByTestId('ad-table').waitFor();
    await settled(page);
    expect(await rowOfAd(page, heroId).count()).toBe(1);
    await eventually(() => textOf(page.locator('.ant-breadcrumb'))).toContain(GROUP);
    await shot(page, `ads-${short}-from-library`);
  });
  it('shows a view-only role (the demo advertiser, ad.view) the ads without actions, switches or selection', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang, 'advertiser');
    await page.goto(`${server.url}/#/advertising/index?campaign_id=${campaignId}&ad_group_id=${groupId}&type=ad`);
    await page.getByTestId('ad-table').waitFor();
    await settled(page);
    expect(await rowOfAd(page, heroId).getByTestId('ad-creative-thumb').count()).toBe(2);
    expect(await page.getByTestId('ad-add').count()).toBe(0);
    expect(await page.getByTestId('ad-switch').count()).toBe(0);
    expect(await page.locator('[data-testid="ad-table"] .ant-checkbox').count()).toBe(0);
    // no empty Operation column: its header is not there at all
    const headers = await page.locator('[data-testid="ad-table"] thead th').allTextContents();
    expect(headers.some((text) => text.includes(t.operation))).toBe(false);
    expect(headers.some((text) => text.includes(t.creatives))).toBe(true);
  });
});
