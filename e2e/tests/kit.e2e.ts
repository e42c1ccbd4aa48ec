import { calls } from '@adconsole/contract';
import { demoPassword } from '@adconsole/testkit';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { shot } from '../support/browser.js';
import {
  eventually,
  KIT_TEXT,
  type Lang,
  settled,
  signInAs,
  tableRows,
  textOf,
  useLanguage,
  waitForQuery,
} from '../support/kit.js';
import { usePages } from '../support/pages.js';
import { hashPath, signIn, waitForHashPath } from '../support/session.js';

const pages = usePages('kit');
let page: Page;
beforeEach(() => {
  page = pages.page;
});

const open = async (path: string) => {
  await page.goto(`${pages.server.url}/#${path}`);
};
const short = (lang: Lang) => (lang === 'zh-CN' ? 'zh' : 'en');

describe('demo pages without a session', () => {
  it('show the widgets and a sign-in prompt instead of calling the API, and come back after signing in', async () => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      // any path under the API's prefixes counts, declared or not; the front-end log is not a call of the page
      if (/^\/v[12]\//.test(path) && !path.startsWith(calls.system.feLog.path)) apiRequests.push(path);
    });
    await open('/table?status=1');
    await page.getByTestId('sign-in-prompt').waitFor();
    await page.getByTestId('search-form').waitFor();
    await open('/tabs');
    await page.getByTestId('sign-in-prompt').waitFor();
    await page.getByTestId('accounts-select').waitFor();
    expect(apiRequests).toEqual([]);
    await shot(page, 'kit-zh-tabs-signed-out');

    await open('/table?status=1');
    await page.getByTestId('search-form').waitFor();
    await page.getByTestId('sign-in-link').click();
    await waitForHashPath(page, '/login');
    expect(hashPath(page)).toBe('/login?redirect=/table?status=1');
    await signIn(page, 'operator', demoPassword('operator'));
    await waitForHashPath(page, '/table');
    await page.getByTestId('chip-status').waitFor();
    await settled(page);
    expect(await tableRows(page).count()).toBeGreaterThan(0);
  });

  it('keeps /test working with no session and no prompt', async () => {
    await open('/test');
    await page.getByTestId('decimal-input').waitFor();
    expect(await page.getByTestId('sign-in-prompt').count()).toBe(0);
  });
});

