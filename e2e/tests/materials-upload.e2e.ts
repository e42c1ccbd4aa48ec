import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shot } from '../support/browser.js';
import { eventually, type Lang, signInAs, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';
import { chooseFiles, makeUploadFiles, pickTag, UPLOAD_TEXT as T } from '../support/upload.js';

const pages = usePages('upload');
let page: Page;
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-upload-files-'));

afterAll(() => {
  fs.rmSync(files, { recursive: true, force: true });
});
beforeEach(() => {
  page = pages.page;
});

const card = () => page.getByTestId('picker-demo');
const drawer = () => page.locator('.ant-drawer-content-wrapper:visible').last();
const item = (name: string) => page.locator(`[data-testid=upload-item][data-name="${name}"]`);
const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text }).first();

/** Signs in as admin and opens the /test page's upload and picker card. */
async function openDemo(lang: Lang) {
  await signInAs(page, pages.server.url, lang);
  await page.goto(`${pages.server.url}/#/test`);
  await card().waitFor();
}

async function chooseAccount(name: string) {
  await page.getByTestId('picker-demo-account').click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
}

async function saveTagged(lang: Lang): Promise<string> {
  await page.getByTestId('upload-next').last().click();
  const dialog = page.locator('.ant-modal-container:visible', { has: page.getByTestId('batch-tag-table') });
  await dialog.waitFor();
  await pickTag(page, dialog.locator('.ant-select:has(#upload-common-tags)'), 'Brand Safe');
  // the upload's distinct tags against their limit of 20
  await eventually(() => textOf(dialog.getByTestId('upload-distinct-tags'))).toBe(T[lang].distinctTags);
  await shot(page, `upload-${lang === 'zh-CN' ? 'zh' : 'en'}-batch-tag`);
  // without a linked account the save is refused under the field, not in a toast; choosing one clears it
  const relation = dialog.getByTestId('account-relation');
  await relation.locator('.ant-select-selection-item-remove').first().click();
  await dialog.getByTestId('batch-tag-save').click();
  expect(await textOf(dialog.getByTestId('upload-account-problem'))).toBe(T[lang].needAccount);
  await shot(page, `upload-${lang === 'zh-CN' ? 'zh' : 'en'}-need-account`);
  await relation.locator('.ant-select').click();
  await page.keyboard.type('Galaxy Games');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Galaxy Games' })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await dialog.getByTestId('upload-account-problem').waitFor({ state: 'detached' });
  await dialog.getByTestId('batch-tag-save').click();
  await toast(T[lang].saved).waitFor();
  return textOf(toast(T[lang].saved));
}

async function openPicker(mode: keyof (typeof T)['zh-CN']['mode'], lang: Lang) {
  await page.getByTestId('picker-demo-mode').getByText(T[lang].mode[mode], { exact: true }).click();
  await page.getByTestId('picker-demo-open').click();
  await drawer().getByTestId('picker-card').first().waitFor();
}
const cards = () => drawer().getByTestId('picker-card');
const count = () => textOf(drawer().getByTestId('picker-count'));

