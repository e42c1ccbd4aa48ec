import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { clickWhenOpen, shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf, waitForQuery } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The placement catalogues: an administrator finds them under the Placements menu, adds a media app and an ad
// position to it, edits the position, is refused deleting the app while the position uses it (the refusal names the
// position), then deletes the position and the app; the DSP and ad platform pages are looked over; a platform
// account is added on an ad platform, seen in its list and deleted; a role without
// the catalogues' groups is offered no menu and gets the no-permission page. In zh and en at 1280 px, every screen
// checked with axe and kept as a screenshot.

const running = usePages('placements');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    menu: '广告位管理',
    mediaApps: '媒体应用',
    adPositions: '广告位',
    material: '素材库',
    ok: '确 定',
    saved: '保存成功',
    deleted: '删除成功',
    nameRequired: '请输入名称',
    appName: '应用名称',
    pkg: '包名 / Bundle ID',
    pkgPattern: '只能包含字母、数字、点、下划线和短横线',
    positionName: '广告位名称',
    width: '宽度（像素）',
    height: '高度（像素）',
    banner: '横幅广告',
    on: '启用',
    off: '停用',
    positionKind: '广告位',
    cannotDelete: '无法删除',
    sideRequired: '请输入整数像素',
    accountsTab: '平台账户',
    accountName: '名称',
    externalId: '外部 ID',
    externalPattern: '3 到 64 个字母、数字、_ 或 -',
  },
  'en-US': {
    menu: 'Placements',
    mediaApps: 'Media Apps',
    adPositions: 'Ad Positions',
    material: 'Material Library',
    ok: 'OK',
    saved: 'Saved',
    deleted: 'Deleted',
    nameRequired: 'Enter the name',
    appName: 'App name',
    pkg: 'Package name / bundle ID',
    pkgPattern: 'Only letters, digits, dot, underscore and dash',
    positionName: 'Ad position name',
    width: 'Width (px)',
    height: 'Height (px)',
    banner: 'Banner',
    on: 'On',
    off: 'Off',
    positionKind: 'Ad position',
    cannotDelete: 'Cannot delete',
    sideRequired: 'Enter a whole number of pixels',
    accountsTab: 'Platform accounts',
    accountName: 'Name',
    externalId: 'External ID',
    externalPattern: '3 to 64 letters, digits, _ or -',
  },
} as const;

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const option = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();

/** Checks the screen with axe and keeps its screenshot as e2e/.artifacts/placements-<lang>-<name>.png. */
async function screen(page: Page, lang: Lang, name: string): Promise<void> {
  await expectAccessible(page, `${lang} placements ${name}`);
  await shot(page, `placements-${lang === 'zh-CN' ? 'zh' : 'en'}-${name}`);
}

/** Searches the list (`media-app`, `ad-position`) by its keyword box and answers the row that holds `text`. */
async function findRow(page: Page, list: string, text: string): Promise<Locator> {
  // the list's own page (a route change keeps the last page on screen until the next one's code has loaded)
  await page.getByTestId(`${list}-add`).waitFor();
  await settled(page);
  const keyword = page.getByTestId('filter-keyword');
  await keyword.fill(text);
  await keyword.press('Enter');
  await waitForQuery(page, (query) => query.get('keyword') === text);
  await settled(page);
  const row = tableRows(page).filter({ hasText: text });
  await row.first().waitFor();
  await eventually(() => tableRows(page).count()).toBe(1);
  return row;
}

