import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { type Lang, settled, signInAs, tableRows } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Campaigns and ad groups in zh and en: create a campaign in the drawer, add an ad group with regions from the
// targeting tree selector and an audience package, see its delivery status with the reasons, copy the campaign from
// its row's menu and delete both copies; axe on the list, the forms and the ad group list.

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
    normal: '正常投放',
  },
  'en-US': {
    created: 'The campaign was created',
    groupCreated: 'The ad group was created',
    copy: 'Copy',
    delete: 'Delete',
    deleted: 'Deleted',
    region: 'India',
    normal: 'Normal delivery',
  },
} as const;

const AUDIENCE = 'Lapsed buyers';

const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const menuItem = (page: Page, text: string) =>
  page.locator('.ant-dropdown:visible').last().locator('.ant-dropdown-menu-item', { hasText: text });
const rowsNamed = (page: Page, name: string) =>
  tableRows(page).filter({ has: page.getByTestId('campaign-name').getByText(name) });

/** Picks an option of an antd select by typing part of its label (the first option when no text is given). */
async function choose(page: Page, select: Locator, text?: string): Promise<void> {
  await select.click();
  if (text) await select.locator('input').fill(text);
  // the open list is the last one shown (a closed drawer's list may still fade out); Enter takes its active option
  await page.locator('.ant-select-dropdown:visible').last().locator('.ant-select-item-option').first().waitFor();
  await page.keyboard.press('Enter');
}

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
    await page.getByTestId('campaign-add').click();
    const form = drawer(page).getByTestId('campaign-form');
    await form.waitFor();
    await choose(page, form.getByTestId('campaign-form-account'));
    await form.getByTestId('campaign-form-name').fill(name);
    await choose(page, form.getByTestId('campaign-form-app'));
    await form.getByTestId('campaign-form-daily-budget').fill('500');
    await expectAccessible(page, `${lang} campaign form`);
    await shot(page, `campaigns-${short}-form`);
    await form.getByTestId('campaign-form-submit').click();
    await toast(page, t.created);
    await drawer(page).waitFor({ state: 'hidden' });

    // find it by the custom keyword and open its ad groups by its name
    await page.getByTestId('filter-custom').fill(name);
    await page.keyboard.press('Enter');
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

    // its delivery status, and the audience it includes
    await settled(page);
    const row = tableRows(page).first();
    await expect.poll(() => row.getByTestId('ad-group-delivery').textContent()).toBe(t.normal);
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
      await rowsNamed(page, name).first().getByTestId('campaign-more').click();
      await menuItem(page, t.delete).click();
      await page.getByTestId('campaign-delete-ok').click();
      await toast(page, t.deleted);
      await expect.poll(() => rowsNamed(page, name).count(), { timeout: 10_000 }).toBe(left - 1);
    }
  });
});
