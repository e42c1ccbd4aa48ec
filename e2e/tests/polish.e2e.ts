import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Issue 29 in zh and en: a limited text field shows its counter and refuses the overflow under the field, the same
// in the promotion-app drawer and the audience form (neither cuts the text any more); the audience file's refusals
// land under the file field; the material picker filters by width × height and by ratio. Screens at 1280 and 1440.

const running = usePages('polish');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    appNameOver: '最多 100 个字符（当前 101 个）',
    audienceNameOver: '最多 50 个字符（当前 51 个）',
    needFile: '请先上传文件，人群包由该文件生成',
    suffix: '仅支持 .txt、.csv 或无后缀的文件',
  },
  'en-US': {
    appNameOver: 'At most 100 characters (101 now)',
    audienceNameOver: 'At most 50 characters (51 now)',
    needFile: 'Upload a file first: the package is made from it',
    suffix: 'Only .txt, .csv or a file without suffix',
  },
} as const;

const WIDTHS = [1280, 1440] as const;
const itemOf = (scope: Locator, testId: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().getByTestId(testId) });
const errorsOf = (item: Locator) => textOf(item.locator('.ant-form-item-explain'));

/** Types `text` whole (as a paste would) and answers the field's value as the input holds it. */
async function typeInto(input: Locator, text: string): Promise<string> {
  await input.fill(text);
  return input.inputValue();
}

async function shots(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`);
  }
}

describe.each(['zh-CN', 'en-US'] as const)('polish (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('counts the promotion app name and refuses the overflow under the field, without cutting it', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/package/index`);
    await settled(page);
    await page.getByTestId('app-add').click();
    const form = page.locator('.ant-drawer-content-wrapper:visible').last().getByTestId('app-form');
    await form.waitFor();
    const name = itemOf(form, 'app-form-name');
    expect(await typeInto(form.getByTestId('app-form-name'), 'a'.repeat(101))).toHaveLength(101);
    await name.getByText('101 / 100', { exact: true }).waitFor();
    await eventually(() => errorsOf(name)).toContain(t.appNameOver);
    await shots(page, `polish-${short}-app-name-over`);
    // back within the limit, the refusal goes
    await typeInto(form.getByTestId('app-form-name'), 'a'.repeat(100));
    await eventually(() => name.getByText(t.appNameOver).count()).toBe(0);
    await name.getByText('100 / 100', { exact: true }).waitFor();
    await expectAccessible(page, `${lang} app form with a counter`);
  });

  it('counts the audience package name the same way, and refuses a wrong file and a missing one under the file field', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/create`);
    const form = page.getByTestId('audience-form');
    await form.waitFor();
    const name = itemOf(form, 'audience-form-name');
    // 51 characters with a CJK one and an emoji-free mix: counted in characters, not cut
    expect(await typeInto(form.getByTestId('audience-form-name'), `人${'a'.repeat(50)}`)).toHaveLength(51);
    await name.getByText('51 / 50', { exact: true }).waitFor();
    await eventually(() => errorsOf(name)).toContain(t.audienceNameOver);

    // saved without a file: the refusal is under the file field, not in the block list under the form
    await form.getByTestId('audience-form-name').fill(`polish ${short}`);
    await form.getByTestId('audience-form-submit').click();
    await eventually(() => textOf(form.getByTestId('audience-file-problem'))).toBe(t.needFile);
    const fileItem = form.locator('.ant-form-item').filter({ has: page.getByTestId('audience-file') });
    expect(await errorsOf(fileItem)).toContain(t.needFile);
    expect(await form.getByTestId('audience-form-block').count()).toBe(0);

    // a file of the wrong kind is refused inside the field, and the field's required refusal gives way to it
    const dir = fs.mkdtempSync(path.join(server.dataDir, 'polish-'));
    const wrong = path.join(dir, `${short}-ids.pdf`);
    fs.writeFileSync(wrong, '%PDF-1.4\n');
    await form.getByTestId('audience-file-input').setInputFiles(wrong);
    await eventually(() => textOf(fileItem.getByTestId('audience-upload-error'))).toBe(t.suffix);
    await eventually(() => form.getByTestId('audience-file-problem').count()).toBe(0);
    await shots(page, `polish-${short}-audience-file-refused`);
    await expectAccessible(page, `${lang} audience form refusals`);
  });

  it('filters the material picker by width × height and by ratio', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/test`);
    await page.getByTestId('picker-demo').waitFor();
    await page.getByTestId('picker-demo-open').click();
    const drawer = page.locator('.ant-drawer-content-wrapper:visible').last();
    const cards = drawer.getByTestId('picker-card');
    await cards.first().waitFor();
    const sizes = async () => cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-size')));
    // a size the first page shows, and proof that the page holds others (so the filter has something to leave out)
    const before = await sizes();
    const size = before[0]!;
    expect(new Set(before).size).toBeGreaterThan(1);
    const [width, height] = size.split('x');
    await drawer.getByTestId('picker-width').fill(width!);
    await drawer.getByTestId('picker-height').fill(height!);
    await drawer.getByTestId('picker-search').click();
    await eventually(async () => new Set(await sizes())).toEqual(new Set([size]));
    await shots(page, `polish-${short}-picker-size`);

    // the ratio, on its own: every card has it
    await drawer.getByTestId('picker-width').fill('');
    await drawer.getByTestId('picker-height').fill('');
    await drawer.getByTestId('picker-search').click();
    await eventually(async () => new Set(await sizes()).size).toBeGreaterThan(1);
    const ratio = (await cards.first().getAttribute('data-scale'))!;
    await drawer.getByTestId('picker-ratio').click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${ratio}"]`).click();
    await eventually(
      async () => new Set(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-scale')))),
    ).toEqual(new Set([ratio]));
    expect(await textOf(drawer.getByTestId('picker-ratio'))).toContain(ratio);
    await expectAccessible(page, `${lang} picker with size filters`);
  });
});
