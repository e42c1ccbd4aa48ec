import fs from 'node:fs';
import { calls } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf, waitForQuery } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The audit log screen: an administrator renames a tag, opens the log from the tag's "history" link and from the
// menu filtered to tags, and reads the rename with the name before and after; a user disabled and a role's menus
// changed through the API read with the screens' labels and values (raw a switch away); sign-ins hidden by default,
// one click away; in zh and en, each screen checked with axe.

const running = usePages('auth-audit');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    edit: '编辑',
    saved: '保存成功',
    tag: '标签',
    update: '修改',
    history: '历史',
    before: '修改前',
    ok: '确 定',
    name: '名称',
    status: '状态',
    enabled: '启用',
    disabled: '停用',
    menus: '菜单',
    sep: '、',
    raw: '显示原始数据',
    changes: '变更',
    sessions: '登录与退出',
    session: /登录/,
  },
  'en-US': {
    edit: 'Edit',
    saved: 'Saved successfully',
    tag: 'Tag',
    update: 'Update',
    history: 'History',
    before: 'Before',
    ok: 'OK',
    name: 'Name',
    status: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    menus: 'Menus',
    sep: ', ',
    raw: 'Show raw data',
    changes: 'Changes',
    sessions: 'Sign-ins and sign-outs',
    session: /sign/i,
  },
} as const;

const dialog = (page: Page) => page.getByRole('dialog');

/** A creative tag (level 3) of the seed, a different one for each language. */
async function seededTag(base: string, index: number) {
  const { api } = await apiAs(base);
  const page = await api(calls.tags.list, { module: 2, level: 3, page_no: 1, page_size: 10 });
  const tag = page.data.list[index];
  if (!tag) throw new Error('the seed has too few tags');
  return tag;
}

describe.each(['zh-CN', 'en-US'] as const)('the audit log (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('shows a tag rename with the name before and after, from the history link and filtered to tags', async () => {
    const { page, server } = running;
    const tag = await seededTag(server.url, lang === 'zh-CN' ? 0 : 1);
    const renamed = `${tag.name} ${short} ${Date.now() % 100000}`;

    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/material/creativeTag`);
    const quick = page.getByTestId('filter-name');
    await quick.fill(tag.name);
    await quick.press('Enter');
    const row = tableRows(page).filter({ has: page.getByRole('cell', { name: String(tag.id), exact: true }) });
    await row.waitFor();
    await row.getByRole('button', { name: t.edit }).click();
    await dialog(page).waitFor();
    const nameInput = dialog(page).getByRole('textbox').first();
    await expect.poll(() => nameInput.inputValue(), { timeout: 10_000 }).toBe(tag.name);
    await nameInput.fill(renamed);
    await dialog(page).getByRole('button', { name: t.ok }).click();
    await page.getByText(t.saved).first().waitFor();
    await dialog(page).waitFor({ state: 'hidden' });

    // the tag's history link opens the log filtered to it
    await quick.fill(renamed);
    await quick.press('Enter');
    const renamedRow = tableRows(page).filter({ hasText: renamed }).first();
    await renamedRow.waitFor();
    await shot(page, `auth-audit-${short}-tag-history-link`);
    await renamedRow.getByRole('link', { name: new RegExp(t.history) }).click();
    const query = await waitForQuery(page, (q) => q.get('entity') === 'tag');
    expect(query.get('entity_id')).toBe(String(tag.id));
    await settled(page);
    // the entry names the tag as it was before the change
    expect(await textOf(tableRows(page).first().getByTestId('audit-entity'))).toContain(`#${tag.id}${tag.name}`);

    // from the menu: the whole log, then the entity filter set to tags
    await page.goto(`${server.url}/#/auth/audit`);
    await settled(page);
    await page.getByTestId('filter-entity').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: t.tag }).first().click();
    await waitForQuery(page, (q) => q.get('entity') === 'tag' && !q.has('entity_id'));
    await settled(page);
    for (const entry of await tableRows(page).all()) {
      expect(await textOf(entry.getByTestId('audit-entity'))).toContain(t.tag);
    }
    const entry = tableRows(page)
      .filter({ hasText: `#${tag.id}${tag.name}` })
      .first();
    await eventually(() => entry.count()).toBe(1);
    expect(await textOf(entry.getByTestId('audit-action'))).toBe(t.update);
    expect(await textOf(entry)).toContain('admin');

    // the diff: the name before and after
    await entry.locator('.ant-table-row-expand-icon').click();
    const diff = page.getByTestId('audit-diff');
    await diff.waitFor();
    const nameRow = diff.locator('tr', { has: page.getByRole('cell', { name: t.name, exact: true }) });
    expect(await textOf(nameRow)).toBe(`${t.name}${tag.name}${renamed}`);
    await diff.getByRole('columnheader', { name: t.before }).waitFor();
    await expectAccessible(page, `${lang} audit log with a diff`);
    await shot(page, `auth-audit-${short}`);

    // the export: the filtered log as the server's CSV file, through the token-carrying request layer
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^id,time,/);
    expect(csv).toContain(renamed);
  });
});