describe.each(['zh-CN', 'en-US'] as const)('placements (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('adds a media app and an ad position, edits it, is refused deleting what is in use, deletes what is not', async () => {
    const { page, server } = running;
    const n = Date.now() % 100_000;
    const appName = `E2E ${short} app ${n}`;
    const pkg = `com.e2e.${short}${n}`;
    const position = `Top banner ${short} ${n}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, server.url, lang);

    // under the Placements menu (at 1280 px an administrator's last menus fold into the bar's "…")
    await page.locator('.ant-menu-item:visible').first().waitFor();
    const rest = page.locator('.ant-menu-overflow-item-rest:not(.ant-menu-submenu-disabled)');
    const folded = (await rest.count()) > 0;
    if (folded) await rest.hover();
    const scope = folded ? '.ant-menu-submenu-popup:visible ' : '';
    await page.locator(`${scope}.ant-menu-submenu-title`, { hasText: t.menu }).first().hover();
    await page.getByRole('link', { name: t.mediaApps, exact: true }).click();
    await page.waitForURL(/#\/placement\/mediaApp/);
    await settled(page);
    // away from the menu, so its popup closes before the screen is checked
    await page.mouse.move(40, 28);
    await page.mouse.move(700, 780);
    // (a folded menu's inner popup stays in the page, moved out of the window: what counts is that none is seen)
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.ant-menu-submenu-popup')).every((popup) => {
        const box = popup.getBoundingClientRect();
        return !popup.checkVisibility({ opacityProperty: true }) || box.right <= 0 || box.bottom <= 0;
      }),
    );
    await screen(page, lang, 'media-apps');

    // a new media app: the form's rules speak before anything is sent
    await page.getByTestId('media-app-add').click();
    const form = dialog(page);
    await form.getByTestId('media-app-form').waitFor();
    await form.getByRole('button', { name: t.ok }).click();
    await form.getByText(t.nameRequired).waitFor();
    await form.getByLabel(t.appName).fill(appName);
    await form.getByLabel(t.pkg).fill('com example');
    await form.getByText(t.pkgPattern).waitFor();
    await form.getByLabel(t.pkg).fill(pkg);
    await form.getByText('iOS', { exact: true }).click();
    await screen(page, lang, 'media-app-form');
    await form.getByRole('button', { name: t.ok }).click();
    await page.getByText(t.saved).first().waitFor();
    await form.waitFor({ state: 'hidden' });
    const appRow = await findRow(page, 'media-app', appName);
    expect(await textOf(appRow)).toContain(pkg);
    expect(await textOf(appRow)).toContain('iOS');

    // an ad position of it
    await page.goto(`${server.url}/#/placement/adPosition`);
    await page.getByTestId('ad-position-add').waitFor();
    await settled(page);
    await screen(page, lang, 'ad-positions');
    await page.getByTestId('ad-position-add').click();
    await form.getByTestId('ad-position-form').waitFor();
    await form.getByTestId('ad-position-form-app').click();
    await page.keyboard.type(appName);
    await option(page, appName).click();
    await form.getByLabel(t.positionName).fill(position);
    await form.getByTestId('ad-position-form-type').click();
    await option(page, t.banner).click();
    await form.getByLabel(t.width).fill('320');
    await form.getByRole('button', { name: t.ok }).click();
    await form.getByText(t.sideRequired).waitFor();
    await form.getByLabel(t.height).fill('50');
    await screen(page, lang, 'ad-position-form');
    await form.getByRole('button', { name: t.ok }).click();
    await page.getByText(t.saved).first().waitFor();
    await form.waitFor({ state: 'hidden' });
    const row = await findRow(page, 'ad-position', position);
    const shown = await textOf(row);
    for (const part of [appName, t.banner, '320 × 50', t.on]) expect(shown).toContain(part);

    // edit it: a new name, switched off
    await row.getByTestId('ad-position-edit').click();
    await form.getByTestId('ad-position-form').waitFor();
    const nameInput = form.getByLabel(t.positionName);
    await eventually(() => nameInput.inputValue()).toBe(position);
    await nameInput.fill(`${position} v2`);
    await form.getByRole('switch').click();
    await form.getByRole('button', { name: t.ok }).click();
    await page.getByText(t.saved).first().waitFor();
    await form.waitFor({ state: 'hidden' });
    const edited = await findRow(page, 'ad-position', `${position} v2`);
    await eventually(() => textOf(edited)).toContain(t.off);
    await screen(page, lang, 'ad-positions-edited');

    // the app is in use by the position: the refusal names it
    await page.goto(`${server.url}/#/placement/mediaApp`);
    const usedApp = await findRow(page, 'media-app', appName);
    await usedApp.getByTestId('media-app-delete').click();
    await clickWhenOpen(page.getByTestId('placement-delete-ok'));
    const refusal = page.getByTestId('placement-in-use');
    await refusal.waitFor();
    expect(await textOf(dialog(page))).toContain(t.cannotDelete);
    expect(await textOf(refusal)).toContain(`${t.positionKind} “${position} v2”`);
    await screen(page, lang, 'media-app-in-use');
    await clickWhenOpen(dialog(page).getByRole('button', { name: t.ok }));
    expect(await usedApp.count()).toBe(1);

    // the position is used by nothing: it goes, and then the app can go too
    await page.goto(`${server.url}/#/placement/adPosition`);
    const unused = await findRow(page, 'ad-position', `${position} v2`);
    await unused.getByTestId('ad-position-delete').click();
    await clickWhenOpen(page.getByTestId('placement-delete-ok'));
    await page.getByText(t.deleted).first().waitFor();
    await eventually(() => unused.count()).toBe(0);
    await page.goto(`${server.url}/#/placement/mediaApp`);
    const freed = await findRow(page, 'media-app', appName);
    await freed.getByTestId('media-app-delete').click();
    await clickWhenOpen(page.getByTestId('placement-delete-ok'));
    await page.getByText(t.deleted).first().waitFor();
    await eventually(() => freed.count()).toBe(0);
  }, 150_000);

  it('shows the DSP mappings, the DSPs and the ad platforms with their forms', async () => {
    const { page, server } = running;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/placement/dsp`);
    await page.getByTestId('mapping-add').waitFor();
    await settled(page);
    await screen(page, lang, 'dsp-mappings');
    await page.getByTestId('mapping-add').click();
    await dialog(page).getByTestId('mapping-form').waitFor();
    await screen(page, lang, 'mapping-form');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await page.goto(`${server.url}/#/placement/dsp?tab=dsps`);
    await page.getByTestId('dsp-add').waitFor();
    await settled(page);
    // a seeded DSP has mappings: its count opens them
    const moloco = tableRows(page).filter({ hasText: 'moloco' });
    await screen(page, lang, 'dsps');
    await moloco.getByRole('link').first().click();
    await page.waitForURL(/#\/placement\/dsp\?dsp=\d+/);
    await page.getByTestId('mapping-add').waitFor();
    await settled(page);
    expect(await textOf(tableRows(page).first())).toContain('Moloco');
    await page.goto(`${server.url}/#/placement/adPlatform`);
    await page.getByTestId('ad-platform-add').waitFor();
    await settled(page);
    await screen(page, lang, 'ad-platforms');
    await page.getByTestId('ad-platform-add').click();
    await dialog(page).getByTestId('ad-platform-form').waitFor();
    await screen(page, lang, 'ad-platform-form');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
  });

  it('adds a platform account on an ad platform, sees it in the list, and deletes it', async () => {
    const { page, server } = running;
    const n = Date.now() % 100_000;
    const external = `e2e_${short}_${n}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/placement/adPlatform`);
    await page.getByRole('tab', { name: t.accountsTab }).click();
    await page.waitForURL(/tab=accounts/);
    await page.getByTestId('platform-account-add').waitFor();
    await settled(page);
    await screen(page, lang, 'platform-accounts');

    await page.getByTestId('platform-account-add').click();
    const form = dialog(page);
    await form.getByTestId('platform-account-form').waitFor();
    await form.getByTestId('platform-account-form-platform').click();
    const platform = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const platformName = ((await platform.textContent()) ?? '').replace(/\s*\(.*\)$/, '');
    await platform.click();
    await form.getByTestId('platform-account-form-account').click();
    const account = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const accountName = (await account.textContent()) ?? '';
    await account.click();
    await form.getByLabel(t.accountName, { exact: true }).fill(`E2E ${short} ${n}`);
    // the contract's rule speaks before anything is sent
    await form.getByLabel(t.externalId).fill('x.y');
    await form.getByText(t.externalPattern).waitFor();
    await form.getByLabel(t.externalId).fill(external);
    await screen(page, lang, 'platform-account-form');
    await form.getByRole('button', { name: t.ok }).click();
    await page.getByText(t.saved).first().waitFor();
    await form.waitFor({ state: 'hidden' });

    const row = tableRows(page).filter({ hasText: external });
    await row.first().waitFor();
    const shown = await textOf(row);
    for (const part of [platformName, accountName, `E2E ${short} ${n}`]) expect(shown).toContain(part);
    await screen(page, lang, 'platform-accounts-added');

    await row.getByTestId('platform-account-delete').click();
    await clickWhenOpen(page.getByTestId('placement-delete-ok'));
    await page.getByText(t.deleted).first().waitFor();
    await eventually(() => row.count()).toBe(0);
  }, 120_000);

  it('offers a role without the catalogue groups no menu and no page', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang, 'operator');
    const menu = page.locator('.ant-menu').first();
    await menu.getByText(t.material).first().waitFor();
    expect(await textOf(menu)).not.toContain(t.menu);
    await page.goto(`${server.url}/#/placement/mediaApp`);
    await page.getByTestId('no-permission').waitFor();
    expect(await page.getByTestId('media-app-table').count()).toBe(0);
  });
});
