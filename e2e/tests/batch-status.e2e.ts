import { calls } from '@adconsole/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { clickWhenOpen, motionEnded, shot } from '../support/browser.js';
import { campaignViaApi as campaignViaApiAs } from '../support/campaigns.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Batch on/off and consistent selection (issue 27 point 10, issue 29 point 11), in zh and en: the campaign, ad group
// and ad lists pause and enable the picked rows from the batch bar (Enable, Pause beside Delete, the row switch's
// words), the switches follow, the picks clear and a toast gives the count; the ad group list selects rows and
// batch-deletes them; a list without batch actions (audience packages) has no checkboxes. The promotion app's and the
// ad's own Cancel ask before typed work is discarded, as the drawer's X and Esc do.

const running = usePages('batch-status');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    actions: ['开启', '暂停', '删除'],
    selected: '已选择 2 项',
    campaignsPaused: '已暂停 2 个广告系列的投放',
    campaignsEnabled: '已开启 2 个广告系列的投放',
    groupsPaused: '已暂停 2 个广告组的投放',
    groupsEnabled: '已开启 2 个广告组的投放',
    groupDeleteTitle: '删除选中的 2 个广告组？',
    adsPaused: '已暂停 2 个广告的投放',
    adsEnabled: '已开启 2 个广告的投放',
    deleted: '已删除',
    discard: '放弃未保存的修改？',
  },
  'en-US': {
    actions: ['Enable', 'Pause', 'Delete'],
    selected: '2 rows selected',
    campaignsPaused: 'Delivery paused for 2 campaigns',
    campaignsEnabled: 'Delivery enabled for 2 campaigns',
    groupsPaused: 'Delivery paused for 2 ad groups',
    groupsEnabled: 'Delivery enabled for 2 ad groups',
    groupDeleteTitle: 'Delete the 2 selected ad groups?',
    adsPaused: 'Delivery paused for 2 ads',
    adsEnabled: 'Delivery enabled for 2 ads',
    deleted: 'Deleted',
    discard: 'Discard changes?',
  },
} as const;

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const batchBar = (page: Page) => page.getByTestId('batch-bar');
const question = (page: Page) => page.locator('.ant-modal-confirm:visible .ant-modal-confirm-body');
const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();
const rowOf = (page: Page, id: number) => page.locator(`.ant-table-tbody tr[data-row-key="${id}"]`);
const pick = (page: Page, id: number) => rowOf(page, id).locator('.ant-checkbox-input').check();
const switchOn = (page: Page, id: number, prefix: string) =>
  rowOf(page, id).getByTestId(`${prefix}-switch`).getAttribute('aria-checked');

let admin: Api;
beforeAll(async () => {
  admin = await apiAs(running.server.url);
});

/** A campaign made through the API (on, with budgets) for the seeded Orchid Mall campaign's account and app. */
const campaignViaApi = (name: string) => campaignViaApiAs(running.server.url, name);

/** The demo's ad group with two ads (Galaxy Merge Quest's Tier-1 countries) and its campaign. */
async function demoGroup() {
  const campaign = (await admin.api(calls.campaigns.list, { custom: 'Galaxy Merge' })).data.list[0]!;
  const groups = (await admin.api(calls.campaigns.groupList, { campaign_id: campaign.campaign_id })).data.list;
  return { campaignId: campaign.campaign_id, groupId: groups.find((g) => g.name === 'Tier-1 countries')!.ad_group_id };
}

/** The batch bar's action buttons' texts, in order. */
const actionTexts = async (bar: Locator) =>
  (await bar.locator('.ant-space .ant-btn').allTextContents()).map((text) => text.trim());

