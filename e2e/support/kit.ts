import { calls } from '@adconsole/contract';
import { demoPassword } from '@adconsole/testkit';
import type { Cookie, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { rendered } from './browser.js';
import { callsIdle } from './calls.js';
import { signIn, waitForHashPath } from './session.js';

/** The visible texts the kit tests look for, per language (kept beside the locale files' values on purpose). */
export const KIT_TEXT = {
  'zh-CN': {
    signInTitle: '当前未登录',
    search: '查询',
    typeBanner: '横幅广告',
    typeLabel: '广告类型',
    widthChip: '宽度（像素）: ≥ 1000',
    status: '状态',
    selected3: '已选择 3 项',
    total: '共 200 条',
    perPage50: '50 条/页',
    asia: '亚洲',
    china: '中国',
    japan: '日本',
    last7: '最近 7 天',
    days7: '共 7 天',
    createCountry: '创建用户国家',
    editCountry: '编辑用户国家',
    emojiRejected: '请输入有效字符，不支持表情符号',
    emojiStripped: '已自动去除表情符号',
    decimals: '最多保留 2 位小数',
    max1000: '不能大于 1000',
    external: '外部链接（mailto / tel）',
    badPackage: '包名只能包含字母、数字、点和下划线',
    goodVersion: '有效的版本号',
    exported: '已导出 3 条广告位',
  },
  'en-US': {
    signInTitle: 'You are not signed in',
    search: 'Search',
    typeBanner: 'Banner',
    typeLabel: 'Ad type',
    widthChip: 'Width (px): ≥ 1000',
    status: 'Status',
    selected3: '3 rows selected',
    total: '200 in total',
    perPage50: '50 / page',
    asia: 'Asia',
    china: 'China',
    japan: 'Japan',
    last7: 'Last 7 days',
    days7: '(7 days)',
    createCountry: 'Create user country',
    editCountry: 'Edit user country',
    emojiRejected: 'Enter valid characters: emoji are not supported',
    emojiStripped: 'Emoji were removed',
    decimals: 'At most 2 decimal places',
    max1000: 'Must be at most 1000',
    external: 'An external link (mailto / tel)',
    badPackage: 'A package name holds only letters, digits, dots and underscores',
    goodVersion: 'A valid version',
    exported: 'Exported 3 ad positions',
  },
} as const;

export type Lang = keyof typeof KIT_TEXT;

/** Opens the console in a language (stored before the first render, as the language switch does). */
export async function useLanguage(page: Page, base: string, lang: Lang): Promise<void> {
  await page.goto(`${base}/#/login`);
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.reload();
}

/** A session the login page started: the token cookie and the items the login wrote to localStorage. */
interface SavedSession {
  cookies: Cookie[];
  items: Record<string, string>;
}

/** The localStorage items a login writes (web/src/app/session.ts, startSession); nothing cached besides. */
const SESSION_ITEMS = ['shareid', 'user_id', 'account_id', 'role_id'];

/** One signed-in session per server and user: each file has its own server, so this is per file. */
const sessions = new Map<string, SavedSession>();

/**
 * Signs in as a user and waits for the home page. The first time per server and user through the login page; later
 * with that session's token and stored ids set as the context's storage (no login page, no extra page load), when
 * the server still takes them (the role's menu loads), else through the login page again. A test about signing in
 * uses `signIn` on the login page itself.
 */
export async function signInAs(page: Page, base: string, lang: Lang, user = 'admin'): Promise<void> {
  const key = `${base} ${user}`;
  const saved = sessions.get(key);
  if (saved && (await resumeSession(page, base, lang, saved))) return;
  await useLanguage(page, base, lang);
  await signIn(page, user, demoPassword(user), { lang });
  await waitForHashPath(page, '/home');
  const cookies = (await page.context().cookies(base)).filter((cookie) => cookie.name === 'token');
  const items = await page.evaluate((names) => {
    const found: Record<string, string> = {};
    for (const name of names) {
      const value = localStorage.getItem(name);
      if (value !== null) found[name] = value;
    }
    return found;
  }, SESSION_ITEMS);
  if (cookies.length === 1 && Object.keys(items).length === SESSION_ITEMS.length) sessions.set(key, { cookies, items });
}

/**
 * Opens the home page as the saved session, in the language: the context's storage set as a login leaves it (token
 * cookie, stored ids), so the app starts with it; answers whether the server took the session.
 */
async function resumeSession(page: Page, base: string, lang: Lang, saved: SavedSession): Promise<boolean> {
  const items = { ...saved.items, language: lang };
  await page.context().setStorageState({
    cookies: saved.cookies,
    origins: [{ origin: base, localStorage: Object.entries(items).map(([name, value]) => ({ name, value })) }],
  });
  // a page already on the console would take the hash change below without starting again, and keep its tab's
  // session storage
  if (page.url().startsWith(base)) await page.evaluate(() => sessionStorage.clear());
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const menu = page
    .waitForResponse((response) => response.url().includes(calls.session.roleMenu.path), { timeout: 15_000 })
    .catch(() => null);
  await page.goto(`${base}/#/home`);
  const answer = await menu;
  const taken = answer?.status() === 200 && ((await answer.json()) as { code?: number }).code === 200;
  if (taken) await waitForHashPath(page, '/home');
  else await page.context().clearCookies({ name: 'token' });
  return taken;
}

/** The data rows of the page's (first) table. */
export const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** The hash route's query (filters and pages live there). */
function hashQuery(url: string): URLSearchParams {
  const hash = new URL(url).hash;
  return new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
}

/** Waits until the hash route's query satisfies a check, and answers it. */
export async function waitForQuery(page: Page, check: (params: URLSearchParams) => boolean): Promise<URLSearchParams> {
  await expect
    .poll(() => page.url(), { timeout: 15_000, interval: 50, message: 'the query never matched' })
    .toSatisfy((url: string) => check(hashQuery(url)));
  return hashQuery(page.url());
}

/**
 * Waits for the list to show its rows as they stand after a change: the change rendered (a fetch it starts shows the
 * table's spinner at once), no call of the page in flight, and no spinner over the table.
 */
export async function settled(page: Page): Promise<void> {
  await tableRows(page).first().waitFor();
  await rendered(page);
  await callsIdle(page);
  await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached', timeout: 15_000 });
  await tableRows(page).first().waitFor();
}

/** Polls a reading until the assertion holds, for as long as a list takes to reload. */
export const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 100 });

