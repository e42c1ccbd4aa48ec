import { calls } from '@adconsole/contract';
import { signIn as signInApi } from '@adconsole/testkit';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { motionEnded, shot } from '../support/browser.js';
import { usePages } from '../support/pages.js';
import { signIn, TEXT, waitForHashPath } from '../support/session.js';

const running = usePages('profile');
let page: Page;
beforeEach(() => {
  ({ page } = running);
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const FIRST = 'first secret 1';
const NEXT = 'second secret 2';

/** A new read-only user for one test, made by the administrator through the API: its id and name. */
async function newViewer(prefix: string): Promise<{ id: number; shareid: string }> {
  const { api } = await signInApi(running.server.url, 'admin');
  const roles = (await api(calls.authAccess.roles)).data;
  const viewer = roles.find((role) => role.name === 'viewer')!;
  const shareid = `${prefix}-${Date.now()}`;
  const created = await api(calls.authAdmin.createUser, { shareid, password: b64(FIRST), role_id: viewer.id });
  return { id: created.data.id, shareid };
}

async function signInAs(shareid: string, lang: keyof typeof TEXT) {
  await page.goto(`${running.server.url}/#/login`);
  if (lang === 'en-US') await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  await page.reload();
  await page.getByText(TEXT[lang].welcome).waitFor();
  await signIn(page, shareid, FIRST, { lang });
  await waitForHashPath(page, '/home');
}

const texts = {
  'zh-CN': {
    menu: '修改密码',
    current: '当前密码',
    fresh: '新密码',
    again: '再次输入新密码',
    wrong: '当前密码不正确',
    done: '密码已修改',
    disabled: '您的用户已被停用',
  },
  'en-US': {
    menu: 'Change password',
    current: 'Current password',
    fresh: 'New password',
    again: 'New password again',
    wrong: 'The current password is wrong.',
    done: 'Password changed',
    disabled: 'Your user has been disabled',
  },
} as const;

describe.each(['zh-CN', 'en-US'] as const)('the profile menu (%s)', (lang) => {
  const t = texts[lang];

  it('changes the own password: the wrong current one is refused under its field, the right one with Enter', async () => {
    const user = await newViewer(`pw-${lang}`);
    await signInAs(user.shareid, lang);
    await page.getByTestId('nav-shareid').click();
    await page.getByRole('menuitem', { name: t.menu }).click();
    const form = page.getByTestId('change-password-form');
    await form.waitFor();
    await motionEnded(page);
    await form.getByLabel(t.current, { exact: true }).fill('not my password');
    await form.getByLabel(t.fresh, { exact: true }).fill(NEXT);
    await form.getByLabel(t.again, { exact: true }).fill(NEXT);
    await form.getByLabel(t.again, { exact: true }).press('Enter');
    await form.getByText(t.wrong).waitFor();
    await shot(page, `${lang === 'zh-CN' ? 'zh' : 'en'}-change-password-refused`);

    await form.getByLabel(t.current, { exact: true }).fill(FIRST);
    await form.getByLabel(t.again, { exact: true }).press('Enter');
    await page.getByText(t.done).first().waitFor();
    await form.waitFor({ state: 'hidden' });
    // the new password signs in, the old one no longer does
    await signInApi(running.server.url, user.shareid, NEXT);
    await expect(signInApi(running.server.url, user.shareid, FIRST)).rejects.toThrow();
  });

  it("ends a disabled user's open tab with a message saying so, on the sign-in page too", async () => {
    const user = await newViewer(`off-${lang}`);
    await signInAs(user.shareid, lang);
    const { api } = await signInApi(running.server.url, 'admin');
    await api(calls.authAdmin.setUserStatus, { id: user.id, status: 0 });
    // the tab's next call (a page it opens) learns it
    await page.goto(`${running.server.url}/#/material/image`);
    await waitForHashPath(page, '/login');
    await page.getByRole('alert').filter({ hasText: t.disabled }).waitFor();
    await shot(page, `${lang === 'zh-CN' ? 'zh' : 'en'}-signed-out-disabled`);
  });
});
