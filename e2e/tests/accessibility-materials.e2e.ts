import fs from 'node:fs';
import path from 'node:path';
import { makeImage } from '@adconsole/testkit';
import type { Page } from 'playwright-core';
import { beforeEach, describe, it } from 'vitest';
import { a11yScreens } from '../support/a11y.js';
import { apiAs } from '../support/api.js';
import { settled, signInAs } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The material screens in both languages, checked with axe-core (support/a11y.ts).

const pages = usePages('a11y-materials');
const { checker, open, dialog, drawer, close } = a11yScreens(pages);
let page: Page;
beforeEach(() => {
  page = pages.page;
});

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': { addTag: '新增标签', grid: '网格' },
  'en-US': { addTag: 'Add Tag', grid: 'Grid' },
} as const;

describe.each(['zh-CN', 'en-US'] as const)('accessible screens in %s', (lang) => {
  const t = T[lang];

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
});
