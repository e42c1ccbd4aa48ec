import fs from 'node:fs';
import path from 'node:path';
import { calls } from '@adconsole/contract';
import { makeImage, signIn } from '@adconsole/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { clickWhenOpen, shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf, waitForQuery } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Promotion apps in zh and en: finding an app by typing part of its package name (list_key_match), its linked-accounts
// popup, adding one with an icon (a banner refused in the browser, a non-square one taken with a warning), the rules checked as typed, editing it,
// adding and deleting an event mapping in its drawer, deleting with confirmation (cancel says so), and a role that may
// only read apps sees no add, edit or delete; axe on each screen.

const running = usePages('apps');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    banner: '图标长边至多为短边的 4 倍',
    notSquare: '图标不是正方形（320×180 像素）',
    badPkg: '包名只能包含字母、数字、点和下划线',
    badVersion: '版本格式应为 x.x 或 x.x.x',
    badLink: '请输入有效的 http 或 https 链接',
    created: '推广应用已创建',
    saved: '保存成功',
    added: '事件映射已添加',
    removed: '事件映射已删除',
    purchase: '付费',
    cancelled: '已取消',
    deleted: '已删除',
    filtered: '没有符合筛选条件的推广应用',
    perPage20: '20 条/页',
    ios: 'iOS（暂不支持）',
    inUse: '事件映射已存在，无法删除',
  },
  'en-US': {
    banner: "The icon's longer side must be at most 4 times its shorter side",
    notSquare: 'Not square (320×180 px)',
    badPkg: 'A package name holds only letters, digits, dots and underscores',
    badVersion: 'The version must read x.x or x.x.x',
    badLink: 'Enter a valid http or https link',
    created: 'The promotion app was created',
    saved: 'Saved successfully',
    added: 'The event mapping was added',
    removed: 'The event mapping was deleted',
    purchase: 'Purchase',
    cancelled: 'Cancelled',
    deleted: 'Deleted',
    filtered: 'No promotion app matches the filters',
    perPage20: '20 / page',
    ios: 'iOS (not available)',
    inUse: 'An event mapping already exists, cannot delete',
  },
} as const;

const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const rowOf = (page: Page, pkg: string) =>
  tableRows(page).filter({ has: page.getByTestId('app-pkg').getByText(pkg, { exact: true }) });

/** A PNG of the given size, different per name so every upload is new content. */
async function icon(dir: string, name: string, width: number, height: number): Promise<string> {
  const file = path.join(dir, name);
  const seed = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const background = { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 };
  fs.writeFileSync(file, await makeImage(width, height, 'png', { background }));
  return file;
}

/** An app made through the API (its icon through /v1/file), linked to the named accounts; answers its id. */
async function seedApp(
  dir: string,
  fields: { name: string; pkg: string; accounts: string[] },
): Promise<{ id: number; accounts: { account_id: number; account_name: string }[] }> {
  const base = running.server.url;
  const session = await signIn(base, 'admin');
  const { api } = session;
  const form = new FormData();
  form.append('type', '1');
  const file = await icon(dir, `${fields.pkg}.png`, 160, 160);
  form.append('file', new Blob([fs.readFileSync(file)], { type: 'image/png' }), path.basename(file));
  const upload = (await (
    await fetch(`${base}${calls.files.upload.path}`, { method: 'POST', headers: { token: session.token }, body: form })
  ).json()) as { code: number; data: { file_id: number } };
  expect(upload.code).toBe(200);
  const options = (await api(calls.apps.accOptions, {})).data;
  const accounts = options.filter((a) => fields.accounts.includes(a.account_name));
  expect(accounts.length).toBe(fields.accounts.length);
  const created = await api(calls.apps.create, {
    name: fields.name,
    pkg_name: fields.pkg,
    app_store: 1,
    promotion_link: `https://play.google.com/store/apps/details?id=${fields.pkg}`,
    icon_file_id: upload.data.file_id,
    account_ids: accounts.map((a) => a.account_id),
  });
  expect(created.code).toBe(200);
  return { id: created.data.id, accounts };
}

/** A demo app whose event mapping a campaign uses: its id and the mapping's event name. */
async function mappingInUse(): Promise<{ appId: number; name: string }> {
  const { api } = await signIn(running.server.url, 'admin');
  const apps = (await api(calls.apps.list, { page: 1, pagesize: 100 })).data;
  for (const app of apps) {
    const used = (await api(calls.apps.eventMappings, { promotion_app_id: app.id })).data.find((m) => m.in_use);
    if (used) return { appId: app.id, name: used.event_name };
  }
  throw new Error('no event mapping in use in the demo data');
}

