import { calls } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { beforeEach, describe, it } from 'vitest';
import { a11yScreens } from '../support/a11y.js';
import { apiAs } from '../support/api.js';
import { settled, signInAs } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Promotion apps, campaigns, ad groups and ads in both languages, checked with axe-core (support/a11y.ts).

const pages = usePages('a11y-advertising');
const { checker, open, dialog, drawer, close } = a11yScreens(pages);
let page: Page;
beforeEach(() => {
  page = pages.page;
});

describe.each(['zh-CN', 'en-US'] as const)('accessible screens in %s', (lang) => {
  it('promotion apps: list, key-match filter, linked accounts popup, add and edit drawers', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await open('/package/index');
    await settled(page);
    await screens.check('apps-list');
    await page.getByTestId('filter-name').click();
    const panel = page.getByTestId('multi-select-panel');
    await panel.getByTestId('multi-select-list').locator('.ant-checkbox-wrapper').first().waitFor();
    await screens.check('apps-key-match');
    await panel.locator('.ant-btn:not(.ant-btn-primary)').click();
    await panel.waitFor({ state: 'hidden' });
    await page.getByTestId('app-view').first().click();
    await dialog().getByTestId('app-accounts').locator('.ant-table-row').first().waitFor();
    await screens.check('apps-accounts');
    await close(dialog());
    await page.getByTestId('app-add').click();
    await drawer().getByTestId('app-form').waitFor();
    await screens.check('apps-create-drawer');
    await close(drawer());
    await page.getByTestId('app-edit').first().click();
    await drawer().getByTestId('app-events-table').waitFor();
    await screens.check('apps-edit-drawer');
    await close(drawer());
    screens.done();
  });

  it('campaigns: list, create drawer, view page, ad groups and the ad group drawer', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await open('/advertising/index');
    await settled(page);
    await screens.check('campaigns-list');
    await page.getByTestId('campaign-add').click();
    await drawer().getByTestId('campaign-form').waitFor();
    await screens.check('campaigns-create-drawer');
    await close(drawer());
    const id = (await page.getByTestId('campaign-id').first().textContent())?.trim();
    await open(`/advertising/view?campaign_id=${id}`);
    await page.getByTestId('campaign-form').waitFor();
    await screens.check('campaigns-view');
    await open(`/advertising/index?campaign_id=${id}&type=group`);
    await page.getByTestId('ad-group-table').waitFor();
    await screens.check('campaigns-ad-groups');
    await page.getByTestId('ad-group-add').click();
    await drawer().getByTestId('target-tree').waitFor();
    await screens.check('campaigns-ad-group-drawer');
    await close(drawer());
    screens.done();
  });

  it('ads: the ad editor drawer, new (JS tag, VAST) and a seeded ad', async () => {
    const screens = checker(lang);
    const { api } = await apiAs(pages.server.url);
    const campaign = (await api(calls.campaigns.list, { custom: 'Orchid Mall' })).data.list[0]!;
    const group = (await api(calls.campaigns.groupList, { campaign_id: campaign.campaign_id })).data.list[0]!;
    const ad = (await api(calls.ads.list, { ad_group_id: group.ad_group_id })).data.list[0];
    const list = `/advertising/index?campaign_id=${campaign.campaign_id}&ad_group_id=${group.ad_group_id}&type=ad`;
    await signInAs(page, pages.server.url, lang);
    await open(list);
    await page.getByTestId('ad-table').waitFor();
    await page.getByTestId('ad-add').click();
    const form = drawer().getByTestId('ad-form');
    await form.waitFor();
    await screens.check('ads-editor-new');
    await form.getByTestId('ad-form-type').locator('.ant-radio-button-wrapper').nth(3).click();
    await form.getByTestId('vast-add').click();
    await screens.check('ads-editor-vast');
    await close(drawer());
    if (ad) {
      await open(`${list}&ad_id=${ad.ad_id}`);
      await drawer().getByTestId('ad-form').waitFor();
      await screens.check('ads-editor-edit');
      await close(drawer());
    }
    screens.done();
  });

  it('ads: the ad list, its batch bar and its delete confirmation', async () => {
    const screens = checker(lang);
    const { api } = await apiAs(pages.server.url);
    const campaign = (await api(calls.campaigns.list, { custom: 'Galaxy Merge' })).data.list[0]!;
    const groups = (await api(calls.campaigns.groupList, { campaign_id: campaign.campaign_id })).data.list;
    // the seeded group with two ads (the newest groups of the campaign have none)
    const group = groups.find((g) => g.name === 'Tier-1 countries')!;
    await signInAs(page, pages.server.url, lang);
    await open(`/advertising/index?campaign_id=${campaign.campaign_id}&ad_group_id=${group.ad_group_id}&type=ad`);
    await page.getByTestId('ad-table').waitFor();
    await settled(page);
    await screens.check('ads-list');
    await page.locator('[data-testid="ad-table"] .ant-table-row .ant-checkbox-input').first().check();
    await page.getByTestId('batch-bar').waitFor();
    await screens.check('ads-list-batch');
    await page.getByTestId('ad-batch-delete').click();
    await page.getByTestId('ad-delete-ok').waitFor();
    await screens.check('ads-delete-confirm');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    screens.done();
  });
});
