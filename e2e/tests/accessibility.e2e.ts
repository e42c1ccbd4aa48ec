import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { a11yScreens } from '../support/a11y.js';
import { settled, signInAs, useLanguage } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Every screen of the console in both languages is checked with axe-core (WCAG 2 A and AA; a serious or critical
// violation fails), here and in the area files (accessibility-*.e2e.ts; audiences in audiences.e2e.ts, the partner
// folders in audiences-partner-folders.e2e.ts, the device events in device-events.e2e.ts, the placement catalogues in
// placements.e2e.ts, the API keys in api-keys.e2e.ts, the delivery report in reports.e2e.ts). This file holds the route table's check that every page is visited, the sign-in, home, config and
// demo pages.

const pages = usePages('a11y');
const { checker, open, drawer } = a11yScreens(pages);
let page: Page;
beforeEach(() => {
  page = pages.page;
});

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': { login: '登录' },
  'en-US': { login: 'Login' },
} as const;

/**
 * The pages of the route table (web/src/app/routes.ts, composed from each feature's index.ts): every path with a page
 * module. Imported through a path held in a variable so that the e2e typecheck stays out of the web's sources (JSX,
 * CSS modules); no page loader is called here.
 */
async function routeTable(): Promise<string[]> {
  const routesModule = path.resolve(import.meta.dirname, '../../web/src/app/routes.ts');
  const { ROUTES } = (await import(routesModule)) as { ROUTES: readonly { path: string; load?: unknown }[] };
  return ROUTES.filter((route) => route.load).map((route) => route.path);
}

const ROUTE_TABLE = await routeTable();

/** The pages with a screen of their own, each visited below in both languages. */
const SCREENS = [
  '/login',
  '/404',
  '/no-permission',
  '/home',
  '/config/index',
  '/material/image',
  '/material/video',
  '/material/creativeTag',
  '/audience/index',
  '/audience/create',
  '/audience/partnerFolder',
  '/audience/deviceEvent',
  '/package/index',
  '/advertising/index',
  '/advertising/view',
  '/placement/mediaApp',
  '/placement/adPosition',
  '/placement/dsp',
  '/placement/adPlatform',
  '/report/delivery',
  '/auth/account',
  '/auth/user',
  '/auth/role',
  '/auth/menu',
  '/auth/audit',
  '/auth/apiKey',
  '/table',
  '/tabs',
  '/test',
];

it('visits every page of the route table', () => {
  expect([...ROUTE_TABLE].sort()).toEqual([...SCREENS].sort());
});

describe.each(['zh-CN', 'en-US'] as const)('accessible screens in %s', (lang) => {
  const t = T[lang];

  it('sign-in page (empty and with its required messages) and 404', async () => {
    const screens = checker(lang);
    await useLanguage(page, pages.server.url, lang);
    await page.getByLabel('SHAREid', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await screens.check('login');
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await page.locator('[aria-invalid=true]').first().waitFor();
    await screens.check('login-required');
    await open('/404');
    await page.locator('.ant-result-404').waitFor();
    await screens.check('404');
    screens.done();
  });

  it('home, no permission and config', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await page.locator('main h1, main h2').first().waitFor();
    await screens.check('home');
    await open('/no-permission');
    await page.getByTestId('no-permission').waitFor();
    await screens.check('no-permission');
    await open('/config/index');
    await page.locator('.ant-card .ant-tag').first().waitFor();
    // the watermark is decoration that axe leaves out: nothing in it may be read out or reached with Tab
    const watermark = page.getByTestId('watermark-layer');
    expect(await watermark.getAttribute('aria-hidden')).toBe('true');
    expect(await watermark.evaluate((layer) => (layer as HTMLElement).inert)).toBe(true);
    await screens.check('config');
    screens.done();
  });

  it('public demo pages, signed out and signed in, with the material picker', async () => {
    const screens = checker(lang);
    await useLanguage(page, pages.server.url, lang);
    await open('/table');
    await page.getByTestId('demo-nav').waitFor();
    await screens.check('table-signed-out');
    await signInAs(page, pages.server.url, lang);
    await open('/table');
    await settled(page);
    await screens.check('table');
    for (const tab of ['multi', 'tree', 'report']) {
      await open(tab === 'multi' ? '/tabs' : `/tabs?tab=${tab}`);
      await page.locator('[role=tabpanel]:visible').first().waitFor();
      await screens.check(`tabs-${tab}`);
    }
    await open('/test');
    await page.getByTestId('picker-demo').waitFor();
    await screens.check('test');
    await page.getByTestId('picker-demo-account').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByTestId('picker-demo-open').click();
    await drawer().getByTestId('picker-card').first().waitFor();
    await screens.check('test-picker');
    screens.done();
  });
});
