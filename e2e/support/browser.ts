import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

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

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
}

/**
 * A fresh context (own storage and cookies) with a desktop viewport, for a user who asks for reduced motion: the console
 * then opens and closes antd's popups at once, so a click never lands on a menu still sliding in or out.
 */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  return { context, page };
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
