import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { trackCalls } from './calls.js';

// Debian's Chromium; the flags keep it off the network this machine does not have.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's headless shell (package chromium-headless-shell: the same Blink as the chromium package, without the full
 * browser's window layer and GPU process) when it is installed: it spent a third less CPU on the same tests. Else the
 * full chromium. CHROMIUM_PATH names another.
 */
const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
export const CHROMIUM = process.env.CHROMIUM_PATH ?? CANDIDATES.find((file) => fs.existsSync(file)) ?? CANDIDATES[1];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/**
 * A fresh context (own storage and cookies) with a desktop viewport, for a user who asks for reduced motion: the console
 * then opens and closes antd's popups at once, so a click never lands on a menu still sliding in or out.
 */
export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
}

/** A page of the context, whose calls in flight are counted (`callsIdle`). */
export async function pageOf(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  trackCalls(page);
  return page;
}

/** A fresh context and its first page. */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  return { context, page: await pageOf(context) };
}

/**
 * Waits until no finite animation runs on the page (a spinner turns for ever): antd's motion starts a frame or two
 * after an element appears, and one may start another, so it checks again after each has ended.
 */
export async function motionEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** Waits for two rendered frames: what a step just changed (a route, a query) has been rendered, with its spinner. */
export async function rendered(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * Saves a screenshot of the whole page under e2e/.artifacts (ignored by git) for a person to look at. It is taken as
 * the window shows it when the whole page adds nothing: the page fits the window, or a dialog or drawer with its mask
 * is open (they stay in the window; below it the page would show unmasked).
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '../.artifacts');
  fs.mkdirSync(dir, { recursive: true });
  const windowOnly = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const fits = root.scrollHeight <= window.innerHeight && root.scrollWidth <= window.innerWidth;
    const masks = document.querySelectorAll('.ant-modal-mask, .ant-drawer-mask');
    return fits || Array.from(masks).some((mask) => mask.checkVisibility());
  });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: !windowOnly });
}

/**
 * Clicks a dialog's button once the dialog has opened (a click while it still zooms in can land on nothing), then
 * waits until the button is gone: what the click started is under way, and a toast or row seen next is not one of an
 * earlier step's.
 */
export async function clickWhenOpen(button: Locator): Promise<void> {
  await button.waitFor();
  await motionEnded(button.page());
  await button.click();
  await button.waitFor({ state: 'hidden' });
}
