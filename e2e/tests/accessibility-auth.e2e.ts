import { calls } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { beforeEach, describe, it } from 'vitest';
import { a11yScreens } from '../support/a11y.js';
import { apiAs } from '../support/api.js';
import { settled, signInAs } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The auth administration screens and the audit log in both languages, checked with axe-core (support/a11y.ts).

const pages = usePages('a11y-auth');
const { checker, open, dialog, drawer, close } = a11yScreens(pages);
let page: Page;
beforeEach(() => {
  page = pages.page;
});

describe.each(['zh-CN', 'en-US'] as const)('accessible screens in %s', (lang) => {
  it('auth directory: accounts, linked users, companies, users and their dialogs', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await open('/auth/account');
    await settled(page);
    await screens.check('auth-accounts');
    await page.getByTestId('account-add').click();
    await dialog().getByTestId('account-form').waitFor();
    await screens.check('auth-account-form');
    await close(dialog());
    await page.getByTestId('account-users').first().click();
    await drawer().locator('.ant-table-row').first().waitFor();
    await screens.check('auth-account-users');
    await close(drawer());
    await open('/auth/account?tab=companies');
    await settled(page);
    await screens.check('auth-companies');
    await page.getByTestId('company-add').click();
    await dialog().getByTestId('company-form').waitFor();
    await screens.check('auth-company-form');
    await close(dialog());
    await open('/auth/user');
    await settled(page);
    await screens.check('auth-users');
    await page.getByTestId('user-add').click();
    await dialog().getByTestId('password-rules').waitFor();
    await dialog().locator('input[type=password]').fill('short');
    await screens.check('auth-user-form');
    await close(dialog());
    await page.getByTestId('user-more').first().click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').first().click();
    await dialog().getByTestId('reset-password-form').waitFor();
    await screens.check('auth-user-reset');
    await close(dialog());
    screens.done();
  });

  it('auth access model: roles, the role editor, menus, a menu groups and calls, effective access', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await open('/auth/role');
    await settled(page);
    await screens.check('auth-roles');
    await page.getByTestId('role-edit').nth(1).click();
    await drawer().getByTestId('grant-tree').waitFor();
    await screens.check('auth-role-editor');
    await close(drawer());
    await page.locator('.ant-table-row').nth(1).locator('td').nth(3).getByRole('button').click();
    await page.getByTestId('user-access-open').first().click();
    await drawer().getByTestId('effective-navigation').waitFor();
    await screens.check('auth-effective-access');
    await close(drawer());
    await close(dialog());
    await open('/auth/menu');
    await settled(page);
    await screens.check('auth-menus');
    await page.getByTestId('menu-add-link').click();
    await dialog().getByTestId('menu-url').waitFor();
    await screens.check('auth-menu-link-form');
    await close(dialog());
    await page.getByTestId('menu-groups-auth.menu').click();
    await drawer().locator('.ant-table-row-expand-icon').first().click();
    await drawer().locator('.ant-table-expanded-row .ant-table-row').first().waitFor();
    await screens.check('auth-menu-groups');
    await close(drawer());
    screens.done();
  });

  it('audit log with the before and after of a change', async () => {
    const screens = checker(lang);
    // a change to read: a new theme (its fields, all "after")
    const { api } = await apiAs(pages.server.url);
    await api(calls.tags.add, { name: `Audit theme ${lang}`, level: 1 });
    await signInAs(page, pages.server.url, lang);
    await open('/auth/audit?entity=tag');
    await settled(page);
    await screens.check('auth-audit');
    await page.locator('.ant-table-row-expand-icon').first().click();
    await page.getByTestId('audit-diff').waitFor();
    await screens.check('auth-audit-diff');
    screens.done();
  });
});
