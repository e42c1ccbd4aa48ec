import { API_KEY_PREFIX } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { clickWhenOpen, motionEnded, shot } from '../support/browser.js';
import { type Lang, signInAs, tableRows, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The API keys screen: an administrator finds it under the auth menu, issues a key and sees its secret once (a
// warning, a copy button, no way to close but the button), finds only its prefix in the list afterwards, and revokes
// it after a confirmation; in zh and en, each screen checked with axe and kept as a screenshot.

const running = usePages('api-keys');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    auth: '权限管理',
    menu: 'API 密钥',
    issue: '签发密钥',
    warning: '只显示这一次',
    done: '我已保存密钥',
    active: '有效',
    never: '从未使用',
    revokeOf: (name: string) => `吊销 ${name}`,
    revokeButton: '吊 销',
    revoked: '已吊销',
  },
  'en-US': {
    auth: 'Auth Administration',
    menu: 'API Keys',
    issue: 'Issue key',
    warning: 'shown only this once',
    done: 'I have stored the key',
    active: 'Active',
    never: 'Never used',
    revokeOf: (name: string) => `Revoke ${name}`,
    revokeButton: 'Revoke',
    revoked: 'Revoked',
  },
} as const;

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

describe.each(['zh-CN', 'en-US'] as const)('API keys (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('issues a key, shows its secret once, and revokes it', async () => {
    const { page, server } = running;
    const name = `pipeline ${short}`;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signInAs(page, server.url, lang);

    // under the auth menu
    await page.goto(`${server.url}/#/auth/account`);
    await page.locator('.ant-menu-submenu-title', { hasText: t.auth }).first().hover();
    await page.getByRole('link', { name: t.menu, exact: true }).click();
    await page.waitForURL(/#\/auth\/apiKey/);
    await page.getByTestId('api-key-table').waitFor();
    await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await page.mouse.move(700, 800);
    await page.locator('.ant-menu-submenu-popup:visible').waitFor({ state: 'hidden' });

    // issue: a name and the intake it may call
    await page.getByTestId('api-key-issue').click();
    const form = dialog(page);
    await form.getByTestId('api-key-issue-form').waitFor();
    await form.getByRole('textbox').first().fill(name);
    await motionEnded(page);
    await expectAccessible(page, `${lang} api key issue`);
    await shot(page, `api-keys-issue-${short}`);
    await clickWhenOpen(form.getByRole('button', { name: t.issue }));

    // the secret, once: a warning, the key, a copy button; Escape does not close it
    const secretBox = page.getByTestId('api-key-secret');
    await secretBox.waitFor();
    expect(await textOf(secretBox)).toContain(t.warning);
    const secret = await page.getByTestId('api-key-secret-value').inputValue();
    expect(secret).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    await page.getByTestId('api-key-secret-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await motionEnded(page);
    await expectAccessible(page, `${lang} api key secret`);
    await shot(page, `api-keys-secret-${short}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => secretBox.isVisible()).toBe(true);
    await clickWhenOpen(page.getByTestId('api-key-secret-done'));

    // the list shows the key by its prefix only; the secret is nowhere on the page any more
    const row = tableRows(page).filter({ hasText: name });
    await row.waitFor();
    const rowText = await textOf(row);
    expect(rowText).toContain(`${secret.slice(0, API_KEY_PREFIX.length + 8)}…`);
    expect(rowText).toContain(t.active);
    expect(rowText).toContain(t.never);
    expect(await page.content()).not.toContain(secret);
    await page
      .locator('.ant-message-notice')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await expectAccessible(page, `${lang} api keys`);
    await shot(page, `api-keys-${short}`);

    // revoke, after a confirmation naming the key
    await row.getByRole('button', { name: t.revokeOf(name) }).click();
    const confirm = page.locator('.ant-modal-confirm:visible');
    await confirm.waitFor();
    expect(await textOf(confirm)).toContain(name);
    await motionEnded(page);
    await expectAccessible(page, `${lang} api key revoke`);
    await shot(page, `api-keys-revoke-${short}`);
    await clickWhenOpen(confirm.getByRole('button', { name: t.revokeButton }));
    await expect.poll(async () => textOf(tableRows(page).filter({ hasText: name }))).toContain(t.revoked);
    expect(
      await tableRows(page)
        .filter({ hasText: name })
        .getByRole('button', { name: t.revokeOf(name) })
        .count(),
    ).toBe(0);
  });
});
