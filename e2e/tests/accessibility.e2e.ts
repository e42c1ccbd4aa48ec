import fs from 'node:fs';
import path from 'node:path';
import { calls } from '@adconsole/contract';
import { makeImage } from '@adconsole/testkit';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { type Lang, settled, signInAs, useLanguage } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Every screen of the console in both languages, checked with axe-core (WCAG 2 A and AA); a serious or critical
// violation fails. The screenshots (e2e/.artifacts/a11y-*) are for a person to look over.

const pages = usePages('a11y');
let page: Page;
beforeEach(() => {
  page = pages.page;
});

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': { login: '登录', addTag: '新增标签', tags: '标签', grid: '网格' },
  'en-US': { login: 'Login', addTag: 'Add Tag', tags: 'Tags', grid: 'Grid' },
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
  '/home',
  '/config/index',
  '/material/image',
  '/material/video',
  '/material/creativeTag',
  '/audience/index',
  '/audience/create',
  '/package/index',
  '/advertising/index',
  '/advertising/view',
  '/auth/account',
  '/auth/user',
  '/auth/role',
  '/auth/menu',
  '/auth/audit',
  '/table',
  '/tabs',
  '/test',
];

it('visits every page of the route table', () => {
  expect([...ROUTE_TABLE].sort()).toEqual([...SCREENS].sort());
});

/** Checks screens one after another, taking a screenshot of each, and fails at the end with all that failed. */
function checker(lang: Lang) {
  const problems: string[] = [];
  const short = lang === 'zh-CN' ? 'zh' : 'en';
  return {
    async check(name: string) {
      await page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible').first().waitFor({
        state: 'detached',
        timeout: 15_000,
      });
      try {
        await expectAccessible(page, `${lang} ${name}`);
      } catch (error) {
        problems.push((error as Error).message);
      }
      // after the check, which waits for the screen's animations to end
      await shot(page, `a11y-${short}-${name}`);
    },
    done() {
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}

