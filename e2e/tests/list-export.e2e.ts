import fs from 'node:fs';
import { calls, exportHeaders, LIST_EXPORTS } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { type Lang, settled, signInAs, tableRows } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Every list's toolbar has "Export CSV" (web/src/shared/ExportButton.tsx): the whole filtered result, every page, with
// headers in the console's language. Campaigns (a filter matching more rows than the page shows) and the users of the
// administration, in zh and en; the toolbar kept as screenshots at 1280 and 1440 px.

const running = usePages('list-export');
let admin: Api;
let keyword = '';
let matching = 0;

beforeAll(async () => {
  admin = await apiAs(running.server.url);
  // a campaign and two copies: the keyword of its name matches at least three rows
  const first = (await admin.api(calls.campaigns.list, { page_size: 1 })).data.list[0]!;
  for (let n = 0; n < 2; n++) await admin.api(calls.campaigns.copy, { campaign_id: first.campaign_id });
  keyword = first.name;
  matching = (await admin.api(calls.campaigns.list, { custom: keyword, page_size: 1 })).data.total;
});

/** Clicks the toolbar's export and answers the downloaded file's name and lines (the byte-order mark checked). */
async function download(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: file.suggestedFilename(), lines: text.slice(1).trimEnd().split('\r\n') };
}

describe.each(['zh-CN', 'en-US'] as const)('list export (%s)', (lang: Lang) => {
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('exports every campaign the filter matches, not only the page, with headers in the language', async () => {
    const { page, server } = running;
    expect(matching).toBeGreaterThanOrEqual(3);
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index?custom=${encodeURIComponent(keyword)}&size=2`);
    await settled(page);
    await expect.poll(() => tableRows(page).count()).toBe(2);
    const button = page.getByTestId('list-export');
    await expect.poll(() => button.textContent()).toBe(lang === 'zh-CN' ? '导出 CSV' : 'Export CSV');
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `list-export-campaigns-${short}-${width}`);
    }
    await expectAccessible(page, `list-export-campaigns-${short}`);

    const file = await download(page);
    expect(file.name).toBe('campaigns.csv');
    expect(file.lines[0]).toBe(exportHeaders(LIST_EXPORTS.campaigns, lang).join(','));
    expect(file.lines).toHaveLength(1 + matching);
    expect(file.lines.slice(1).every((line) => line.includes(keyword))).toBe(true);
    await page.locator('.ant-message-notice', { hasText: lang === 'zh-CN' ? '已导出' : 'Exported' }).waitFor();
  });

  it('exports the users of the administration', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/auth/user`);
    await settled(page);
    await tableRows(page).first().waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, `list-export-users-${short}-1280`);
    const total = (await admin.api(calls.authAdmin.userPage, { page_size: 1 })).data.total;
    const file = await download(page);
    expect(file.name).toBe('users.csv');
    expect(file.lines[0]).toBe(exportHeaders(LIST_EXPORTS.users, lang).join(','));
    expect(file.lines).toHaveLength(1 + total);
    expect(file.lines.some((line) => line.split(',')[1] === 'admin')).toBe(true);
  });
});
