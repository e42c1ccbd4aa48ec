import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser.js';
import { confirmDanger, eventually, type Lang, settled, signInAs, tableRows } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The accounts screen as an administrator uses it: a new account in a company, users linked to it one or several at
// a time and removed, and an account that materials hold refusing deletion with what holds it.

const running = usePages('auth-accounts');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    name: '账户名称',
    company: '所属公司',
    ok: '确 定',
    saved: '保存成功',
    linked2: '已关联 2 个用户',
    removed: '已移除',
    deleted: '删除成功',
    del: '删除',
    cannotDelete: '账户不能删除',
    materials: '个素材',
  },
  'en-US': {
    name: 'Account name',
    company: 'Company',
    ok: 'OK',
    saved: 'Saved successfully',
    linked2: '2 users linked',
    removed: 'Removed',
    deleted: 'Deleted',
    del: 'Delete',
    cannotDelete: 'The account cannot be deleted',
    materials: 'materials',
  },
} as const;

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const drawer = (page: Page) => page.getByTestId('account-users-drawer');
const option = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();

/**
 * Picks an option of a single select, clicking again while its list stays open: on a loaded machine a click on a
 * list that has just opened was lost once (the list re-measured under the pointer), and the open list then covered
 * the dialog's OK button. Clicking the chosen option again in a single select only closes the list.
 */
async function pickOne(page: Page, text: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await option(page, text).click();
    const closed = await page
      .locator('.ant-select-dropdown:visible')
      .waitFor({ state: 'hidden', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (closed) return;
  }
  throw new Error(`the select's list stayed open after picking ${text}`);
}

async function findAccount(page: Page, lang: Lang, name: string) {
  const quick = page.getByPlaceholder(T[lang].name);
  await quick.fill(name);
  await quick.press('Enter');
  // the page before the search may already show the account: a click on it then raced the search's reload (the
  // table's loading veil took the click in a clean-clone run), so wait for the searched list to stand
  await settled(page);
  await eventually(async () => (await tableRows(page).allTextContents()).every((text) => text.includes(name))).toBe(
    true,
  );
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.waitFor();
  return row;
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  describe(`accounts screen (${lang})`, () => {
    const t = T[lang];

    it('creates an account in a company, links two users at once, removes one, deletes it', async () => {
      const { page, server } = running;
      const name = `Acct ${lang} ${Date.now() % 100000}`;
      await signInAs(page, server.url, lang);
      await page.goto(`${server.url}/#/auth/account`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();

      await page.getByTestId('account-add').click();
      await dialog(page).getByTestId('account-form').waitFor();
      await dialog(page).getByLabel(t.name, { exact: true }).fill(name);
      await dialog(page).getByLabel(t.company, { exact: true }).click();
      await pickOne(page, 'Starlight Media');
      await dialog(page).getByRole('button', { name: t.ok }).click();
      await page.getByText(t.saved).first().waitFor();
      await dialog(page).waitFor({ state: 'hidden' });

      const row = await findAccount(page, lang, name);
      expect(await row.textContent()).toContain('Starlight Media');
      await row.getByTestId('account-users').click();
      await drawer(page).waitFor();
      await drawer(page).getByTestId('account-users-pick').click();
      await option(page, 'operator').click();
      await option(page, 'viewer').click();
      await page.keyboard.press('Escape');
      await drawer(page).getByTestId('account-users-add').click();
      await page.getByText(t.linked2).first().waitFor();
      const linked = drawer(page).locator('.ant-table-tbody tr.ant-table-row');
      await eventually(() => linked.count()).toBe(2);
      await shot(page, `auth-accounts-users-${lang}`);

      await linked.filter({ hasText: 'viewer' }).getByRole('button').click();
      // the removal's confirm names the account; it is gone before the account's own confirm opens below
      await confirmDanger(page, name);
      await page.getByText(t.removed).first().waitFor();
      await eventually(() => linked.count()).toBe(1);
      await page.locator('.ant-drawer-close:visible').click();
      await drawer(page).waitFor({ state: 'hidden' });
      // the linked-users count (not the id, which may hold a 1 too) reads 1 once the list has refreshed
      await eventually(async () => ((await row.locator('td').nth(3).textContent()) ?? '').trim()).toBe('1');

      await row.getByRole('button', { name: t.del }).click();
      // this account's own confirm: the user removal's, still leaving the page, matched too and took the click
      await page
        .locator('.ant-modal-confirm', { hasText: name })
        .locator('.ant-modal-confirm-btns .ant-btn-dangerous')
        .click();
      await page.getByText(t.deleted).first().waitFor();
      await row.waitFor({ state: 'detached' });
    });

    it('shows a role that may only read accounts its accounts, without any control', async () => {
      const { page, server } = running;
      await signInAs(page, server.url, lang, 'advertiser');
      await page.goto(`${server.url}/#/auth/account`);
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await rows.first().waitFor();
      expect(await rows.allTextContents()).toEqual([
        expect.stringContaining('Galaxy Games'),
        expect.stringContaining('Orchid Shopping'),
      ]);
      expect(await page.getByTestId('account-add').count()).toBe(0);
      expect(await page.getByTestId('account-users').count()).toBe(0);
      expect(await page.getByRole('button', { name: t.del }).count()).toBe(0);
      await page.getByRole('tab').nth(1).click();
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      expect(await page.getByTestId('company-add').count()).toBe(0);
      expect(await page.getByTestId('company-status').count()).toBe(0);
    });

    it('refuses to delete an account that materials hold, saying what holds it', async () => {
      const { page, server } = running;
      await signInAs(page, server.url, lang);
      await page.goto(`${server.url}/#/auth/account`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      const row = await findAccount(page, lang, 'Galaxy Games');
      await row.getByRole('button', { name: t.del }).click();
      await page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-dangerous').click();
      const refusal = page.locator('.ant-modal-confirm-warning');
      await refusal.locator('.ant-modal-confirm-title', { hasText: t.cannotDelete }).waitFor();
      expect(await refusal.textContent()).toContain(t.materials);
      await page.locator('.ant-modal-confirm-confirm').waitFor({ state: 'detached' });
      await shot(page, `auth-accounts-refused-${lang}`);
      await refusal.getByRole('button').click();
      await refusal.waitFor({ state: 'hidden' });
      await row.waitFor();
    });
  });
}
