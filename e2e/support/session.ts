import type { Page } from 'playwright-core';

/** The visible texts the tests look for, per language (kept beside the locale files' values on purpose). */
export const TEXT = {
  'zh-CN': { password: '密码', login: '登录', material: '素材库', auth: '权限管理', welcome: '欢迎登录' },
  'en-US': {
    password: 'Password',
    login: 'Login',
    material: 'Material Library',
    auth: 'Auth Administration',
    welcome: 'Welcome back',
  },
} as const;

/** Fills the login form as a person does and submits it with Enter or the button. */
export async function signIn(
  page: Page,
  loginName: string,
  password: string,
  opts: { lang?: keyof typeof TEXT; submit?: 'enter' | 'button' } = {},
): Promise<void> {
  const t = TEXT[opts.lang ?? 'zh-CN'];
  await page.getByLabel('SHAREid', { exact: true }).fill(loginName);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  if (opts.submit === 'button') await page.getByRole('button', { name: t.login, exact: true }).click();
  else await page.getByLabel(t.password, { exact: true }).press('Enter');
}

/** The path part of the hash route (`/#/home?x=1` → `/home?x=1`). */
export function hashPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
}

export async function waitForHashPath(page: Page, prefix: string): Promise<void> {
  await page.waitForFunction((p) => decodeURIComponent(location.hash.replace(/^#/, '')).startsWith(p), prefix, {
    timeout: 20_000,
  });
}
