import { calls } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { newPage, shot } from '../support/browser.js';
import { confirmDanger, escapeDiscarding, type Lang, signInAs, useLanguage } from '../support/kit.js';
import { usePages } from '../support/pages.js';
import { signIn, TEXT, waitForHashPath } from '../support/session.js';

// The users screen as an administrator uses it: a role made with two menus, a new user with that
// role who signs in elsewhere and sees only those menus; disabling the user ends that session at its next action; the
// role's creation and the user's changes are in the audit log.

const running = usePages('auth-users');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    newUser: '新建用户',
    password: '初始密码',
    role: '角色',
    ok: '确 定',
    saved: '保存成功',
    search: '按 SHAREid 搜索',
    enabled: '启用',
    disabled: '停用',
    disabledDone: '已停用',
    taken: '该 SHAREid 已被使用，请换一个',
    ruleMin: '至少 8 个字符',
    signedOutDisabled: '您的用户已被停用，已退出登录',
    userDisabled: '该用户已被停用，请联系管理员',
    created: '新建',
    updated: '修改',
    video: '视频库',
    tags: '创意标签管理',
    audience: '受众管理',
  },
  'en-US': {
    newUser: 'New User',
    password: 'Initial password',
    role: 'Role',
    ok: 'OK',
    saved: 'Saved successfully',
    search: 'Search by SHAREid',
    enabled: 'Enabled',
    disabled: 'Disabled',
    disabledDone: 'Disabled',
    taken: 'This SHAREid is already taken; choose another',
    ruleMin: 'At least 8 characters',
    signedOutDisabled: 'Your user has been disabled, so you were signed out.',
    userDisabled: 'This user is disabled. Contact the administrator.',
    created: 'Create',
    updated: 'Update',
    video: 'Video Library',
    tags: 'Manage Creative Tags',
    audience: 'Audience Management',
  },
} as const;

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const rule = (page: Page, name: string) => page.getByTestId('password-rules').locator(`[data-rule=${name}]`);

