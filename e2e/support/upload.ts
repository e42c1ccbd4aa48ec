import fs from 'node:fs';
import path from 'node:path';
import { makeImage, writeMp4 } from '@adconsole/testkit';
import type { Locator, Page } from 'playwright-core';
import type { Lang } from './kit.js';

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
export const UPLOAD_TEXT = {
  'zh-CN': {
    saved: '保存成功，ID：',
    needAccount: '保存失败，需要指定关联账户',
    distinctTags: '本次上传已用 1 个不同标签，最多 20 个',
    ratio: '不符合要求',
    suffix: '文件实际类型与后缀名不一致',
    duplicate: '已存在相同的素材文件',
    linked: '关联到当前账户',
    countryRequired: '请选择审核国家',
    reviewRatio: '送审图片仅支持 1:1 和 16:9 比例',
    needTag: '送审时每个素材至少需要一个标签',
    closeBusy: '关闭将取消上传',
    scaleTaken: '每种比例只能选择一张',
    copyOnly: '复制模式只能选择 1 个素材',
    localUpload: '本地上传',
    uploaded: '已上传的素材已加入选择',
    review: '审核',
    mode: { default: '默认（最多 50 个）', copy: '复制（1 个）', scale: '指定比例 16:9（1 个）', sku: 'SKU（1–5 个）' },
    perPage80: '80 条/页',
  },
  'en-US': {
    saved: 'saved successfully, ID: ',
    needAccount: 'save failed, need to specify linked account',
    distinctTags: '1 of at most 20 different tags used in this upload',
    ratio: 'is not allowed',
    suffix: "the file's real type does not match its extension",
    duplicate: 'an identical material file already exists',
    linked: 'is now linked to this account',
    countryRequired: 'Review country is required',
    reviewRatio: 'Only images with 1:1 and 16:9 ratios are allowed',
    needTag: 'With review, every material needs at least one tag',
    closeBusy: 'closing cancels the upload',
    scaleTaken: 'One image per ratio',
    copyOnly: 'Copy mode takes exactly 1 material',
    localUpload: 'Local upload',
    uploaded: 'The uploaded materials were added to the selection',
    review: 'Review',
    mode: { default: 'Default (up to 50)', copy: 'Copy (1)', scale: 'Scale 16:9 (1)', sku: 'Sku (1–5)' },
    perPage80: '80 / page',
  },
} as const;

/** Real files made by real encoders, different per language so each run uploads new content. */
export async function makeUploadFiles(dir: string, lang: Lang, seed: number) {
  const at = (name: string) => path.join(dir, `${lang}-${name}`);
  const image = async (name: string, width: number, height: number, r: number, format: 'jpeg' | 'png') =>
    fs.writeFileSync(at(name), await makeImage(width, height, format, { background: { r, g: seed, b: 255 - r } }));
  await image('banner.jpg', 1280, 720, 10, 'jpeg');
  await image('banner.png', 1280, 720, 60, 'png');
  await image('wrong-ratio.jpg', 1000, 700, 110, 'jpeg');
  await image('spoofed.jpg', 800, 800, 160, 'png');
  await image('square.jpg', 720, 720, 200, 'jpeg');
  await image('picked.jpg', 1280, 720, 230, 'jpeg');
  await image('review-wide.jpg', 1920, 1080, 250, 'jpeg');
  // a real H.264 MP4, 16:9
  const color = `0x${(seed * 4).toString(16).padStart(2, '0')}40a0`;
  writeMp4(at('clip.mp4'), { width: 320, height: 180, seconds: 2, color });
  // noise does not compress: about a megabyte, long enough to still be uploading under a throttled network
  writeMp4(at('noise.mp4'), {
    width: 640,
    height: 360,
    seconds: 3,
    pattern: 'noise',
    color: String(seed),
    bitrate: '3M',
  });
  return at;
}

/** Sets files on the file input inside `scope`, as a person choosing them does. */
export async function chooseFiles(scope: Locator, paths: string[]): Promise<void> {
  await scope.locator('input[type=file]').setInputFiles(paths);
}

/** Picks a tag in a tag cascader by searching its name. */
export async function pickTag(page: Page, cascader: Locator, name: string): Promise<void> {
  await cascader.click();
  // on a busy machine the dropdown (and its search box) can lag the click: typing before it is open loses keys
  await page.locator('.ant-cascader-dropdown:visible').first().waitFor();
  await page.keyboard.type(name);
  await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: name }).first().click();
  // the pick is in once the select shows it; closing before then can drop it
  await cascader.locator('.ant-select-selection-item', { hasText: name }).first().waitFor();
  await page.keyboard.press('Escape');
}
