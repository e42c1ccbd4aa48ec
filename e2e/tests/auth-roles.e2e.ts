import { calls, type MenuItem } from '@adconsole/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { eventually, type Lang, signInAs, tableRows } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The roles screen: create a role granting two menus, find it in the list, change its grants (a parent shows
// half-checked when only some of its groups are ticked), in zh and en, each screen checked with axe; the menus
// screen and the effective-access drawer are looked at on the way.

const running = usePages('auth-roles');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    saved: '角色已保存',
    add: '新建角色',
    taken: '名称已存在',
    menuSaved: '菜单已保存',
    ok: '删 除',
    operator: '运营',
    viewer: '只读：查看素材、标签和广告系列，不做任何修改',
    appView: '查看推广应用',
    ownTick: '需单独勾选',
  },
  'en-US': {
    saved: 'Role saved',
    add: 'New Role',
    taken: 'already taken',
    menuSaved: 'Menu saved',
    ok: 'Delete',
    operator: 'Operator',
    viewer: 'Read-only: sees materials, tags and campaigns, changes nothing',
    appView: 'View promotion apps',
    ownTick: 'Own tick',
  },
} as const;

const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();
/** The tree row of a grant node (menu `m<id>` or group `g<id>`) and its checkbox. */
const grantBox = (scope: Locator, key: string) =>
  scope
    .getByTestId(`grant-${key}`)
    .locator('xpath=ancestor::div[contains(@class,"ant-tree-treenode")]')
    .locator('.ant-tree-checkbox');

async function menuRows(base: string): Promise<MenuItem[]> {
  const { api } = await apiAs(base);
  return (await api(calls.authAccess.menus)).data;
}

async function roleNamed(base: string, name: string) {
  const { api } = await apiAs(base);
  return (await api(calls.authAccess.roles)).data.find((role) => role.name === name);
}