describe.each(['zh-CN', 'en-US'] as const)('/table in %s', (lang) => {
  const text = KIT_TEXT[lang];

  it('filters with quick search, a select and the advanced dialog; chips remove filters and return to page 1', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/table');
    await page.getByText(text.total).waitFor();
    await settled(page);

    await page.locator('.ant-pagination-item-2').click();
    await waitForQuery(page, (q) => q.get('page') === '2');
    await settled(page);

    // a select applies at once and returns to page 1
    await page.getByTestId('filter-type').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text.typeBanner }).click();
    const query = await waitForQuery(page, (q) => q.get('type') === '1');
    expect(query.get('page')).toBeNull();
    await page.getByTestId('chip-type').waitFor();
    await settled(page);
    for (const row of await tableRows(page).all()) expect(await textOf(row)).toContain(text.typeBanner);

    // quick search
    await page.getByTestId('filter-name').fill('  banner ');
    await page.getByTestId('filter-name').press('Enter');
    await waitForQuery(page, (q) => q.get('name') === 'banner');
    await page.getByTestId('chip-name').waitFor();

    // the advanced dialog: width from 1000
    await page.getByTestId('search-advanced').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('[data-testid="filter-width"] input').first().fill('1000');
    await dialog.getByTestId('advanced-apply').click();
    await waitForQuery(page, (q) => q.get('width') === '1000,');
    await page.getByText(text.widthChip).waitFor();
    await shot(page, `kit-${short(lang)}-table-filtered`);

    // filters survive a reload (they live in the URL)
    await page.reload();
    await page.getByTestId('chip-width').waitFor();
    await page.getByTestId('chip-name').waitFor();

    // removing a chip drops its filter and stays on page 1
    await page.getByTestId('chip-type').locator('.ant-tag-close-icon').click();
    await waitForQuery(page, (q) => !q.has('type'));
    await eventually(() => page.getByTestId('chip-type').count()).toBe(0);

    await page.getByTestId('chips-clear').click();
    await waitForQuery(page, (q) => !q.has('name') && !q.has('width'));
    await eventually(() => page.getByTestId('filter-chips').count()).toBe(0);
  });

  it('hides a column through custom columns, keeps it hidden after a reload, and restores defaults', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/table');
    await settled(page);
    const header = page.locator('.ant-table-thead th', { hasText: text.status });
    expect(await header.count()).toBe(1);

    await page.getByTestId('custom-columns-open').click();
    const dialog = page.getByTestId('custom-columns');
    await dialog.waitFor();
    // fixed columns stay ticked and cannot be unticked
    expect(await dialog.getByTestId('column-check-id').locator('input').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('column-check-id').locator('input').isChecked()).toBe(true);
    await dialog.getByTestId('column-check-status').click();
    // move "created" above "name" with the order list
    await dialog.getByTestId('column-order-create_time').dragTo(dialog.getByTestId('column-order-name'));
    await dialog.getByTestId('columns-common').click();
    await shot(page, `kit-${short(lang)}-custom-columns`);
    await dialog.getByTestId('columns-use').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => header.count()).toBe(0);
    const order = async () =>
      page.locator('.ant-table-thead th').evaluateAll((cells) => cells.map((c) => c.textContent?.trim() ?? ''));
    const before = await order();

    await page.reload();
    await settled(page);
    expect(await header.count()).toBe(0);
    expect(await order()).toEqual(before);

    await page.getByTestId('custom-columns-open').click();
    await page.getByRole('button', { name: lang === 'zh-CN' ? '恢复默认' : 'Restore defaults' }).click();
    await header.waitFor();
  });

  it('resizes a column, keeps the width, and resets it', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/table');
    await settled(page);
    const nameHeader = page.locator('.ant-table-thead th').nth(2);
    const width = async () => (await nameHeader.boundingBox())!.width;
    const start = await width();
    const handle = nameHeader.getByTestId('column-resize-handle');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await width()).toBeGreaterThan(start + 40);
    await page.reload();
    await settled(page);
    expect(await width()).toBeGreaterThan(start + 40);
    await page.getByTestId('reset-widths').click();
    await eventually(width).toBeLessThan(start + 5);
  });

  it('selects rows into the batch bar, exports them, and pages, sizes and sorts through the URL', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/table');
    await settled(page);
    const checks = page.locator('.ant-table-tbody .ant-table-selection-column .ant-checkbox-wrapper');
    for (let i = 0; i < 3; i += 1) await checks.nth(i).click();
    await page.getByTestId('batch-count').getByText(text.selected3).waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-selected').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ad-positions-\d{8}-\d{6}\.csv$/);
    await page.getByText(text.exported).first().waitFor();
    await page.getByTestId('batch-bar').waitFor({ state: 'detached' });

    const firstId = async () => textOf(tableRows(page).first().locator('td').nth(1));
    const page1 = await firstId();
    await page.locator('.ant-pagination-next').click();
    await waitForQuery(page, (q) => q.get('page') === '2');
    await eventually(firstId).not.toBe(page1);

    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text.perPage50 }).click();
    await waitForQuery(page, (q) => q.get('size') === '50' && !q.has('page'));
    await eventually(() => tableRows(page).count()).toBe(50);

    await page.locator('.ant-table-thead .ant-table-column-sorters').click();
    await waitForQuery(page, (q) => q.get('sort') === 'create_time.asc');
    const created = async () => tableRows(page).locator('td:last-child').allInnerTexts();
    await eventually(async () => {
      const times = await created();
      return times.length === 50 && times[0]! <= times[49]!;
    }).toBe(true);
    await shot(page, `kit-${short(lang)}-table`);
  });
});