const open = (route: string) => page.goto(`${pages.server.url}/#${route}`);
const dialog = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const drawer = () => page.locator('.ant-drawer-content-wrapper:visible').last();
const close = async (scope: ReturnType<typeof dialog>) => {
  await page.keyboard.press('Escape');
  await scope.waitFor({ state: 'hidden' });
};

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

  it('home and config', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await page.locator('main h1, main h2').first().waitFor();
    await screens.check('home');
    await open('/config/index');
    await page.locator('.ant-card .ant-tag').first().waitFor();
    // the watermark is decoration that axe leaves out: nothing in it may be read out or reached with Tab
    const watermark = page.getByTestId('watermark-layer');
    expect(await watermark.getAttribute('aria-hidden')).toBe('true');
    expect(await watermark.evaluate((layer) => (layer as HTMLElement).inert)).toBe(true);
    await screens.check('config');
    screens.done();
  });

  it('image library: list, grid, preview, linked accounts, edit drawer, tags, columns and filters dialogs', async () => {
    const screens = checker(lang);
    const [shared] = await (await apiAs(pages.server.url)).materials({ type: 1, name: 'Gamer Gear Week' });
    await signInAs(page, pages.server.url, lang);
    await open('/material/image');
    await settled(page);
    await screens.check('image-list');

    await page.getByTestId('custom-columns-open').click();
    await dialog().getByTestId('custom-columns').waitFor();
    await screens.check('image-custom-columns');
    await close(dialog());

    await page.getByTestId('search-advanced').click();
    await dialog().getByTestId('advanced-apply').waitFor();
    await screens.check('image-advanced-filter');
    await close(dialog());

    await open(`/material/image?id=${shared!.id}`);
    await settled(page);
    const row = page.locator(`.ant-table-tbody tr[data-row-key="${shared!.id}"]`);
    await row.getByTestId('linked-accounts-view').click();
    await dialog().locator('.ant-table-row').first().waitFor();
    await dialog().locator('.ant-table-row-expand-icon').first().click();
    await dialog().getByTestId('bound-ads').first().waitFor();
    await screens.check('image-linked-accounts');
    await close(dialog());

    await row.getByTestId('row-edit').click();
    await drawer().getByTestId('material-name').waitFor();
    await screens.check('image-edit-drawer');
    await close(drawer());

    await row.getByTestId('row-tags').click();
    await dialog().getByTestId('edit-tags-form').waitFor();
    await screens.check('image-edit-tags');
    await close(dialog());

    await open('/material/image');
    await settled(page);
    await page.getByTestId('view-mode').getByText(t.grid).click();
    await page.getByTestId('material-grid').waitFor();
    await screens.check('image-grid');
    await page.getByTestId('material-card').first().getByTestId('material-preview').click();
    await page.locator('.ant-image-preview-img').first().waitFor();
    await screens.check('image-preview');
    await page.keyboard.press('Escape');
    await page.locator('.ant-image-preview-img').waitFor({ state: 'detached' });
    screens.done();
  });

  it('upload drawer with a saved and a refused file', async () => {
    const screens = checker(lang);
    const dir = fs.mkdtempSync(path.join(pages.server.dataDir, 'a11y-files-'));
    const good = path.join(dir, `${lang}-a11y-wide.jpg`);
    const wrong = path.join(dir, `${lang}-a11y-wrong.jpg`);
    const image = (width: number, height: number, r: number) =>
      makeImage(width, height, 'jpeg', { background: { r, g: lang === 'zh-CN' ? 70 : 140, b: 90 } });
    fs.writeFileSync(good, await image(1280, 720, 30));
    fs.writeFileSync(wrong, await image(1000, 700, 200));

    await signInAs(page, pages.server.url, lang);
    await open('/material/image');
    await settled(page);
    await page.getByTestId('upload-open').click();
    await page.getByTestId('upload-drawer').waitFor();
    await screens.check('upload-drawer');
    await page.getByTestId('upload-drawer').locator('input[type=file]').setInputFiles([good, wrong]);
    await page.locator(`[data-testid=upload-item][data-name="${lang}-a11y-wide.jpg"][data-state=success]`).waitFor();
    await page.getByTestId('failure-list').waitFor();
    await screens.check('upload-drawer-files');
    screens.done();
  });

  it('video library, video player, creative tags and their add dialog', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await open('/material/video');
    await settled(page);
    await screens.check('video-list');
    await page.getByTestId('material-play').first().click();
    await page.getByTestId('video-player').waitFor();
    await screens.check('video-player');
    await close(dialog());

    await open('/material/creativeTag');
    await settled(page);
    await screens.check('creative-tags');
    await page.getByRole('button', { name: t.addTag }).click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    await screens.check('creative-tags-add');
    screens.done();
  });

  it('promotion apps: list, key-match filter, linked accounts popup, add and edit drawers', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await open('/package/index');
    await settled(page);
    await screens.check('apps-list');
    await page.getByTestId('filter-name').click();
    const panel = page.getByTestId('multi-select-panel');
    await panel.getByTestId('multi-select-list').locator('.ant-checkbox-wrapper').first().waitFor();
    await screens.check('apps-key-match');
    await panel.locator('.ant-btn:not(.ant-btn-primary)').click();
    await panel.waitFor({ state: 'hidden' });
    await page.getByTestId('app-view').first().click();
    await dialog().getByTestId('app-accounts').locator('.ant-table-row').first().waitFor();
    await screens.check('apps-accounts');
    await close(dialog());
    await page.getByTestId('app-add').click();
    await drawer().getByTestId('app-form').waitFor();
    await screens.check('apps-create-drawer');
    await close(drawer());
    await page.getByTestId('app-edit').first().click();
    await drawer().getByTestId('app-events-table').waitFor();
    await screens.check('apps-edit-drawer');
    await close(drawer());
    screens.done();
  });

  it('campaigns: list, create drawer, view page, ad groups and the ad group drawer', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await open('/advertising/index');
    await settled(page);
    await screens.check('campaigns-list');
    await page.getByTestId('campaign-add').click();
    await drawer().getByTestId('campaign-form').waitFor();
    await screens.check('campaigns-create-drawer');
    await close(drawer());
    const id = (await page.getByTestId('campaign-id').first().textContent())?.trim();
    await open(`/advertising/view?campaign_id=${id}`);
    await page.getByTestId('campaign-form').waitFor();
    await screens.check('campaigns-view');
    await open(`/advertising/index?campaign_id=${id}&type=group`);
    await page.getByTestId('ad-group-table').waitFor();
    await screens.check('campaigns-ad-groups');
    await page.getByTestId('ad-group-add').click();
    await drawer().getByTestId('target-tree').waitFor();
    await screens.check('campaigns-ad-group-drawer');
    await close(drawer());
    screens.done();
  });

  it('ads: the ad editor drawer, new (JS tag, VAST) and a seeded ad', async () => {
    const screens = checker(lang);
    const { api } = await apiAs(pages.server.url);
    const campaign = (await api(calls.campaigns.list, { custom: 'Orchid Mall' })).data.list[0]!;
    const group = (await api(calls.campaigns.groupList, { campaign_id: campaign.campaign_id })).data.list[0]!;
    const ad = (await api(calls.ads.list, { ad_group_id: group.ad_group_id })).data.list[0];
    const list = `/advertising/index?campaign_id=${campaign.campaign_id}&ad_group_id=${group.ad_group_id}&type=ad`;
    await signInAs(page, pages.server.url, lang);
    await open(list);
    await page.getByTestId('ad-table').waitFor();
    await page.getByTestId('ad-add').click();
    const form = drawer().getByTestId('ad-form');
    await form.waitFor();
    await screens.check('ads-editor-new');
    await form.getByTestId('ad-form-type').locator('.ant-radio-button-wrapper').nth(3).click();
    await form.getByTestId('vast-add').click();
    await screens.check('ads-editor-vast');
    await close(drawer());
    if (ad) {
      await open(`${list}&ad_id=${ad.ad_id}`);
      await drawer().getByTestId('ad-form').waitFor();
      await screens.check('ads-editor-edit');
      await close(drawer());
    }
    screens.done();
  });

  it('ads: the ad list, its batch bar and its delete confirmation', async () => {
    const screens = checker(lang);
    const { api } = await apiAs(pages.server.url);
    const campaign = (await api(calls.campaigns.list, { custom: 'Galaxy Merge' })).data.list[0]!;
    const groups = (await api(calls.campaigns.groupList, { campaign_id: campaign.campaign_id })).data.list;
    // the seeded group with two ads (the newest groups of the campaign have none)
    const group = groups.find((g) => g.name === 'Tier-1 countries')!;
    await signInAs(page, pages.server.url, lang);
    await open(`/advertising/index?campaign_id=${campaign.campaign_id}&ad_group_id=${group.ad_group_id}&type=ad`);
    await page.getByTestId('ad-table').waitFor();
    await settled(page);
    await screens.check('ads-list');
    await page.locator('[data-testid="ad-table"] .ant-table-row .ant-checkbox-input').first().check();
    await page.getByTestId('batch-bar').waitFor();
    await screens.check('ads-list-batch');
    await page.getByTestId('ad-batch-delete').click();
    await page.getByTestId('ad-delete-ok').waitFor();
    await screens.check('ads-delete-confirm');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    screens.done();
  });

  it('auth directory: accounts, linked users, companies, users and their dialogs', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await open('/auth/account');
    await settled(page);
    await screens.check('auth-accounts');
    await page.getByTestId('account-add').click();
    await dialog().getByTestId('account-form').waitFor();
    await screens.check('auth-account-form');
    await close(dialog());
    await page.getByTestId('account-users').first().click();
    await drawer().locator('.ant-table-row').first().waitFor();
    await screens.check('auth-account-users');
    await close(drawer());
    await open('/auth/account?tab=companies');
    await settled(page);
    await screens.check('auth-companies');
    await page.getByTestId('company-add').click();
    await dialog().getByTestId('company-form').waitFor();
    await screens.check('auth-company-form');
    await close(dialog());
    await open('/auth/user');
    await settled(page);
    await screens.check('auth-users');
    await page.getByTestId('user-add').click();
    await dialog().getByTestId('password-rules').waitFor();
    await dialog().locator('input[type=password]').fill('short');
    await screens.check('auth-user-form');
    await close(dialog());
    await page.getByTestId('user-more').first().click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').first().click();
    await dialog().getByTestId('reset-password-form').waitFor();
    await screens.check('auth-user-reset');
    await close(dialog());
    screens.done();
  });

  it('auth access model: roles, the role editor, menus, a menu groups and calls, effective access', async () => {
    const screens = checker(lang);
    await signInAs(page, pages.server.url, lang);
    await open('/auth/role');
    await settled(page);
    await screens.check('auth-roles');
    await page.getByTestId('role-edit').nth(1).click();
    await drawer().getByTestId('grant-tree').waitFor();
    await screens.check('auth-role-editor');
    await close(drawer());
    await page.locator('.ant-table-row').nth(1).locator('td').nth(3).getByRole('button').click();
    await page.getByTestId('user-access-open').first().click();
    await drawer().getByTestId('effective-navigation').waitFor();
    await screens.check('auth-effective-access');
    await close(drawer());
    await close(dialog());
    await open('/auth/menu');
    await settled(page);
    await screens.check('auth-menus');
    await page.getByTestId('menu-add-link').click();
    await dialog().getByTestId('menu-url').waitFor();
    await screens.check('auth-menu-link-form');
    await close(dialog());
    await page.getByTestId('menu-groups-auth.menu').click();
    await drawer().locator('.ant-table-row-expand-icon').first().click();
    await drawer().locator('.ant-table-expanded-row .ant-table-row').first().waitFor();
    await screens.check('auth-menu-groups');
    await close(drawer());
    screens.done();
  });

  it('audit log with the before and after of a change', async () => {
    const screens = checker(lang);
    // a change to read: a new theme (its fields, all "after")
    const { api } = await apiAs(pages.server.url);
    await api(calls.tags.add, { name: `Audit theme ${lang}`, level: 1 });
    await signInAs(page, pages.server.url, lang);
    await open('/auth/audit?entity=tag');
    await settled(page);
    await screens.check('auth-audit');
    await page.locator('.ant-table-row-expand-icon').first().click();
    await page.getByTestId('audit-diff').waitFor();
    await screens.check('auth-audit-diff');
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
