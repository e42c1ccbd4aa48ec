import { calls } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { clickWhenOpen, motionEnded, shot } from '../support/browser.js';
import { campaignsViaApi, choose, fillCampaignForm, openCampaignForm } from '../support/campaigns.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf, waitForQuery } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Campaigns and ad groups in zh and en: create a campaign in the drawer, add an ad group with regions from the
// targeting tree selector and an audience package, see its delivery status with the reasons, copy the campaign from
// its row's menu and delete both copies; edit the name and daily budget in place, switch delivery off and on (the
// delivery status follows), delete a selection after a cancelled and a confirmed prompt; a role with campaign.view
// only (the demo advertiser) sees no create, edit, switch or delete; axe on each screen.

const running = usePages('campaigns');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    created: '广告系列已创建',
    groupCreated: '广告组已创建',
    copy: '复制',
    delete: '删除',
    deleted: '已删除',
    region: '印度',
    noAds: '无广告',
    noAdGroups: '无广告组',
    paused: '已暂停',
    saved: '保存成功',
    enabled: '已开启投放',
    pausedToast: '已暂停投放',
    batchTitle: '删除选中的 2 个广告系列？',
    cancelled: '已取消',
    statusOn: '开启',
    noWebhook: '未配置通知 Webhook（NOTIFY_WEBHOOK_URL），消息未发送。',
  },
  'en-US': {
    created: 'The campaign was created',
    groupCreated: 'The ad group was created',
    copy: 'Copy',
    delete: 'Delete',
    deleted: 'Deleted',
    region: 'India',
    noAds: 'No ads',
    noAdGroups: 'No ad groups',
    paused: 'Paused',
    saved: 'Saved successfully',
    enabled: 'Delivery enabled',
    pausedToast: 'Delivery paused',
    batchTitle: 'Delete the 2 selected campaigns?',
    cancelled: 'Cancelled',
    statusOn: 'On',
    noWebhook: 'No notification webhook is configured (NOTIFY_WEBHOOK_URL), so nothing was sent.',
  },
} as const;

const AUDIENCE = 'Lapsed buyers';

const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const menuItem = (page: Page, text: string) =>
  page.locator('.ant-dropdown:visible').last().locator('.ant-dropdown-menu-item', { hasText: text });
const rowsNamed = (page: Page, name: string) =>
  tableRows(page).filter({ has: page.getByTestId('campaign-name').getByText(name) });

/** A row by its campaign id, which stays while the name cell turns into an input. */
const rowOfId = (page: Page, id: number) =>
  tableRows(page).filter({ has: page.getByTestId('campaign-id').getByText(String(id), { exact: true }) });
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