/** The text of an element (textContent: what the page wrote, whitespace aside). */
export const textOf = async (locator: Locator): Promise<string> => ((await locator.textContent()) ?? '').trim();

/**
 * Closes the open dialog or drawer `scope` with Esc, agreeing to discard its changes when the console asks (it does
 * for a form the test typed into): for tests whose subject is elsewhere.
 */
export async function escapeDiscarding(page: Page, scope: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  const discard = page.getByTestId('discard-ok');
  await Promise.race([scope.waitFor({ state: 'hidden' }), discard.waitFor()]);
  if (await discard.isVisible()) await discard.click();
  await scope.waitFor({ state: 'hidden' });
}

/**
 * Clicks the dangerous button of the confirm that says `text`, and again while that confirm stays open and idle: a
 * click as the confirm was still opening was lost once in a clean-clone run (the confirm stayed, nothing was sent).
 * An action under way shows the button loading (antd ignores clicks then), and one that has ended closes the confirm
 * within its animation: neither is clicked again, so the action never runs twice.
 */
export async function confirmDanger(page: Page, text: string): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm', { hasText: text });
  const ok = confirm.locator('.ant-modal-confirm-btns .ant-btn-dangerous');
  const closedWithin = (timeout: number) =>
    confirm
      .waitFor({ state: 'hidden', timeout })
      .then(() => true)
      .catch(() => false);
  await ok.click();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await closedWithin(3_000)) return;
    const busy = await ok.evaluate((button) => button.classList.contains('ant-btn-loading')).catch(() => true);
    if (busy || (await closedWithin(1_000))) continue;
    await ok.click({ timeout: 2_000 }).catch(() => undefined);
  }
}
