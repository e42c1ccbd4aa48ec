import fs from 'node:fs';
import path from 'node:path';
import { writeAudienceFile } from '@adconsole/testkit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { clickWhenOpen, shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';
import { waitForHashPath } from '../support/session.js';

// Audience packages in zh and en: a package made from a GAID file goes from Importing to Import Successful with its
// count and report (the first megabyte's kinds shown before the upload); inline rename; the edit drawer; delete;
// a role that may only read audiences sees no create or row actions; axe on each screen.

const running = usePages('audiences');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    specified: '指定账户',
    all: '全部账户',
    md5: 'MD5',
    mismatch: '多数行看起来是 GAID，但所选加密方式是 MD5',
    match: '与所选加密方式（GAID）相符',
    uploaded: '上传成功',
    importing: '导入中',
    done: '导入成功',
    deleted: '已删除',
    created: '人群包已创建',
    saved: '保存成功',
    linked: '已关联 2 个账户',
    needFile: '请先上传文件',
    reportCount: '去重后 ID 数',
    invalidLine: '第 3 行',
  },
  'en-US': {
    specified: 'Specified accounts',
    all: 'All accounts',
    md5: 'MD5',
    mismatch: 'Most lines look like GAID, but the chosen encryption is MD5',
    match: 'This matches the chosen encryption (GAID)',
    uploaded: 'Uploaded',
    importing: 'Importing',
    done: 'Import Successful',
    deleted: 'Delete Successful',
    created: 'The package was created',
    saved: 'Saved successfully',
    linked: 'Linked 2 Accounts',
    needFile: 'Upload a file first',
    reportCount: 'Unique ids',
    invalidLine: 'Line 3',
  },
} as const;

// large enough (74 MB) that the import runs for a moment the list can show
const LINES = 2_000_000;
const gaid = (i: number) => `38400000-8cf0-11bd-b23e-${i.toString(16).padStart(12, '0')}`;

/** A GAID file of LINES lines: line 3 is not an id, every 100th line repeats the one before. */
function gaidFile(dir: string, name: string): { file: string; unique: number } {
  const file = path.join(dir, name);
  function* lines() {
    for (let i = 0; i < LINES; i += 1) yield i === 2 ? 'not-a-gaid' : gaid(i % 100 === 99 ? i - 1 : i);
  }
  writeAudienceFile(file, lines(), { eol: '\r\n' });
  // line 3 invalid, one duplicate per hundred
  return { file, unique: LINES - 1 - Math.floor(LINES / 100) };
}

const rowOf = (page: Page, name: string): Locator =>
  page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.getByTestId('audience-name').getByText(name, { exact: true }) });

/** Polls the row's status every 100 ms until it is `last`, answering every status it showed on the way. */
async function statusesUntil(row: Locator, last: string): Promise<string[]> {
  const seen: string[] = [];
  const status = async () => {
    const text = await textOf(row.getByTestId('audience-status').locator('.ant-tag').first()).catch(() => '');
    if (text && seen.at(-1) !== text) seen.push(text);
    return text;
  };
  try {
    await expect.poll(status, { timeout: 30_000, interval: 100 }).toBe(last);
  } catch {
    throw new Error(`status never became ${last}: saw ${seen.join(' → ')}`);
  }
  return seen;
}