describe.each(['zh-CN', 'en-US'] as const)('campaigns and ad groups (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('creates a campaign, adds an ad group with targeting and an audience, sees its delivery status, copies and deletes it', async () => {
    const { page, server } = running;
    const name = `E2E ${short} campaign ${Date.now() % 100_000}`;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index`);
    await settled(page);
    // a seeded campaign over its total budget: the tooltip gives the reasons the server answered
    const over = tableRows(page).filter({ hasText: 'Orchid Mall' }).getByTestId('campaign-delivery');
    await over.hover();
    await expect.poll(() => page.getByTestId('campaign-delivery-reasons').textContent()).toContain('1,500.00');
    await expectAccessible(page, `${lang} campaign list`);
    await shot(page, `campaigns-${short}-list`);

    // create the campaign in the drawer
    const form = await openCampaignForm(page);
    await fillCampaignForm(page, form, { name, dailyBudget: '500' });
    await expectAccessible(page, `${lang} campaign form`);
    await shot(page, `campaigns-${short}-form`);
    await form.getByTestId('campaign-form-submit').click();
    await toast(page, t.created);
    await drawer(page).waitFor({ state: 'hidden' });

    // find it by the custom keyword and open its ad groups by its name
    await page.getByTestId('filter-custom').fill(name);
    await page.keyboard.press('Enter');
    // the search has landed in the address and its list is in (the unfiltered list holds the row too, and a click
    // while the search still lands would be undone by it)
    await waitForQuery(page, (query) => query.get('custom') === name);
    await settled(page);
    await expect.poll(() => rowsNamed(page, name).count(), { timeout: 10_000 }).toBe(1);
    await rowsNamed(page, name).getByTestId('campaign-name').click();
    await page.getByTestId('ad-group-table').waitFor();
    expect(page.url()).toContain('type=group');

    // an ad group: regions from the tree selector, an audience package to include
    await page.getByTestId('ad-group-add').click();
    const group = drawer(page).getByTestId('ad-group-form');
    await group.waitFor();
    await group.getByTestId('ad-group-form-name').fill(`${name} group`);
    const tree = group.getByTestId('target-tree');
    await tree.getByRole('textbox').fill(t.region);
    await tree.getByTestId('tree-check-all').click();
    await tree.getByTestId('tree-add').click();
    await expect.poll(() => tree.getByTestId('tree-chosen-count').textContent()).not.toContain('0');
    await choose(page, group.getByTestId('targeting-audience_include'), AUDIENCE);
    await page.keyboard.press('Escape');
    await expectAccessible(page, `${lang} ad group form`);
    await shot(page, `campaigns-${short}-ad-group-form`);
    await group.getByTestId('ad-group-form-name').press('Control+Enter');
    await toast(page, t.groupCreated);
    await drawer(page).waitFor({ state: 'hidden' });

    // its delivery status (it has no ad yet, so it says so), and the audience it includes
    await settled(page);
    const row = tableRows(page).first();
    await expect.poll(() => row.getByTestId('ad-group-delivery').textContent()).toBe(t.noAds);
    expect(await row.getByTestId('ad-group-audience').first().textContent()).toContain(AUDIENCE);
    await expectAccessible(page, `${lang} ad group list`);
    await shot(page, `campaigns-${short}-ad-groups`);

    // back to the list: copy the campaign from its menu, then delete both
    await page.goto(`${server.url}/#/advertising/index?custom=${encodeURIComponent(name)}`);
    await settled(page);
    await rowsNamed(page, name).first().getByTestId('campaign-more').click();
    await menuItem(page, t.copy).click();
    await expect.poll(() => rowsNamed(page, name).count(), { timeout: 10_000 }).toBe(2);
    for (let left = 2; left > 0; left -= 1) {
      // a menu still closing sits over the next one's items and takes the click: wait until none shows
      await expect.poll(() => page.locator('.ant-dropdown:visible').count()).toBe(0);
      await rowsNamed(page, name).first().getByTestId('campaign-more').click();
      await menuItem(page, t.delete).click();
      // the confirmation takes the click once it has opened, and the deletion is done once it has closed (the toast
      // of the deletion before may still show)
      const ok = page.getByTestId('campaign-delete-ok');
      await ok.waitFor();
      await motionEnded(page);
      await ok.click();
      await ok.waitFor({ state: 'hidden' });
      await toast(page, t.deleted);
      await expect.poll(() => rowsNamed(page, name).count(), { timeout: 10_000 }).toBe(left - 1);
    }
  });

  it('edits the name and daily budget in place, switches delivery off and on, deletes a selection after confirming', async () => {
    const { page, server } = running;
    const prefix = `E2E ${short} inline ${Date.now() % 100_000}`;
    const [first] = await campaignsViaApi(server.url, [`${prefix} A`, `${prefix} B`]);
    const { api } = await apiAs(server.url);
    const detail = async (id: number) => (await api(calls.campaigns.detail, { campaign_id: id })).data;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index?custom=${encodeURIComponent(prefix)}`);
    await settled(page);
    await eventually(() => rowsNamed(page, prefix).count()).toBe(2);

    // the name: the pencil opens an input, Enter saves
    const row = rowOfId(page, first!);
    await row.getByTestId('campaign-name-edit-edit').click();
    await row.getByTestId('campaign-name-edit-input').fill(`${prefix} A renamed`);
    await expectAccessible(page, `${lang} campaign inline name`);
    await shot(page, `campaigns-${short}-inline-name`);
    await row.getByTestId('campaign-name-edit-input').press('Enter');
    await toast(page, t.saved);
    await eventually(() => rowsNamed(page, `${prefix} A renamed`).count()).toBe(1);
    expect((await detail(first!)).name).toBe(`${prefix} A renamed`);

    // the daily budget, in the budget column
    await row.getByTestId('campaign-daily-budget-edit').click();
    await row.getByTestId('campaign-daily-budget-input').fill('321.5');
    await row.getByTestId('campaign-daily-budget-save').click();
    await eventually(() => textOf(row.getByTestId('campaign-daily-budget'))).toContain('321.50 USD');
    expect((await detail(first!)).campaign_daily_budget).toBe(321.5);

    // off: the switch pauses delivery and the delivery status says so; on again: back to what is missing (a
    // campaign made through the API has no ad group yet)
    const delivery = row.getByTestId('campaign-delivery');
    expect(await textOf(delivery)).toBe(t.noAdGroups);
    await row.getByTestId('campaign-switch').click();
    await toast(page, t.pausedToast);
    await eventually(() => textOf(delivery)).toBe(t.paused);
    expect(await row.getByTestId('campaign-switch').getAttribute('aria-checked')).toBe('false');
    expect((await detail(first!)).status).toBe(2);
    await shot(page, `campaigns-${short}-paused`);
    await row.getByTestId('campaign-switch').click();
    await toast(page, t.enabled);
    await eventually(() => textOf(delivery)).toBe(t.noAdGroups);
    expect((await detail(first!)).status).toBe(1);

    // both selected, one batch delete: cancelling keeps them, confirming deletes them
    for (const r of await rowsNamed(page, prefix).all()) await r.locator('.ant-checkbox-input').check();
    await page.getByTestId('campaign-batch-delete').click();
    await eventually(() => textOf(dialog(page).locator('.ant-modal-confirm-title'))).toBe(t.batchTitle);
    await expectAccessible(page, `${lang} campaign batch delete`);
    await shot(page, `campaigns-${short}-batch-delete`);
    // the prompt's first button cancels
    await dialog(page).locator('.ant-modal-confirm-btns .ant-btn').first().click();
    await toast(page, t.cancelled);
    expect(await rowsNamed(page, prefix).count()).toBe(2);
    await page.getByTestId('campaign-batch-delete').click();
    await clickWhenOpen(page.getByTestId('campaign-delete-ok'));
    await toast(page, t.deleted);
    await eventually(() => rowsNamed(page, prefix).count()).toBe(0);
    const left = (await api(calls.campaigns.list, { custom: prefix })).data;
    expect(left.total).toBe(0);
  });

  it('shows a role with campaign.view only no create, edit, switch or delete', async () => {
    const { page, server } = running;
    // the demo advertiser: campaign.view among its groups, no other campaign group
    await signInAs(page, server.url, lang, 'advertiser');
    await page.goto(`${server.url}/#/advertising/index`);
    await settled(page);
    const rows = rowsNamed(page, 'Orchid Mall');
    await eventually(() => rows.count()).toBeGreaterThan(0);
    const row = rows.first();
    // the on/off state is a tag, not a switch; the delivery status still shows
    expect(await textOf(row.locator('.ant-tag').first())).toBe(t.statusOn);
    expect(await row.getByTestId('campaign-delivery').count()).toBe(1);
    // no batch action for this role, so no row selection either
    expect(await row.locator('.ant-checkbox-input').count()).toBe(0);
    for (const id of [
      'campaign-add',
      'campaign-edit',
      'campaign-more',
      'campaign-switch',
      'campaign-name-edit-edit',
      'campaign-daily-budget-edit',
      'campaign-batch-delete',
      'campaign-batch-enable',
      'campaign-batch-pause',
    ]) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    // its details (another tab in the list) offer no edit either
    const id = await textOf(row.getByTestId('campaign-id'));
    await page.goto(`${server.url}/#/advertising/view?campaign_id=${id}`);
    await page.getByTestId('campaign-form').waitFor();
    expect(await page.getByTestId('campaign-view-edit').count()).toBe(0);
    // nor its ad groups
    await page.getByTestId('campaign-view-groups').click();
    await page.getByTestId('ad-group-table').waitFor();
    await settled(page);
    for (const testId of ['ad-group-add', 'ad-group-edit', 'ad-group-copy', 'ad-group-delete', 'ad-group-switch']) {
      expect(await page.getByTestId(testId).count(), testId).toBe(0);
    }
    await expectAccessible(page, `${lang} campaign list read-only`);
    await shot(page, `campaigns-${short}-read-only`);
  });

  it('offers the notifications and says clearly when no webhook is configured (this server has none)', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index`);
    await settled(page);
    for (const item of ['campaign-notify-test', 'campaign-notify-all']) {
      await page.getByTestId('campaign-notify').click();
      await page.getByTestId(item).click();
      await toast(page, t.noWebhook);
    }
    await expectAccessible(page, `${lang} campaign notify refused`);
    await shot(page, `campaigns-${short}-notify`);
    // a campaign's own summary, from its page
    const id = await textOf(rowsNamed(page, 'Orchid Mall').getByTestId('campaign-id'));
    await page.goto(`${server.url}/#/advertising/view?campaign_id=${id}`);
    await page.getByTestId('campaign-notify-summary').click();
    await toast(page, t.noWebhook);
  });
});
