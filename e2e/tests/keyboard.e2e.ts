import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Lang, settled, signInAs } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The keyboard alone: Tab moves through a list's filters and past a date-range filter left empty (the picker used
// to send focus back to its first field), and a form opens, fills and saves without the mouse.

const running = usePages('keyboard');
let page: Page;
beforeEach(() => {
  ({ page } = running);
});

const T = {
  'zh-CN': { search: '查 询', newRole: '新建角色', saved: '角色已保存' },
  'en-US': { search: 'Search', newRole: 'New Role', saved: 'Role saved' },
} as const;

/** Where focus is: inside a range picker, or the text of the button it is on. */
const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      inPicker: !!el?.closest('.ant-picker-range'),
      button: el?.closest('button')?.textContent?.replace(/\s/g, '') ?? null,
    };
  });

/** Tabs from the list's first filter until focus reaches the Search button, answering whether it went through a picker. */
async function tabToSearch(p: Page, search: string): Promise<boolean> {
  await p.locator('main input').first().focus();
  let sawPicker = false;
  for (let i = 0; i < 12; i++) {
    await p.keyboard.press('Tab');
    const at = await focused(p);
    sawPicker ||= at.inPicker;
    if (at.button === search.replace(/\s/g, '')) return sawPicker;
  }
  throw new Error('Tab never reached the Search button');
}

describe.each(['zh-CN', 'en-US'] as const)('keyboard alone (%s)', (lang: Lang) => {
  const t = T[lang];

  it('tabs past the empty start-time range on Campaigns and the time range on the audit log', async () => {
    await signInAs(page, running.server.url, lang);
    await page.goto(`${running.server.url}/#/advertising/index`);
    await settled(page);
    expect(await tabToSearch(page, t.search)).toBe(true);

    await page.goto(`${running.server.url}/#/auth/audit`);
    await page.locator('main input').first().waitFor();
    expect(await tabToSearch(page, t.search)).toBe(true);
  });

  it('opens the role editor, names the role and saves it with the keyboard', async () => {
    await signInAs(page, running.server.url, lang);
    await page.goto(`${running.server.url}/#/auth/role`);
    const add = page.getByRole('button', { name: t.newRole });
    await add.focus();
    await page.keyboard.press('Enter');
    const name = page.getByTestId('role-name');
    await name.waitFor();
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(`Keys ${lang} ${Date.now() % 100000}`);
    await page.keyboard.press('Enter');
    await page.getByText(t.saved).first().waitFor();
  });
});