describe.each(['zh-CN', 'en-US'] as const)('audience packages (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('creates a package from a file and sees it import, with its count and report', async () => {
    const { page, server } = running;
    const dir = fs.mkdtempSync(path.join(server.dataDir, 'audience-files-'));
    const { file, unique } = gaidFile(dir, `${short}-gaids.txt`);
    const name = `e2e ${short} ${Date.now() % 100000}`;

    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/create`);
    await page.getByTestId('audience-form').waitFor();
    await expectAccessible(page, `${lang} audience create`);

    await page.getByTestId('audience-form-name').fill(name);
    // submitting without a file is blocked, under the file field
    await page.getByTestId('audience-form-submit').click();
    await expect.poll(() => textOf(page.getByTestId('audience-file-problem'))).toContain(t.needFile);

    // MD5 chosen for a GAID file: the first megabyte says it does not match; back to none, it does
    await page.locator('.ant-radio-wrapper').filter({ hasText: t.md5 }).click();
    await page.getByTestId('audience-file-input').setInputFiles(file);
    await expect.poll(() => textOf(page.getByTestId('audience-sniff'))).toContain(t.mismatch);
    await page.locator('.ant-radio-wrapper').first().click();
    await expect.poll(() => textOf(page.getByTestId('audience-sniff'))).toContain(t.match);
    await expect.poll(() => textOf(page.getByTestId('audience-upload-state')), { timeout: 30_000 }).toBe(t.uploaded);

    await page.locator('.ant-radio-wrapper').filter({ hasText: t.specified }).click();
    await page.getByTestId('relation-accounts').click();
    await page.locator('.ant-select-item-option').nth(0).click();
    await page.locator('.ant-select-item-option').nth(1).click();
    await page.keyboard.press('Escape');
    await shot(page, `audiences-${short}-create`);
    await page.getByTestId('audience-form-submit').click();
    await waitForHashPath(page, '/audience/index');

    const row = rowOf(page, name);
    await row.waitFor();
    const seen = await statusesUntil(row, t.done);
    expect(seen[0]).toBe(t.importing);
    expect(await textOf(row.getByTestId('audience-accounts-view'))).toBe(t.linked);
    const counts = await row.locator('td').allTextContents();
    expect(counts).toContain(unique.toLocaleString('en-US'));

    await row.getByTestId('audience-report').click();
    const report = page.getByTestId('import-report');
    await report.waitFor();
    expect(await textOf(report)).toContain(t.reportCount);
    expect(await textOf(report)).toContain(t.invalidLine);
    // the invalid line is shown masked, never as it was written
    expect(await textOf(report)).not.toContain('not-a-gaid');
    expect(await textOf(report.getByTestId('import-sample'))).toBe('*'.repeat('not-a-gaid'.length));
    await shot(page, `audiences-${short}-report`);
    await expectAccessible(page, `${lang} audience report`);
  });

  it('renames inline and edits in the drawer', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/index`);
    await settled(page);
    const first = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ has: page.getByTestId('audience-edit') })
      .first();
    const renamed = `renamed ${short} ${Date.now() % 100000}`;
    await first.getByTestId('audience-name-edit').click();
    await first.getByTestId('audience-name-input').fill(renamed);
    await first.getByTestId('audience-name-input').press('Enter');
    const row = rowOf(page, renamed);
    await row.waitFor();

    await row.getByTestId('audience-edit').click();
    const drawer = page.locator('.ant-drawer-content-wrapper:visible');
    await drawer.getByTestId('audience-form').waitFor();
    await expectAccessible(page, `${lang} audience edit drawer`);
    const description = `described ${short}`;
    await drawer.locator('textarea').fill(description);
    // visible to every account from now on: the read-only role below sees it
    await drawer.locator('.ant-radio-wrapper').filter({ hasText: t.all }).click();
    await drawer.getByTestId('audience-form-submit').click();
    await drawer.waitFor({ state: 'hidden' });
    await eventually(() => textOf(row.getByTestId('audience-description'))).toBe(description);

    await shot(page, `audiences-${short}-list`);
  });

  it('a role that may only read audiences sees no create or row actions, nor the add form', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang, 'viewer');
    await page.goto(`${server.url}/#/audience/index`);
    await settled(page);
    await page.getByTestId('audience-table').waitFor();
    expect(await page.getByTestId('audience-add').count()).toBe(0);
    expect(await page.getByTestId('audience-edit').count()).toBe(0);
    expect(await page.getByTestId('audience-delete').count()).toBe(0);
    expect(await page.getByTestId('audience-name-edit').count()).toBe(0);
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    // the add form is not offered by address either: the page says no permission instead of a form refused at the end
    await page.goto(`${server.url}/#/audience/create`);
    await waitForHashPath(page, '/no-permission');
    await page.getByTestId('no-permission').waitFor();
  });

  it('deletes a package, which then shows Delete Successful and no action', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/index`);
    await settled(page);
    const row = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ has: page.getByTestId('audience-delete') })
      .first();
    const name = (await textOf(row.getByTestId('audience-name'))).replace(/\s+ID.*$/, '');
    const named = rowOf(page, name);
    await named.getByTestId('audience-delete').click();
    await clickWhenOpen(page.getByTestId('audience-delete-ok'));
    await statusesUntil(named, t.deleted);
    // a deleted package offers no action
    await eventually(() => named.getByTestId('audience-edit').count()).toBe(0);
    expect(await named.getByTestId('audience-delete').count()).toBe(0);
    expect(await named.getByTestId('audience-name-edit').count()).toBe(0);
    await shot(page, `audiences-${short}-deleted`);
  });
});
