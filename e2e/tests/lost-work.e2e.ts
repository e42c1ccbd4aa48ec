import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { motionEnded, shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// No lost work (issue 27 point 1), in zh and en: a changed drawer or dialog form asks before it is discarded (Esc, X,
// mask, Cancel, the browser's Back), keeps the work on "Keep editing"; Back closes an open drawer and stays on the
// page; a form left alone closes without a question.

const running = usePages('lost-work');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': { title: '放弃未保存的修改？', advertising: '广告投放', campaigns: '广告系列' },
  'en-US': { title: 'Discard changes?', advertising: 'Advertising', campaigns: 'Campaigns' },
} as const;

const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();
const question = (page: Page) => page.locator('.ant-modal-confirm:visible .ant-modal-confirm-body');
const hashPath = (page: Page) => new URL(page.url()).hash.split('?')[0];

/** Opens a page through the navigation bar's submenu, so the browser's history holds the page before it. */
async function openByMenu(page: Page, menu: string, item: string): Promise<void> {
  await page.locator('.ant-layout-header').getByText(menu, { exact: true }).first().hover();
  await page.locator('.ant-menu-submenu-popup:visible').getByText(item, { exact: true }).first().click();
}

describe.each(['zh-CN', 'en-US'] as const)('lost work (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('asks before a changed drawer is discarded by Esc or Back, and Back closes a drawer without leaving the page', async () => {
    const { page, server } = running;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, server.url, lang);
    await openByMenu(page, t.advertising, t.campaigns);
    await page.getByTestId('campaign-table').waitFor();
    await settled(page);
    expect(hashPath(page)).toBe('#/advertising/index');

    // a form left alone: Back closes the drawer and the page stays
    await page.getByTestId('campaign-add').click();
    await drawer(page).getByTestId('campaign-form').waitFor();
    await motionEnded(page);
    await page.goBack();
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await question(page).count()).toBe(0);
    expect(hashPath(page)).toBe('#/advertising/index');

    // a changed form: Esc asks; Keep editing keeps the work
    await page.getByTestId('campaign-add').click();
    const form = drawer(page).getByTestId('campaign-form');
    await form.waitFor();
    await form.getByTestId('campaign-form-name').fill('Half-filled campaign');
    await page.keyboard.press('Escape');
    await question(page).getByText(t.title).waitFor();
    await motionEnded(page);
    await expectAccessible(page, `${lang} discard question`);
    await shot(page, `lost-work-${short}-question`);
    await page.getByTestId('discard-keep').click();
    await question(page).waitFor({ state: 'hidden' });
    expect(await form.getByTestId('campaign-form-name').inputValue()).toBe('Half-filled campaign');
    // the form's own Cancel asks the same
    await form.getByTestId('campaign-form-cancel').click();
    await question(page).getByText(t.title).waitFor();
    await page.getByTestId('discard-keep').click();
    await question(page).waitFor({ state: 'hidden' });

    // Back asks too, and Discard closes the drawer on the same page
    await page.goBack();
    await question(page).getByText(t.title).waitFor();
    expect(hashPath(page)).toBe('#/advertising/index');
    await page.getByTestId('discard-ok').click();
    await drawer(page).waitFor({ state: 'hidden' });
    expect(hashPath(page)).toBe('#/advertising/index');

    // with nothing open, Back leaves the page as it always did
    await page.goBack();
    await eventually(() => hashPath(page)).not.toBe('#/advertising/index');
  });

  it('asks before a changed dialog form is discarded by its X or Cancel, not when it was left alone', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/auth/user`);
    await settled(page);

    const dialog = page.getByTestId('user-form');
    await page.getByTestId('user-add').click();
    await dialog.waitFor();
    await motionEnded(page);
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').last().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await question(page).count()).toBe(0);

    await page.getByTestId('user-add').click();
    await dialog.waitFor();
    await dialog.locator('input').first().fill('half-typed');
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').last().click();
    await question(page).getByText(t.title).waitFor();
    await page.getByTestId('discard-keep').click();
    await question(page).waitFor({ state: 'hidden' });
    expect(await dialog.locator('input').first().inputValue()).toBe('half-typed');
    // Cancel asks the same, and Discard closes it
    await page.locator('.ant-modal-wrap:visible .ant-modal-footer button').first().click();
    await question(page).getByText(t.title).waitFor();
    await page.getByTestId('discard-ok').click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
