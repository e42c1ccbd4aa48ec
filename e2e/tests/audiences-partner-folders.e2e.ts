import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { escapeDiscarding, eventually, type Lang, signInAs, tableRows, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';
import { waitForHashPath } from '../support/session.js';

// The partner folders screen: an administrator finds it under the audience menu, sees the demo's mapped
// folders, maps a new folder to an account, changes its accounts and unmaps it; in zh and en, each screen checked
// with axe and kept as a screenshot.

const running = usePages('audiences-partner-folders');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    audience: '受众管理',
    menu: '合作方目录',
    add: '映射目录',
    change: '修改账户',
    unmap: '取消映射',
    ok: '确 定',
    unmapped: '已取消映射',
    partnerSource: '第三方或 S3',
    all: '全部账户',
    done: '导入成功',
  },
  'en-US': {
    audience: 'Audience Management',
    menu: 'Partner Folders',
    add: 'Map a folder',
    change: 'Change accounts',
    unmap: 'Unmap',
    ok: 'OK',
    unmapped: 'Folder unmapped',
    partnerSource: 'Third party or S3',
    all: 'All accounts',
    done: 'Import Successful',
  },
} as const;

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const option = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();

describe.each(['zh-CN', 'en-US'] as const)('partner folders (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('maps a folder to an account, changes its accounts and unmaps it', async () => {
    const { page, server } = running;
    const folder = `e2e-${short}-feed`;
    await signInAs(page, server.url, lang);

    // under the audience menu, beside the list
    await page.goto(`${server.url}/#/audience/index`);
    await page.locator('.ant-menu-submenu-title', { hasText: t.audience }).first().hover();
    await page.getByRole('link', { name: t.menu, exact: true }).click();
    await page.waitForURL(/#\/audience\/partnerFolder/);
    // the list has loaded when the demo's seeded folder is in it (the spinner gone with it)
    await tableRows(page).filter({ hasText: 'travel-partner/' }).waitFor();
    await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    // away from the menu, so its popup closes before the screen is checked
    await page.mouse.move(700, 800);
    await page.locator('.ant-menu-submenu-popup:visible').waitFor({ state: 'hidden' });
    // the demo's folders: the travel partner's and the one for Orchid Shopping
    const seeded = tableRows(page).filter({ hasText: 'travel-partner/' });
    expect(await textOf(seeded)).toContain('Harbor Travel');
    expect(await textOf(tableRows(page).filter({ hasText: 'orchid-partner/' }))).toContain('Orchid Shopping');
    await expectAccessible(page, `${lang} partner folders`);
    await shot(page, `partner-folders-${short}`);

    // map a new folder to Galaxy Games
    await page.getByTestId('partner-folder-add').click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('textbox').first().fill(folder);
    await page.getByTestId('relation-accounts').click();
    await option(page, 'Galaxy Games').click();
    await page.keyboard.press('Escape');
    await expectAccessible(page, `${lang} partner folder form`);
    await shot(page, `partner-folders-${short}-form`);
    await dialog(page).getByRole('button', { name: t.ok }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    const row = tableRows(page).filter({ hasText: `${folder}/` });
    await eventually(() => textOf(row)).toContain('Galaxy Games');

    // a folder name already mapped is refused under the field
    await page.getByTestId('partner-folder-add').click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('textbox').first().fill(folder);
    await page.getByTestId('relation-accounts').click();
    await option(page, 'Galaxy Games').click();
    await page.keyboard.press('Escape');
    await dialog(page).getByRole('button', { name: t.ok }).click();
    await dialog(page).locator('.ant-form-item-explain-error').first().waitFor();
    await shot(page, `partner-folders-${short}-taken`);
    await escapeDiscarding(page, dialog(page));

    // add Orchid Shopping to it
    await row.getByRole('button', { name: new RegExp(t.change) }).click();
    await dialog(page).waitFor();
    await page.getByTestId('relation-accounts').click();
    await option(page, 'Orchid Shopping').click();
    await page.keyboard.press('Escape');
    await dialog(page).getByRole('button', { name: t.ok }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await eventually(() => textOf(row)).toContain('Orchid Shopping');
    expect(await textOf(row)).toContain('Galaxy Games');

    // unmap it
    await row.getByRole('button', { name: new RegExp(t.unmap) }).click();
    await dialog(page).waitFor();
    await expectAccessible(page, `${lang} partner folder unmap`);
    await dialog(page).getByRole('button', { name: t.unmap }).click();
    await page.getByText(t.unmapped).first().waitFor();
    await eventually(() => row.count()).toBe(0);
  });

  it("lets the demo advertiser make a package from its own account's folder, for specified accounts only", async () => {
    const { page, server } = running;
    const name = `Partner e2e ${short} ${Date.now() % 100000}`;
    await signInAs(page, server.url, lang, 'advertiser');
    await page.goto(`${server.url}/#/audience/create`);
    await page.getByTestId('audience-form').waitFor();
    await page.getByTestId('audience-form-name').fill(name);
    await page.locator('.ant-radio-wrapper').filter({ hasText: t.partnerSource }).click();
    // a partner's file makes no all-accounts package: that choice is off, specified accounts are chosen
    const all = page.locator('.ant-radio-wrapper').filter({ hasText: t.all });
    await eventually(() => all.getAttribute('class')).toContain('ant-radio-wrapper-disabled');
    await page.getByTestId('audience-form-path').fill('orchid-partner/2026-11/repeat-buyers.txt');
    await page.getByTestId('relation-accounts').click();
    await option(page, 'Orchid Shopping').click();
    await page.keyboard.press('Escape');
    await expectAccessible(page, `${lang} audience create from a partner file`);
    await shot(page, `partner-folders-${short}-advertiser-create`);
    await page.getByTestId('audience-form-submit').click();
    await waitForHashPath(page, '/audience/index');
    const row = tableRows(page).filter({ has: page.getByTestId('audience-name').getByText(name, { exact: true }) });
    await eventually(() => textOf(row.getByTestId('audience-status'))).toContain(t.done);
  });
});
