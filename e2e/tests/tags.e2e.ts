import { demoPassword } from '@adconsole/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser.js';
import { usePages } from '../support/pages.js';
import { signIn, waitForHashPath } from '../support/session.js';

const running = usePages('tags');

const T = {
  'zh-CN': {
    password: '密码',
    add: '新增标签',
    create: '添加',
    ok: '确 定',
    saved: '保存成功',
    edit: '编辑',
    del: '删除',
    deleted: '删除成功',
    pleaseInput: '请输入',
    selectTopic: '请先选择主题',
    search: '查 询',
    nameRequired: '请输入标签名称',
  },
  'en-US': {
    password: 'Password',
    add: 'Add Tag',
    create: 'Add',
    ok: 'OK',
    saved: 'Saved successfully',
    edit: 'Edit',
    del: 'Delete',
    deleted: 'Deleted',
    pleaseInput: 'please input',
    selectTopic: 'please select topic',
    search: 'Search',
    nameRequired: 'Enter the tag name',
  },
} as const;

async function openTagPage(page: Page, lang: keyof typeof T) {
  await page.goto(`${running.server.url}/#/login`);
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.reload();
  await signIn(page, 'admin', demoPassword('admin'), { lang });
  await waitForHashPath(page, '/home');
  await page.goto(`${running.server.url}/#/material/creativeTag`);
  await page.getByRole('button', { name: T[lang].add }).waitFor();
}

const dialog = (page: Page) => page.getByRole('dialog');

for (const lang of ['zh-CN', 'en-US'] as const) {
  describe(`creative tags (${lang})`, () => {
    it('creates a theme, a category and a tag in the dialog, finds it, edits it and deletes it', async () => {
      const t = T[lang];
      const { page } = running;
      await openTagPage(page, lang);
      const suffix = `${lang}-${Date.now() % 100000}`;

      await page.getByRole('button', { name: t.add }).click();
      await dialog(page).waitFor();
      // a click made while the dialog is still opening counts (the form is fresh per opening, no reset races it)
      await dialog(page).getByRole('button', { name: t.ok }).click();
      await dialog(page).getByText(t.nameRequired).waitFor();

      // a category needs a theme first
      await dialog(page).locator('.ant-select').nth(1).click();
      await page.getByTestId('new-category-input').fill('Early');
      await page.getByTestId('new-category-input').press('Enter');
      await page.getByText(t.selectTopic).first().waitFor();
      await page.keyboard.press('Escape');

      // inline new theme: empty is refused, a trimmed name is created and chosen
      await dialog(page).locator('.ant-select').nth(0).click();
      await page.getByTestId('new-topic-input').press('Enter');
      await page.getByText(t.pleaseInput, { exact: true }).first().waitFor();
      await page.getByTestId('new-topic-input').fill(`  Theme ${suffix}  `);
      await page.getByTestId('new-topic-input').press('Enter');
      await dialog(page).getByText(`Theme ${suffix}`).waitFor();

      await dialog(page).locator('.ant-select').nth(1).click();
      await page.getByTestId('new-category-input').fill(`Category ${suffix}`);
      await page.getByTestId('new-category-input').press('Enter');
      await dialog(page).getByText(`Category ${suffix}`).waitFor();

      await dialog(page).getByRole('textbox').first().fill(`Tag ${suffix}`);
      await dialog(page).locator('textarea').fill('x'.repeat(120));
      await shot(page, `tags-dialog-${lang}`);
      await dialog(page).getByRole('button', { name: t.ok }).click();
      await page.getByText(t.saved).first().waitFor();
      await dialog(page).waitFor({ state: 'hidden' });

      // find it by the name filter
      const quick = page.locator('input').first();
      await quick.fill(`Tag ${suffix}`);
      await quick.press('Enter');
      const row = page.getByRole('row', { name: new RegExp(`Tag ${suffix}`) });
      await row.waitFor();
      await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2); // header + the one tag
      // the long instructions are cut with a tooltip
      expect(await row.getByTestId('remark-cut').count()).toBe(1);
      await shot(page, `tags-list-${lang}`);

      // edit
      await row.getByRole('button', { name: t.edit }).click();
      await dialog(page).waitFor();
      const nameInput = dialog(page).getByRole('textbox').first();
      // the dialog fills itself with the tag when it opens: type only after that
      await expect.poll(() => nameInput.inputValue(), { timeout: 10_000 }).toBe(`Tag ${suffix}`);
      await nameInput.fill(`Renamed ${suffix}`);
      await dialog(page).getByRole('button', { name: t.ok }).click();
      await dialog(page).waitFor({ state: 'hidden' });
      await quick.fill(`Renamed ${suffix}`);
      await quick.press('Enter');
      const renamed = page.getByRole('row', { name: new RegExp(`Renamed ${suffix}`) });
      await renamed.waitFor();

      // delete with confirmation
      await renamed.getByRole('button', { name: t.del }).click();
      // antd spaces two-character Chinese button labels ("删 除")
      await page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(`^${[...t.del].join('\\s?')}$`) })
        .click();
      await page.getByText(t.deleted).first().waitFor();
      await renamed.waitFor({ state: 'detached' });
    });
  });
}
