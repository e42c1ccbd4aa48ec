import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

const pages = usePages('video');
let page: Page;
beforeEach(() => {
  page = pages.page;
});

/** The visible texts the video tests look for, per language (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': { grid: '网格', list: '列表' },
  'en-US': { grid: 'Grid', list: 'List' },
} as const;

const open = (route: string) => page.goto(`${pages.server.url}/#${route}`);
const short = (lang: Lang) => (lang === 'zh-CN' ? 'zh' : 'en');
const cards = () => page.getByTestId('material-card');
const rowIds = () => tableRows(page).evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-row-key'))));

describe.each(['zh-CN', 'en-US'] as const)('video library in %s', (lang) => {
  const t = T[lang];

  it('switches to the grid: video cards with a poster and a duration, kept after a reload', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/material/video');
    await settled(page);
    const ids = await rowIds();
    expect(ids.length).toBeGreaterThanOrEqual(3);

    await page.getByTestId('view-mode').getByText(t.grid).click();
    await page.getByTestId('material-grid').waitFor();
    await page.getByTestId('material-table').waitFor({ state: 'detached' });
    expect(await cards().count()).toBe(ids.length);
    for (const card of await cards().all()) {
      // scale · hh:mm:ss · size, and the poster frame (a JPEG, not the video) on a play button
      expect(await textOf(card)).toMatch(/ · 00:00:0[1-9] · /);
      const poster = card.getByTestId('material-play').locator('img');
      expect(await poster.getAttribute('src')).toMatch(/^\/files\/.+\.jpg$/);
      await poster.scrollIntoViewIfNeeded();
      await eventually(() => poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }

    await page.reload();
    await page.getByTestId('material-grid').waitFor();
    expect(await cards().count()).toBe(ids.length);
    await shot(page, `video-${short(lang)}-grid`);

    // a card's play button opens the player
    await cards().first().getByTestId('material-play').click();
    await page.getByTestId('video-player').locator('video').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('video-player').waitFor({ state: 'detached' });

    // each library keeps its own choice: the image library still opens as a list
    await open('/material/image');
    await settled(page);
    expect(await page.getByTestId('material-grid').count()).toBe(0);
    await open('/material/video');
    await page.getByTestId('material-grid').waitFor();

    // and back to the list, which is kept too
    await page.getByTestId('view-mode').getByText(t.list).click();
    await settled(page);
    await page.reload();
    await settled(page);
    expect(await rowIds()).toEqual(ids);
  });
});