describe.each(['zh-CN', 'en-US'] as const)('roles and grants (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('creates a role with two menus, finds it in the list and edits its grants', async () => {
    const { page, server } = running;
    const menus = await menuRows(server.url);
    const byName = (name: string) => menus.find((m) => m.name === name)!;
    const home = byName('home');
    const apps = byName('package.index');
    const appGroups = apps.groups.map((g) => g.id).sort((a, b) => a - b);
    expect(appGroups.length).toBeGreaterThan(1);
    // a tick on the menu grants its groups but the delete one, which takes its own tick
    const appDelete = apps.groups.find((g) => g.name === 'app.delete')!.id;
    const safeGroups = appGroups.filter((id) => id !== appDelete);
    const name = `Ops ${short} ${Date.now() % 100000}`;

    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/auth/role`);
    await tableRows(page).first().waitFor();
    // the built-in roles speak the console's language
    await tableRows(page).filter({ hasText: t.operator }).first().waitFor();
    await tableRows(page).filter({ hasText: t.viewer }).first().waitFor();
    await expectAccessible(page, `${lang} roles list`);
    await shot(page, `auth-roles-${short}-list`);

    await page.getByRole('button', { name: t.add }).click();
    const editor = drawer(page);
    await editor.getByTestId('grant-tree').waitFor();
    await grantBox(editor, `m${home.id}`).click();
    await grantBox(editor, `m${apps.id}`).click();
    // a permission group reads as what it allows, its key only on hover
    const appView = apps.groups.find((g) => g.name === 'app.view')!;
    const appViewText = editor.getByTestId(`grant-g${appView.id}`);
    expect(await appViewText.textContent()).toContain(t.appView);
    expect(await appViewText.textContent()).not.toContain('app.view');
    expect(await appViewText.getAttribute('title')).toBe('app.view');
    // the parent of the promotion apps shows half-checked: its only child menu is ticked but for the delete group
    await expect
      .poll(() => grantBox(editor, `m${apps.parent_id}`).getAttribute('class'))
      .toContain('ant-tree-checkbox-indeterminate');
    await editor.getByTestId('role-name').fill(name);
    await expectAccessible(page, `${lang} role editor`);
    await shot(page, `auth-roles-${short}-create`);
    await editor.getByTestId('role-name').press('Enter');
    await page.getByText(t.saved).first().waitFor();
    await editor.waitFor({ state: 'hidden' });
    // Enter saves once: no second create answered "name taken"
    expect(await page.getByText(t.taken).count()).toBe(0);

    const row = tableRows(page).filter({ hasText: name });
    await row.waitFor();
    const created = await roleNamed(server.url, name);
    expect(created?.menu_ids.sort((a, b) => a - b)).toEqual([home.id, apps.id].sort((a, b) => a - b));
    expect(created?.group_ids.sort((a, b) => a - b)).toEqual(safeGroups);

    // a menu added later under the section granted whole is granted to nobody: it shows unticked, the section
    // half-checked
    const { api } = await apiAs(server.url);
    const later = await api(calls.authAccess.createMenu, {
      parent_id: apps.parent_id,
      title_zh: `后加 ${short}`,
      title_en: `Later ${short}`,
      hidden: false,
    });
    await page.reload();
    await row.getByTestId('role-edit').click();
    const reopened = drawer(page);
    await reopened.getByTestId('grant-tree').waitFor();
    expect(await grantBox(reopened, `m${later.data.id}`).getAttribute('class')).not.toContain('checked');
    expect(await grantBox(reopened, `m${apps.parent_id}`).getAttribute('class')).toContain(
      'ant-tree-checkbox-indeterminate',
    );
    await page.keyboard.press('Escape');
    await reopened.waitFor({ state: 'hidden' });
    await api(calls.authAccess.deleteMenu, { menu_id: later.data.id });

    // the delete group, marked as taking its own tick, is granted by that tick: the menu then shows checked
    await row.getByTestId('role-edit').click();
    const edit = drawer(page);
    await edit.getByTestId('grant-tree').waitFor();
    expect(await grantBox(edit, `m${apps.id}`).getAttribute('class')).toContain('ant-tree-checkbox-indeterminate');
    expect(await edit.getByTestId(`grant-g${appDelete}`).textContent()).toContain(t.ownTick);
    await grantBox(edit, `g${appDelete}`).click();
    expect(await grantBox(edit, `m${apps.id}`).getAttribute('class')).toContain('ant-tree-checkbox-checked');
    await shot(page, `auth-roles-${short}-edit`);
    await edit.getByTestId('role-save').click();
    await edit.waitFor({ state: 'hidden' });
    await eventually(async () => (await roleNamed(server.url, name))?.group_ids.sort((a, b) => a - b)).toEqual(
      appGroups,
    );
    expect((await roleNamed(server.url, name))?.menu_ids).toContain(apps.id);
  });

  it('shows the menu tree, a menu groups and calls, and a user effective access', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/auth/menu`);
    await page.getByTestId('menu-row-auth.role').waitFor();
    await expectAccessible(page, `${lang} menus`);
    await shot(page, `auth-menus-${short}-tree`);

    // add a grouping menu at the top level (last), move it up one place, then delete it
    const title = `Tools ${short} ${Date.now() % 100000}`;
    await page.getByTestId('menu-add-group').click();
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal').last();
    await dialog.getByTestId('menu-title-zh').fill(`工具 ${short}`);
    await dialog.getByTestId('menu-title-en').fill(title);
    await expectAccessible(page, `${lang} add grouping menu`);
    await shot(page, `auth-menus-${short}-add`);
    await dialog.getByTestId('menu-title-en').press('Enter');
    await page.getByText(t.menuSaved).first().waitFor();
    const added = async () => (await menuRows(server.url)).find((m) => m.title_en === title);
    const before = (await added())!;
    const topLevel = async () =>
      (await menuRows(server.url)).filter((m) => m.parent_id === null).sort((x, y) => x.sort - y.sort);
    const position = async () => (await topLevel()).findIndex((m) => m.id === before.id);
    const was = await position();
    const row = tableRows(page).filter({ has: page.getByTestId(`menu-row-${before.name}`) });
    await row.getByTestId('menu-up').click();
    await eventually(position).toBe(was - 1);
    await row.getByTestId('menu-delete').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: t.ok }).click();
    await eventually(added).toBeUndefined();

    await page.getByTestId('menu-groups-auth.role').click();
    const groups = drawer(page);
    await groups.getByTestId('group-row-auth.role.edit').waitFor();
    await groups.locator('.ant-table-row-expand-icon').first().click();
    await groups.locator('code', { hasText: '/v2/auth/role' }).first().waitFor();
    await expectAccessible(page, `${lang} menu groups`);
    await shot(page, `auth-menus-${short}-groups`);
    await page.keyboard.press('Escape');
    await groups.waitFor({ state: 'hidden' });

    // a role lists its users, each with their effective access
    await page.goto(`${server.url}/#/auth/role`);
    await tableRows(page).first().waitFor();
    await tableRows(page).filter({ hasText: t.operator }).locator('td').nth(3).getByRole('button').click();
    await page.getByTestId('user-access-open').first().click();
    const access = drawer(page);
    await access.getByTestId('effective-navigation').waitFor();
    await expectAccessible(page, `${lang} effective access`);
    await shot(page, `auth-access-${short}`);
  });
});