async function openUsers(page: Page, lang: Lang) {
  await signInAs(page, running.server.url, lang);
  await page.goto(`${running.server.url}/#/auth/user`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
}

/** Fills the new-user dialog: shareid, password (checking the rules as they are typed) and a role. */
async function fillNewUser(page: Page, lang: Lang, shareid: string, password: string, role: string) {
  const t = T[lang];
  await page.getByRole('button', { name: t.newUser }).click();
  await dialog(page).getByTestId('user-form').waitFor();
  await dialog(page).getByLabel('SHAREid', { exact: true }).fill(shareid);
  const passwordInput = dialog(page).getByLabel(t.password, { exact: true });
  await passwordInput.fill(shareid);
  expect(await rule(page, 'min').getAttribute('data-met')).toBe(String(shareid.length >= 8));
  expect(await rule(page, 'notShareid').getAttribute('data-met')).toBe('false');
  await passwordInput.fill(password);
  expect(await rule(page, 'min').getAttribute('data-met')).toBe(String(password.length >= 8));
  expect(await rule(page, 'notShareid').getAttribute('data-met')).toBe('true');
  await dialog(page).getByLabel(t.role, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: role }).first().click();
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  describe(`users screen (${lang})`, () => {
    const t = T[lang];

    it('creates a user with a new two-menu role, who sees only those menus; disabling ends their session', async () => {
      const { page, browser, server } = running;
      const shareid = `e2e-${lang === 'zh-CN' ? 'zh' : 'en'}-${Date.now() % 100000}`;
      const password = `Pw-${shareid}-long`;

      // a role with two pages of the material library (the image library and the creative tags) and their view groups
      const { api } = await apiAs(server.url);
      const menus = (await api(calls.authAccess.menus)).data;
      const menuId = (name: string) => menus.find((m) => m.name === name)!.id;
      const groupId = (name: string) => menus.flatMap((m) => m.groups).find((g) => g.name === name)!.id;
      const roleName = `role-${shareid}`;
      const role = await api(calls.authAccess.createRole, {
        name: roleName,
        menu_ids: [menuId('material.image'), menuId('material.creativeTag')],
        group_ids: [groupId('material.view'), groupId('tag.view')],
      });
      expect(role.code).toBe(200);

      await openUsers(page, lang);
      await shot(page, `auth-users-list-${lang}`);

      // the password rules react as it is typed; a short password is refused before anything is sent
      await fillNewUser(page, lang, shareid, 'short', roleName);
      await dialog(page).getByRole('button', { name: t.ok }).click();
      await dialog(page).getByText(t.ruleMin).first().waitFor();
      await dialog(page).getByLabel(t.password, { exact: true }).fill(password);
      await shot(page, `auth-users-create-${lang}`);
      await dialog(page).getByLabel(t.password, { exact: true }).press('Enter');
      await page.getByText(t.saved).first().waitFor();
      await dialog(page).waitFor({ state: 'hidden' });

      // the same shareid again is refused under its field
      await fillNewUser(page, lang, shareid, password, roleName);
      await dialog(page).getByRole('button', { name: t.ok }).click();
      await dialog(page).getByText(t.taken).waitFor();
      await escapeDiscarding(page, dialog(page));

      const quick = page.getByPlaceholder(t.search);
      await quick.fill(shareid);
      await quick.press('Enter');
      const row = page.getByRole('row', { name: new RegExp(shareid) });
      await row.waitFor();
      expect(await row.textContent()).toContain(roleName);

      // the new user, in a browser of their own, sees the viewer's menus and no auth administration
      const other = await newPage(browser);
      try {
        const second = other.page;
        await useLanguage(second, server.url, lang);
        await signIn(second, shareid, password, { lang });
        await waitForHashPath(second, '/home');
        await second.getByRole('menuitem', { name: TEXT[lang].material }).first().waitFor();
        expect(await second.getByRole('menuitem', { name: TEXT[lang].auth }).count()).toBe(0);
        expect(await second.getByRole('menuitem', { name: t.audience }).count()).toBe(0);
        await second.getByRole('menuitem', { name: TEXT[lang].material }).first().click();
        await second.getByRole('menuitem', { name: t.tags }).first().waitFor();
        expect(await second.getByRole('menuitem', { name: t.video }).count()).toBe(0);
        await shot(second, `auth-users-two-menus-${lang}`);
        // the page the role lacks says so, inside the shell
        await second.goto(`${server.url}/#/material/video`);
        await waitForHashPath(second, '/no-permission');
        await second.getByTestId('no-permission').waitFor();

        // disabled by the administrator: the user's next action ends on the sign-in page, which says why
        await row.getByTestId('user-status').click();
        await confirmDanger(page, shareid);
        await page.getByText(t.disabledDone).first().waitFor();
        await row.getByText(t.disabled, { exact: true }).waitFor();
        await shot(page, `auth-users-disabled-${lang}`);

        await second.goto(`${server.url}/#/material/image`);
        await waitForHashPath(second, '/login');
        await second.getByRole('alert').filter({ hasText: t.signedOutDisabled }).waitFor();
        await signIn(second, shareid, password, { lang });
        await second.getByText(t.userDisabled).first().waitFor();
      } finally {
        await other.context.close();
      }

      // both changes are in the user's history
      await row.getByTestId('history-link').click();
      await waitForHashPath(page, '/auth/audit');
      const actions = page.getByTestId('audit-table').getByTestId('audit-action');
      await actions.first().waitFor();
      const seen = await actions.allTextContents();
      expect(seen).toContain(t.created);
      expect(seen).toContain(t.updated);
      await shot(page, `auth-users-history-${lang}`);

      // and the role's creation, in the log filtered to the role
      await page.goto(`${server.url}/#/auth/audit?entity=role&entity_id=${role.data.id}`);
      await expect.poll(() => actions.allTextContents(), { timeout: 10_000 }).toEqual([t.created]);
    });
  });
}