describe.each(['zh-CN', 'en-US'] as const)('materials upload and picker (%s)', (lang) => {
  const short = lang === 'zh-CN' ? 'zh' : 'en';
  let at: (name: string) => string;
  beforeAll(async () => {
    at = await makeUploadFiles(files, lang, lang === 'zh-CN' ? 20 : 40);
  });

  it('uploads through the drawer with progress, refuses a wrong ratio and a spoofed extension, tags and saves', async () => {
    await openDemo(lang);
    await chooseAccount('Galaxy Games');
    await page.getByTestId('upload-demo-open').click();
    await chooseFiles(drawer(), [at('banner.jpg'), at('banner.png'), at('wrong-ratio.jpg'), at('spoofed.jpg')]);

    for (const name of ['banner.jpg', 'banner.png']) {
      await item(`${lang}-${name}`).and(page.locator('[data-state=success]')).waitFor();
      expect(await textOf(item(`${lang}-${name}`).getByTestId('upload-progress'))).toContain('100%');
    }
    const failures = drawer().getByTestId('failure-list');
    const wrong = failures.locator(`[data-name="${lang}-wrong-ratio.jpg"] [data-testid=upload-message]`);
    expect(await textOf(wrong)).toContain(`${lang}-wrong-ratio.jpg`);
    expect(await textOf(wrong)).toContain(T[lang].ratio);
    expect(await textOf(wrong)).toContain('1.43:1');
    const spoofed = failures.locator(`[data-name="${lang}-spoofed.jpg"] [data-testid=upload-message]`);
    expect(await textOf(spoofed)).toContain(T[lang].suffix);
    await shot(page, `upload-${short}-drawer`);

    const saved = await saveTagged(lang);
    expect(saved).toMatch(/\d+, \d+$/);
    await shot(page, `upload-${short}-saved`);
    await eventually(() => textOf(page.getByTestId('upload-demo-saved'))).toMatch(/^\d+, \d+$/);

    // the same file again, for another account: the server knows the file, and the drawer offers to link the
    // existing material to the account instead
    await chooseAccount('Orchid Shopping');
    await page.getByTestId('upload-demo-open').click();
    await chooseFiles(drawer(), [at('banner.jpg')]);
    const dup = drawer().getByTestId('failure-list').locator(`[data-name="${lang}-banner.jpg"]`);
    await dup.waitFor();
    expect(await textOf(dup.getByTestId('upload-message'))).toContain(T[lang].duplicate);
    await dup.getByTestId('duplicate-link').click();
    await page.locator('.ant-popover:visible .ant-btn-primary').click();
    await toast(T[lang].linked).waitFor();
    await dup.getByTestId('duplicate-linked').waitFor();
    await shot(page, `upload-${short}-duplicate`);
  });

  it('uploads a video and asks before closing while uploading', async () => {
    await openDemo(lang);
    await chooseAccount('Galaxy Games');
    await page
      .getByTestId('picker-demo-type')
      .getByText(lang === 'zh-CN' ? '视频' : 'Videos')
      .click();
    await page.getByTestId('upload-demo-open').click();
    await expect(drawer().locator('input[type=file]').getAttribute('accept')).resolves.toBe('video/mp4');
    await chooseFiles(drawer(), [at('clip.mp4')]);
    await item(`${lang}-clip.mp4`).and(page.locator('[data-state=success]')).waitFor();
    // an uploaded but unsaved file: closing asks first
    await drawer().locator('.ant-drawer-footer button').first().click();
    await page.getByTestId('close-confirm').waitFor();
    await page.locator('.ant-modal-confirm .ant-btn:not(.ant-btn-dangerous)').click();
    await saveTagged(lang);

    // a large video on a slow network: the item shows its percentage, and closing asks that it cancels the upload
    const cdp = await pages.context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await page.getByTestId('upload-demo-open').click();
    await chooseFiles(drawer(), [at('noise.mp4')]);
    const running = item(`${lang}-noise.mp4`).and(page.locator('[data-state=uploading]'));
    await running.waitFor();
    await eventually(() => textOf(running.getByTestId('upload-state'))).toMatch(/[1-9]\d?%$/);
    await drawer().locator('.ant-drawer-footer button').first().click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await textOf(confirm)).toContain(T[lang].closeBusy);
    await shot(page, `upload-${short}-close-confirm`);
    await page.getByTestId('close-confirm').click();
    await drawer().waitFor({ state: 'hidden' });
  });

  it('the review-material account chooses review first: country required, choice locked, review ratios, tags', async () => {
    await openDemo(lang);
    await chooseAccount('Creative Review');
    await page.getByTestId('upload-demo-open').click();
    const choice = drawer().getByTestId('review-choice');
    await choice.waitFor();
    expect(await drawer().getByTestId('upload-area').count()).toBe(0);
    await choice.getByText(T[lang].review, { exact: true }).click();
    await choice.getByTestId('review-confirm').click();
    await toast(T[lang].countryRequired).waitFor();
    await choice.getByTestId('review-country').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'ID' }).first().click();
    await choice.getByTestId('review-confirm').click();
    await drawer().getByTestId('review-locked').waitFor();
    await shot(page, `upload-${short}-review-locked`);

    await chooseFiles(drawer(), [at('square.jpg'), at('wrong-ratio.jpg'), at('review-wide.jpg')]);
    await item(`${lang}-square.jpg`).and(page.locator('[data-state=success]')).waitFor();
    await item(`${lang}-review-wide.jpg`).and(page.locator('[data-state=success]')).waitFor();
    const wrong = drawer().locator(`[data-name="${lang}-wrong-ratio.jpg"] [data-testid=upload-message]`);
    expect(await textOf(wrong)).toContain(T[lang].reviewRatio);

    // every item needs a tag with review
    await page.getByTestId('upload-next').last().click();
    const dialog = page.locator('.ant-modal-container:visible', { has: page.getByTestId('batch-tag-table') });
    await dialog.getByTestId('batch-tag-save').click();
    await toast(T[lang].needTag).waitFor();
    await pickTag(page, dialog.locator('.ant-select:has(#upload-common-tags)'), 'Brand Safe');
    await dialog.getByTestId('batch-tag-save').click();
    await toast(T[lang].saved).waitFor();
  });

  it('picks materials in every picker mode of the drawer', async () => {
    await openDemo(lang);
    await chooseAccount('Galaxy Games');

    // default: up to 50; three picked; the pager offers 20/40/60/80
    await openPicker('default', lang);
    expect(await cards().count()).toBe(20);
    for (const i of [0, 1, 2]) await cards().nth(i).click();
    expect(await count()).toMatch(/3\/50$/);
    await drawer().locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: T[lang].perPage80 }).click();
    await eventually(() => cards().count()).toBeGreaterThan(20);
    await drawer().getByTestId('origin-tag').first().waitFor();
    await shot(page, `picker-${short}-default`);
    await drawer().getByTestId('picker-ok').click();
    await eventually(() => textOf(page.getByTestId('picker-demo-picked'))).toMatch(/^\d+, \d+, \d+$/);

    // copy: exactly one, no local upload; a second click swaps the choice
    await openPicker('copy', lang);
    expect(await drawer().getByRole('tab', { name: T[lang].localUpload }).count()).toBe(0);
    await drawer().getByTestId('picker-ok').click();
    await toast(T[lang].copyOnly).waitFor();
    await cards().nth(0).click();
    await cards().nth(1).click();
    expect(await count()).toMatch(/1\/1$/);
    const copied = await cards().nth(1).getAttribute('data-id');
    await drawer().getByTestId('picker-ok').click();
    await eventually(() => textOf(page.getByTestId('picker-demo-picked'))).toBe(copied);

    // scale: only 16:9, one
    await openPicker('scale', lang);
    expect(new Set(await cards().evaluateAll((els) => els.map((el) => el.getAttribute('data-scale'))))).toEqual(
      new Set(['16:9']),
    );
    await cards().nth(0).click();
    expect(await count()).toMatch(/1\/1$/);
    await drawer().getByTestId('picker-ok').click();

    // sku: 1 to 5, one per scale
    await openPicker('sku', lang);
    const scales = await cards().evaluateAll((els) => els.map((el) => el.getAttribute('data-scale') ?? ''));
    const scale = scales.find((s, i) => scales.indexOf(s) !== i)!;
    const sameScale = cards().and(page.locator(`[data-scale="${scale}"]`));
    await sameScale.nth(0).click();
    await sameScale.nth(1).click();
    await toast(T[lang].scaleTaken).waitFor();
    expect(await count()).toMatch(/1\/5$/);
    await shot(page, `picker-${short}-sku`);
    await drawer().getByTestId('picker-ok').click();
    await eventually(() => textOf(page.getByTestId('picker-demo-picked'))).toMatch(/^\d+$/);
  });

  it('picks in the form dialog, whose local upload selects what it saved', async () => {
    await openDemo(lang);
    await chooseAccount('Galaxy Games');
    await page.getByTestId('picker-open').click();
    const modal = page.locator('.ant-modal-container:visible', { has: page.getByTestId('picker-tabs') });
    await modal.getByTestId('picker-card').first().waitFor();
    await modal.getByTestId('picker-card').nth(0).click();
    await modal.getByRole('tab', { name: T[lang].localUpload }).click();
    await chooseFiles(modal, [at('picked.jpg')]);
    await modal.locator(`[data-name="${lang}-picked.jpg"][data-state=success]`).waitFor();
    await saveTagged(lang);
    await toast(T[lang].uploaded).waitFor();
    expect(await textOf(modal.getByTestId('picker-count'))).toMatch(/2\/50$/);
    await shot(page, `picker-${short}-dialog`);
    await modal.getByTestId('picker-ok').click();
    await eventually(() => textOf(page.getByTestId('picker-demo-field'))).toMatch(/^\d+, \d+$/);
    expect(await page.getByTestId('picked-material').count()).toBe(2);
    await shot(page, `picker-${short}-field`);
  });
});