describe.each(['zh-CN', 'en-US'] as const)('/tabs in %s', (lang) => {
  const text = KIT_TEXT[lang];

  it('multi-select: search, select all, cancel and ok', async () => {
    await signInAs(page, pages.server.url, lang, 'operator');
    await open('/tabs');
    const trigger = page.getByTestId('accounts-select');
    await trigger.click();
    const panel = page.getByTestId('multi-select-panel');
    await panel.locator('input').first().fill('Galaxy');
    expect(await panel.getByTestId('multi-select-list').locator('.ant-checkbox-wrapper').count()).toBe(1);
    await shot(page, `kit-${short(lang)}-tabs`);
    await panel.locator('.ant-checkbox-wrapper').first().click(); // select all
    await panel.getByRole('button', { name: lang === 'zh-CN' ? '确 定' : 'OK' }).click();
    await eventually(() => textOf(trigger)).toContain('Galaxy Games');
    await page.getByTestId('accounts-chosen').getByText('Galaxy Games').waitFor();

    // cancel leaves the value as it was
    await trigger.click();
    await panel.locator('input').first().fill('Orchid');
    await panel.getByTestId('multi-select-list').locator('.ant-checkbox-wrapper').first().click();
    await panel.getByRole('button', { name: lang === 'zh-CN' ? '取 消' : 'Cancel' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await textOf(trigger)).not.toContain('Orchid');
  });

  it('targeting tree: add all children, chosen nodes disabled, re-enabled when removed; country mode', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/tabs?tab=tree');
    const tree = page.getByTestId('target-tree').first();
    await tree.getByTestId('tree-add-children-asia').click();
    const asiaRow = tree.locator('.ant-tree-treenode', { has: page.getByTestId('tree-label-asia') });
    await eventually(() => asiaRow.getAttribute('class')).toContain('ant-tree-treenode-disabled');
    await tree.getByTestId('tree-chosen-CN').waitFor();

    // searching shows China greyed out on the source side, until it is removed from the chosen side
    await tree.getByPlaceholder(lang === 'zh-CN' ? '搜索' : 'Search').fill(text.china);
    const chinaRow = tree.locator('.ant-tree-treenode', { has: page.getByTestId('tree-label-CN') });
    expect(await chinaRow.getAttribute('class')).toContain('ant-tree-treenode-disabled');
    await tree.getByTestId('tree-chosen-CN').getByRole('button').click();
    await eventually(() => chinaRow.getAttribute('class')).not.toContain('ant-tree-treenode-disabled');
    expect(await asiaRow.getAttribute('class')).not.toContain('ant-tree-treenode-disabled');
    await chinaRow.locator('.ant-tree-checkbox').click();
    await tree.getByTestId('tree-add').click();
    await tree.getByTestId('tree-chosen-CN').waitFor();
    await shot(page, `kit-${short(lang)}-tabs-tree`);

    // country mode: create, then edit
    await page.getByTestId('user-country-open').getByText(text.createCountry).waitFor();
    await page.getByTestId('user-country-open').click();
    const modal = page.locator('.ant-modal:visible');
    await modal.getByPlaceholder(lang === 'zh-CN' ? '搜索' : 'Search').fill(text.japan);
    await modal
      .locator('.ant-tree-treenode', { has: page.getByTestId('tree-label-JP') })
      .locator('.ant-tree-checkbox')
      .click();
    await modal.getByTestId('tree-add').click();
    await modal.getByTestId('tree-chosen-JP').waitFor();
    await shot(page, `kit-${short(lang)}-user-country`);
    await modal.getByTestId('user-country-ok').click();
    await page.getByTestId('user-country-open').getByText(text.editCountry).waitFor();
    await page.getByTestId('user-country').getByText(text.japan).waitFor();
  });

  it('report form: last 3 days by default, the 7-day shortcut, kept after a reload', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/tabs?tab=report');
    const inputs = page.getByTestId('report-form').locator('.ant-picker input');
    const day = (ms: number) => new Date(ms).toLocaleDateString('sv-SE');
    const now = Date.now();
    expect(await inputs.nth(0).inputValue()).toBe(day(now - 2 * 86400_000));
    expect(await inputs.nth(1).inputValue()).toBe(day(now));
    await inputs.nth(0).click();
    await page.locator('.ant-picker-presets li', { hasText: text.last7 }).click();
    await eventually(() => inputs.nth(0).inputValue()).toBe(day(now - 6 * 86400_000));
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-summary').getByText(text.days7, { exact: false }).waitFor();
    await shot(page, `kit-${short(lang)}-tabs-report`);
    await page.reload();
    await eventually(() => inputs.nth(0).inputValue()).toBe(day(now - 6 * 86400_000));
  });
});

describe.each(['zh-CN', 'en-US'] as const)('/test in %s', (lang) => {
  const text = KIT_TEXT[lang];

  it('shows the filters and validators messages live', async () => {
    await useLanguage(page, pages.server.url, lang);
    await open('/test');
    await page.getByTestId('text-reject').fill('abc😀');
    expect(await page.getByTestId('text-reject').inputValue()).toBe('');
    await page.getByTestId('text-reject-message').getByText(text.emojiRejected).waitFor();
    await page.getByTestId('text-strip').fill('  ab😀c ');
    await page.getByTestId('text-strip-message').getByText(text.emojiStripped, { exact: false }).waitFor();
    await page.getByTestId('text-strip').blur();
    expect(await page.getByTestId('text-strip').inputValue()).toBe('abc');

    await page.getByTestId('decimal-input').pressSequentially('12.345');
    expect(await page.getByTestId('decimal-input').inputValue()).toBe('12.34');
    await page.getByTestId('decimal-message').getByText(text.decimals).waitFor();
    await page.getByTestId('integer-input').pressSequentially('5000');
    await page.getByTestId('integer-input').blur();
    expect(await page.getByTestId('integer-input').inputValue()).toBe('1000');
    await page.getByTestId('integer-message').getByText(text.max1000).waitFor();

    await page.getByTestId('url-input').fill('mailto:ops@example.com');
    await page.getByTestId('url-message').getByText(text.external, { exact: false }).waitFor();
    await page.getByTestId('package-input').fill('com.example-app');
    await page.getByTestId('package-message').getByText(text.badPackage).waitFor();
    await page.getByTestId('version-input').fill('2.1.0');
    await page.getByTestId('version-message').getByText(text.goodVersion).waitFor();

    await page.getByTestId('format-input').fill('1073741824');
    expect(await textOf(page.getByTestId('format-number'))).toBe('1,073,741,824');
    expect(await textOf(page.getByTestId('format-size'))).toBe('1 GB');
    await page.getByTestId('format-input').fill('3725');
    expect(await textOf(page.getByTestId('format-duration'))).toBe('01:02:05');

    for (let i = 0; i < 3; i += 1) await page.getByTestId('debounce-button').click();
    await page
      .getByTestId('debounce-count')
      .getByText(lang === 'zh-CN' ? '点击 3 次，执行 1 次' : 'Clicks: 3 · runs: 1')
      .waitFor();
    await shot(page, `kit-${short(lang)}-test`);
  });
});