/** A user disabled and a role whose menus changed, through the API as the administrator. */
async function changesThroughApi(base: string, short: string) {
  const { api } = await apiAs(base);
  const stamp = `${short}-${Date.now() % 1000000}`;
  const roles = (await api(calls.authAccess.roles)).data;
  const viewer = roles.find((r) => !r.is_admin)!;
  const user = await api(calls.authAdmin.createUser, {
    shareid: `audit-${stamp}`,
    password: Buffer.from('Audit-pass-2026!').toString('base64'),
    role_id: viewer.id,
    account_ids: [],
  });
  await api(calls.authAdmin.setUserStatus, { id: user.data.id, status: 0 });
  const menus = (await api(calls.authAccess.menus)).data;
  const leaves = menus.filter((m) => m.path && !menus.some((c) => c.parent_id === m.id)).slice(0, 2);
  const role = await api(calls.authAccess.createRole, { name: `audit role ${stamp}`, menu_ids: [], group_ids: [] });
  await api(calls.authAccess.linkRoleMenu, { role_id: role.data.id, menu_ids: leaves.map((m) => m.id), group_ids: [] });
  return { userId: user.data.id, roleId: role.data.id, leaves };
}

describe.each(['zh-CN', 'en-US'] as const)("the audit log in the screens' words (%s)", (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('labels fields and formats values, raw a switch away; sign-ins hidden by default, one click away', async () => {
    const { page, server } = running;
    const { userId, roleId, leaves } = await changesThroughApi(server.url, short);
    await signInAs(page, server.url, lang);

    // the user's disable: "Status: Enabled → Disabled", and its raw `status 1 → 0`
    await page.goto(`${server.url}/#/auth/audit?entity=user&entity_id=${userId}&action=update`);
    await settled(page);
    const entry = tableRows(page).first();
    await entry.locator('.ant-table-row-expand-icon').click();
    const diff = page.getByTestId('audit-diff');
    await diff.waitFor();
    const statusRow = diff.locator('tr', { has: page.getByRole('cell', { name: t.status, exact: true }) });
    expect(await textOf(statusRow)).toBe(`${t.status}${t.enabled}${t.disabled}`);
    await page.getByRole('switch', { name: t.raw }).click();
    const rawRow = diff.locator('tr', { has: page.locator('code', { hasText: /^status$/ }) });
    expect(await textOf(rawRow)).toBe('status10');
    await page.getByRole('switch', { name: t.raw }).click();
    await statusRow.waitFor();

    // the role's menus by name in the reader's language
    await page.goto(`${server.url}/#/auth/audit?entity=role&entity_id=${roleId}&action=update`);
    await settled(page);
    await tableRows(page).first().locator('.ant-table-row-expand-icon').click();
    const menusRow = page
      .getByTestId('audit-diff')
      .locator('tr', { has: page.getByRole('cell', { name: t.menus, exact: true }) });
    const titles = leaves.map((m) => (lang === 'zh-CN' ? m.title_zh || m.title_en : m.title_en || m.title_zh));
    await eventually(() => textOf(menusRow.locator('td').last())).toBe(titles.join(t.sep));
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `auth-audit-${short}-labels-${width}`);
    }
    await expectAccessible(page, `${lang} audit diff with labels`);

    // sign-ins: hidden by default, one click away
    await page.goto(`${server.url}/#/auth/audit`);
    await settled(page);
    const kind = page.getByTestId('audit-kind');
    await kind.getByText(t.changes, { exact: true }).waitFor();
    const actions = () => page.getByTestId('audit-action').allTextContents();
    const sessionsShown = async () => {
      const shown = await actions();
      return shown.length > 0 && shown.every((text) => t.session.test(text));
    };
    await eventually(async () => (await actions()).length).toBeGreaterThan(0);
    expect((await actions()).some((text) => t.session.test(text))).toBe(false);
    await kind.getByText(t.sessions, { exact: true }).click();
    await waitForQuery(page, (q) => q.get('kind') === 'session');
    await eventually(sessionsShown).toBe(true);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `auth-audit-${short}-sessions-${width}`);
    }
    await expectAccessible(page, `${lang} audit log, sign-ins`);
  }, 150_000);
});