describe.each(['zh-CN', 'en-US'] as const)('promotion apps (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';
  const stamp = Date.now() % 100000;
  const tmp = () => fs.mkdtempSync(path.join(running.server.dataDir, 'app-icons-'));

  it('finds an app by typing part of its package name and opens its linked accounts', async () => {
    const { page, server } = running;
    const pkg = `com.finder.${short}${stamp}`;
    await seedApp(tmp(), { name: `Finder ${short}`, pkg, accounts: ['Galaxy Games', 'Nimbus Video'] });

    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/package/index`);
    await settled(page);
    await page.getByTestId('filter-pkg_name').click();
    const panel = page.getByTestId('multi-select-panel');
    await panel.getByRole('textbox').fill(`finder.${short}`);
    // the options are the server's matches for what was typed
    const option = panel.getByTestId('multi-select-list').getByText(pkg, { exact: true });
    await option.click();
    await panel.locator('button.ant-btn-primary').click();
    await waitForQuery(page, (params) => params.get('pkg_name') === pkg);
    await eventually(() => tableRows(page).count()).toBe(1);
    expect(await textOf(tableRows(page).first().getByTestId('app-pkg'))).toBe(pkg);
    await shot(page, `apps-${short}-list-filtered`);

    await rowOf(page, pkg).getByTestId('app-view').click();
    const popup = dialog(page);
    await popup.getByTestId('app-accounts').locator('.ant-table-row').first().waitFor();
    const names = await popup.getByTestId('app-account-name').allTextContents();
    expect(names.map((n) => n.replace(/\s*#\d+$/, '').trim()).sort()).toEqual(['Galaxy Games', 'Nimbus Video']);
    expect(await textOf(popup)).toContain(pkg);
    expect(await textOf(popup)).toContain(t.perPage20);
    await shot(page, `apps-${short}-accounts`);
    await expectAccessible(page, `${lang} apps accounts popup`);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });

    // a package that nothing has: the empty table says the filters found nothing
    await page.goto(`${server.url}/#/package/index?pkg_name=com.nothing.here`);
    await eventually(() => textOf(page.getByTestId('app-table'))).toContain(t.filtered);
  });

  it('adds an app with an icon, edits it, and adds and deletes an event mapping', async () => {
    const { page, server } = running;
    const dir = tmp();
    const pkg = `com.added.${short}${stamp}`;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/package/index`);
    await settled(page);
    await page.getByTestId('app-add').click();
    const form = drawer(page).getByTestId('app-form');
    await form.waitFor();

    // a banner is refused before it is sent; a non-square icon uploads with a warning; a square one replaces it
    const iconInput = form.getByTestId('app-icon-field').locator('input[type=file]');
    await iconInput.setInputFiles(await icon(dir, `${short}-banner.png`, 640, 100));
    await eventually(() => textOf(form.getByTestId('app-icon-refused'))).toContain(t.banner);
    await iconInput.setInputFiles(await icon(dir, `${short}-wide.png`, 320, 180));
    await eventually(() => textOf(form.getByTestId('app-icon-not-square'))).toContain(t.notSquare);
    await shot(page, `apps-${short}-icon-not-square`);
    await iconInput.setInputFiles(await icon(dir, `${short}-square.png`, 160, 160));
    await eventually(() => form.getByTestId('app-icon-not-square').count()).toBe(0);
    await form.getByTestId('app-icon-field').getByTestId('app-icon').waitFor();

    await form.getByTestId('app-form-name').fill(`Added ${short} ${stamp}`);
    // the rules answer as the user types
    await form.getByTestId('app-form-pkg').fill('com.bad-name');
    await eventually(() => textOf(form)).toContain(t.badPkg);
    await form.getByTestId('app-form-pkg').fill(pkg);
    await eventually(() => textOf(form)).not.toContain(t.badPkg);
    await form.getByTestId('app-form-version').fill('2');
    await eventually(() => textOf(form)).toContain(t.badVersion);
    await form.getByTestId('app-form-version').fill('2.1');
    await eventually(() => textOf(form)).not.toContain(t.badVersion);
    // iOS is shown, and shown disabled
    const ios = form.locator('.ant-radio-wrapper', { hasText: t.ios });
    expect(await ios.locator('input').isDisabled()).toBe(true);

    // two accounts, the second with its own promotion link (the rows copy the app's until changed)
    await form.getByTestId('app-accounts-field').click();
    const accountOptions = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // wait for acc_list's answer, then pick with the keyboard as a user may: a mouse click on the list was lost twice
    // when the click scrolled the page and the dropdown moved under it (the list reaches the viewport's bottom)
    await accountOptions.first().waitFor();
    await eventually(() => form.getByTestId('app-accounts-field').locator('.anticon-loading').count()).toBe(0);
    await page.keyboard.press('Enter');
    await eventually(() => form.getByTestId('app-link-row').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(() => form.getByTestId('app-link-row').count()).toBe(2);
    await page.keyboard.press('Escape');
    await form.getByTestId('app-form-link').fill(`https://play.google.com/store/apps/details?id=${pkg}`);
    const ownLink = `https://appgallery.huawei.com/app/${pkg}`;
    await eventually(() => form.getByTestId('app-link-row').count()).toBe(2);
    await form.getByTestId('app-link-link').nth(1).fill('not a link');
    await eventually(() => textOf(form.getByTestId('app-links'))).toContain(t.badLink);
    await form.getByTestId('app-link-link').nth(1).fill(ownLink);
    await eventually(() => textOf(form.getByTestId('app-links'))).not.toContain(t.badLink);
    await shot(page, `apps-${short}-drawer-create`);
    await expectAccessible(page, `${lang} apps create drawer`);
    // Ctrl+Enter submits from the description
    await form.getByTestId('app-form-description').fill('made by the browser test');
    await form.getByTestId('app-form-description').press('Control+Enter');
    await toast(page, t.created);
    await drawer(page).waitFor({ state: 'hidden' });

    await page.goto(`${server.url}/#/package/index?pkg_name=${pkg}`);
    const row = rowOf(page, pkg);
    await row.waitFor();
    // the view popup shows each link's own
    await row.getByTestId('app-view').click();
    const links = dialog(page);
    await links.getByTestId('app-accounts').locator('.ant-table-row').nth(1).waitFor();
    expect(await textOf(links)).toContain(ownLink);
    expect(await textOf(links)).toContain(`https://play.google.com/store/apps/details?id=${pkg}`);
    await page.keyboard.press('Escape');
    await links.waitFor({ state: 'hidden' });
    await row.getByTestId('app-edit').click();
    const edit = drawer(page).getByTestId('app-form');
    await edit.waitFor();
    const renamed = `Renamed ${short} ${stamp}`;
    await edit.getByTestId('app-form-name').fill(renamed);

    // event mappings live in the same drawer
    const events = drawer(page).getByTestId('app-events');
    await events.getByTestId('app-event-name-input').fill('af_purchase');
    await events.getByTestId('app-event-type').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: t.purchase }).click();
    await events.getByTestId('app-event-add').click();
    await toast(page, t.added);
    await events.getByTestId('app-event-name').getByText('af_purchase').waitFor();
    await shot(page, `apps-${short}-drawer-edit`);
    await expectAccessible(page, `${lang} apps edit drawer`);
    await events.getByTestId('app-event-delete').first().click();
    await clickWhenOpen(page.getByTestId('app-event-delete-ok'));
    await toast(page, t.removed);
    await eventually(() => events.getByTestId('app-event-name').count()).toBe(0);

    await edit.getByTestId('app-form-submit').click();
    await toast(page, t.saved);
    await drawer(page).waitFor({ state: 'hidden' });
    await eventually(() => textOf(row.getByTestId('app-name'))).toBe(renamed);
  });

  it('deletes an app after confirmation; cancelling says cancelled; a mapping a campaign uses stays (4001)', async () => {
    const { page, server } = running;
    const pkg = `com.doomed.${short}${stamp}`;
    await seedApp(tmp(), { name: `Doomed ${short}`, pkg, accounts: ['Harbor Travel'] });
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/package/index?pkg_name=${pkg}`);
    const row = rowOf(page, pkg);
    await row.waitFor();

    await row.getByTestId('app-delete').click();
    await page.getByTestId('app-delete-cancel').click();
    await toast(page, t.cancelled);
    expect(await row.count()).toBe(1);

    await row.getByTestId('app-delete').click();
    await clickWhenOpen(page.getByTestId('app-delete-ok'));
    await toast(page, t.deleted);
    await eventually(() => row.count()).toBe(0);

    // the demo's campaigns use their app's first mapping: deleting it is refused with 4001, translated
    const used = await mappingInUse();
    await page.goto(`${server.url}/#/package/index?promotion_app_id=${used.appId}`);
    await eventually(() => tableRows(page).count()).toBe(1);
    await tableRows(page).first().getByTestId('app-edit').click();
    const events = drawer(page).getByTestId('app-events');
    const mapping = events.locator('.ant-table-row').filter({ hasText: used.name });
    await mapping.getByTestId('app-event-delete').click();
    await clickWhenOpen(page.getByTestId('app-event-delete-ok'));
    await toast(page, t.inUse);
    expect(await mapping.count()).toBe(1);
  });

  it('a role that may only read apps sees no add, edit or delete', async () => {
    const { page, server } = running;
    const pkg = `com.readonly.${short}${stamp}`;
    await seedApp(tmp(), { name: `Read only ${short}`, pkg, accounts: ['Galaxy Games'] });
    await signInAs(page, server.url, lang, 'advertiser');
    await page.goto(`${server.url}/#/package/index?pkg_name=${pkg}`);
    const row = rowOf(page, pkg);
    await row.waitFor();
    await page.getByTestId('app-table').waitFor();
    expect(await page.getByTestId('app-add').count()).toBe(0);
    expect(await page.getByTestId('app-edit').count()).toBe(0);
    expect(await page.getByTestId('app-delete').count()).toBe(0);
    expect(await row.getByTestId('app-view').count()).toBe(1);
  });
});