describe.each(['zh-CN', 'en-US'] as const)('batch on/off and selection (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('pauses and enables picked campaigns from the batch bar; the switches follow, the picks clear', async () => {
    const { page, server } = running;
    const prefix = `E2E ${short} batch ${Date.now() % 100_000}`;
    const [a, b, c] = [
      await campaignViaApi(`${prefix} A`),
      await campaignViaApi(`${prefix} B`),
      await campaignViaApi(`${prefix} C`),
    ] as [number, number, number];
    await signInAs(page, server.url, lang);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/#/advertising/index?custom=${encodeURIComponent(prefix)}`);
      await settled(page);
      await eventually(() => tableRows(page).count()).toBe(3);
      await pick(page, a);
      await pick(page, b);
      await batchBar(page).waitFor();
      expect(await textOf(page.getByTestId('batch-count'))).toBe(t.selected);
      expect(await actionTexts(batchBar(page))).toEqual(t.actions);
      await motionEnded(page);
      await shot(page, `batch-status-${short}-campaigns-${width}`);
      await page.getByTestId('batch-bar').getByRole('button').last().click();
      await batchBar(page).waitFor({ state: 'hidden' });
    }
    await expectAccessible(page, `${lang} campaign list`);

    await pick(page, a);
    await pick(page, b);
    await page.getByTestId('campaign-batch-pause').click();
    await toast(page, t.campaignsPaused);
    await batchBar(page).waitFor({ state: 'hidden' });
    await eventually(() => switchOn(page, a, 'campaign')).toBe('false');
    await eventually(() => switchOn(page, b, 'campaign')).toBe('false');
    expect(await switchOn(page, c, 'campaign')).toBe('true');
    expect(await rowOf(page, a).locator('.ant-checkbox-input').isChecked()).toBe(false);
    for (const id of [a, b, c]) {
      const { status } = (await admin.api(calls.campaigns.detail, { campaign_id: id })).data;
      expect(status).toBe(id === c ? 1 : 2);
    }

    await pick(page, a);
    await pick(page, b);
    await page.getByTestId('campaign-batch-enable').click();
    await toast(page, t.campaignsEnabled);
    await batchBar(page).waitFor({ state: 'hidden' });
    await eventually(() => switchOn(page, a, 'campaign')).toBe('true');
    await eventually(() => switchOn(page, b, 'campaign')).toBe('true');
  });

  it('selects ad groups: batch pause and enable, then a batch delete after confirming', async () => {
    const { page, server } = running;
    await page.setViewportSize({ width: 1280, height: 900 });
    const campaignId = await campaignViaApi(`E2E ${short} groups ${Date.now() % 100_000}`);
    const group = async (name: string) =>
      (await admin.api(calls.campaigns.groupCreate, { campaign_id: campaignId, name })).data.id;
    const [a, b, c] = [await group('Group A'), await group('Group B'), await group('Group C')] as [
      number,
      number,
      number,
    ];
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index?campaign_id=${campaignId}&type=group`);
    await settled(page);
    await eventually(() => tableRows(page).count()).toBe(3);

    await pick(page, a);
    await pick(page, b);
    await batchBar(page).waitFor();
    expect(await actionTexts(batchBar(page))).toEqual(t.actions);
    // the row under the pointer stays selected-and-hovered for the check: its links keep their contrast
    await expectAccessible(page, `${lang} ad group batch bar`);
    await shot(page, `batch-status-${short}-ad-groups`);
    await page.getByTestId('ad-group-batch-pause').click();
    await toast(page, t.groupsPaused);
    await batchBar(page).waitFor({ state: 'hidden' });
    await eventually(() => switchOn(page, a, 'ad-group')).toBe('false');
    await eventually(() => switchOn(page, b, 'ad-group')).toBe('false');
    expect(await switchOn(page, c, 'ad-group')).toBe('true');

    await pick(page, a);
    await pick(page, b);
    await page.getByTestId('ad-group-batch-enable').click();
    await toast(page, t.groupsEnabled);
    await eventually(() => switchOn(page, a, 'ad-group')).toBe('true');
    await eventually(() => switchOn(page, b, 'ad-group')).toBe('true');

    await pick(page, b);
    await pick(page, c);
    await page.getByTestId('ad-group-batch-delete').click();
    await eventually(() => textOf(page.locator('.ant-modal-confirm-title:visible'))).toBe(t.groupDeleteTitle);
    await clickWhenOpen(page.getByTestId('ad-group-delete-ok'));
    await toast(page, t.deleted);
    await eventually(() => tableRows(page).count()).toBe(1);
    await batchBar(page).waitFor({ state: 'hidden' });
    expect((await admin.api(calls.campaigns.groupList, { campaign_id: campaignId })).data.list).toMatchObject([
      { ad_group_id: a },
    ]);
  });

  it('pauses and enables picked ads from the batch bar; the switches follow, the picks clear', async () => {
    const { page, server } = running;
    await page.setViewportSize({ width: 1280, height: 900 });
    const { campaignId, groupId } = await demoGroup();
    const ids = (await admin.api(calls.ads.list, { ad_group_id: groupId })).data.list.map((ad) => ad.ad_id);
    expect(ids.length).toBe(2);
    const [a, b] = ids as [number, number];
    await admin.api(calls.ads.enable, { ad_ids: ids });
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index?campaign_id=${campaignId}&ad_group_id=${groupId}&type=ad`);
    await settled(page);

    await pick(page, a);
    await pick(page, b);
    await batchBar(page).waitFor();
    expect(await actionTexts(batchBar(page))).toEqual(t.actions);
    await page.getByTestId('ad-batch-pause').click();
    await toast(page, t.adsPaused);
    await batchBar(page).waitFor({ state: 'hidden' });
    await eventually(() => switchOn(page, a, 'ad')).toBe('false');
    await eventually(() => switchOn(page, b, 'ad')).toBe('false');
    expect((await admin.api(calls.ads.detail, { ad_id: a })).data.status).toBe(2);

    await pick(page, a);
    await pick(page, b);
    await page.getByTestId('ad-batch-enable').click();
    await toast(page, t.adsEnabled);
    await batchBar(page).waitFor({ state: 'hidden' });
    await eventually(() => switchOn(page, a, 'ad')).toBe('true');
    await eventually(() => switchOn(page, b, 'ad')).toBe('true');
  });

  it('shows no checkboxes on the audience packages, whose list has no batch action', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/index`);
    await page.getByTestId('audience-table').waitFor();
    await settled(page);
    expect(await page.getByTestId('audience-table').locator('.ant-table-selection-column').count()).toBe(0);
    // the lists with batch actions have them
    await page.goto(`${server.url}/#/advertising/index`);
    // a hash route: the audience table may still be on the page when the campaigns' call starts
    await page.getByTestId('campaign-table').waitFor();
    await settled(page);
    await eventually(() =>
      page.getByTestId('campaign-table').locator('.ant-table-selection-column').count(),
    ).toBeGreaterThan(0);
  });

  it("asks before the app form's and the ad form's own Cancel discards typed work", async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);

    await page.goto(`${server.url}/#/package/index`);
    await settled(page);
    await page.getByTestId('app-add').click();
    const app = drawer(page).getByTestId('app-form');
    await app.waitFor();
    await app.getByTestId('app-form-name').fill('Half-typed app');
    await app.getByTestId('app-form-cancel').click();
    await question(page).getByText(t.discard).waitFor();
    await motionEnded(page);
    await shot(page, `batch-status-${short}-app-cancel`);
    await page.getByTestId('discard-keep').click();
    await question(page).waitFor({ state: 'hidden' });
    expect(await app.getByTestId('app-form-name').inputValue()).toBe('Half-typed app');
    await app.getByTestId('app-form-cancel').click();
    await page.getByTestId('discard-ok').click();
    await app.waitFor({ state: 'hidden' });

    const { campaignId, groupId } = await demoGroup();
    await page.goto(`${server.url}/#/advertising/index?campaign_id=${campaignId}&ad_group_id=${groupId}&type=ad`);
    await settled(page);
    await page.getByTestId('ad-add').click();
    const ad = drawer(page).getByTestId('ad-form');
    await ad.waitFor();
    await ad.getByTestId('ad-form-name').fill('Half-typed ad');
    await ad.getByTestId('ad-form-cancel').click();
    await question(page).getByText(t.discard).waitFor();
    await page.getByTestId('discard-keep').click();
    await question(page).waitFor({ state: 'hidden' });
    expect(await ad.getByTestId('ad-form-name').inputValue()).toBe('Half-typed ad');
    await ad.getByTestId('ad-form-cancel').click();
    await page.getByTestId('discard-ok').click();
    await ad.waitFor({ state: 'hidden' });
  });
});
