import { type Call, calls } from '@adconsole/contract';
import type { CallArgs } from '@adconsole/testkit';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, apiAs } from '../support/api.js';
import { shot } from '../support/browser.js';
import { type Lang, settled, signInAs, tableRows } from '../support/kit.js';
import { usePages } from '../support/pages.js';

const pages = usePages('access');
let page: Page;
let admin: Api;
/** Calls to the API that were refused (HTTP 4xx/5xx) while the page was open. */
let refused: string[];

beforeAll(async () => {
  admin = await apiAs(pages.server.url);
});
beforeEach(() => {
  page = pages.page;
  refused = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/^\/v[12]\//.test(url.pathname) && response.status() >= 400)
      refused.push(`${response.status()} ${url.pathname}`);
  });
});

/** The visible texts the access tests look for, per language (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    upload: { 1: '上传图片', 2: '上传视频' },
    reviewQueue: '待审核',
    grid: '网格',
    refresh: '刷新审核状态',
    actions: '操作',
  },
  'en-US': {
    upload: { 1: 'Upload images', 2: 'Upload videos' },
    reviewQueue: 'Review queue',
    grid: 'Grid',
    refresh: 'Refresh review status',
    actions: 'Operation',
  },
} as const;

const open = (route: string) => page.goto(`${pages.server.url}/#${route}`);
const short = (lang: Lang) => (lang === 'zh-CN' ? 'zh' : 'en');

/** What a role that changes nothing sees of each control that changes materials. */
const NO_WRITE_CONTROLS = {
  upload: 0,
  reviewQueue: 0,
  edit: 0,
  tags: 0,
  delete: 0,
  checkboxes: 0,
  actionsColumn: 0,
};

/** How many of each control that changes materials the library shows the signed-in role. */
async function writeControls(lang: Lang, type: 1 | 2) {
  const t = T[lang];
  const count = (testId: string) => page.getByTestId(testId).count();
  return {
    upload: await page.getByRole('button', { name: t.upload[type] }).count(),
    reviewQueue: await page.getByTestId('review-queue').getByText(t.reviewQueue).count(),
    edit: await count('row-edit'),
    tags: await count('row-tags'),
    delete: await count('row-delete'),
    // no checkbox: no selection, so no batch bar (tag, edit tags, delete) either
    checkboxes: await page.locator('.ant-table-selection-column').count(),
    actionsColumn: await page.locator('.ant-table-thead th', { hasText: t.actions }).count(),
  };
}

/** The cards of the grid view, and the checkboxes and edit, tags and delete actions on them. */
async function gridControls() {
  const grid = page.getByTestId('material-grid');
  await grid.waitFor();
  const actions = grid.locator('[data-testid=row-edit], [data-testid=row-tags], [data-testid=row-delete]');
  return {
    cards: await grid.getByTestId('material-card').count(),
    checkboxes: await grid.locator('.ant-checkbox').count(),
    actions: await actions.count(),
  };
}

describe.each(['zh-CN', 'en-US'] as const)('material controls by role in %s', (lang) => {
  const t = T[lang];

  it('the operator, who may change materials, has upload, edit, delete, selection and the review queue', async () => {
    await signInAs(page, pages.server.url, lang, 'operator');
    await open('/material/image');
    await settled(page);
    const shown = await writeControls(lang, 1);
    for (const [control, n] of Object.entries(shown)) expect(n, control).toBeGreaterThan(0);
    await tableRows(page).first().locator('.ant-checkbox-input').check();
    await page.getByTestId('batch-bar').waitFor();
    expect(await page.getByTestId('batch-tag').count()).toBe(1);
    expect(await page.getByTestId('batch-delete').count()).toBe(1);
    await page.getByTestId('view-mode').getByText(t.grid).click();
    const grid = await gridControls();
    expect(grid.checkboxes).toBe(grid.cards);
    expect(grid.actions).toBeGreaterThan(0);
  });

  it('the viewer sees the image library, list and grid, without any control that changes materials', async () => {
    await signInAs(page, pages.server.url, lang, 'viewer');
    await open('/material/image');
    await settled(page);
    const rows = await tableRows(page).count();
    expect(rows).toBeGreaterThan(0);
    expect(await writeControls(lang, 1)).toEqual(NO_WRITE_CONTROLS);
    // what only reads stays: the view switch and "refresh review status"
    await page.getByRole('button', { name: t.refresh }).waitFor();
    await shot(page, `access-${short(lang)}-viewer-list`);

    await page.getByTestId('view-mode').getByText(t.grid).click();
    expect(await gridControls()).toEqual({ cards: rows, checkboxes: 0, actions: 0 });
    await shot(page, `access-${short(lang)}-viewer-grid`);

    // a shared link to the review queue opens the plain library (the same cards), with no approve or reject
    await open('/material/image?queue=review');
    // loaded afresh, as a shared link is: the grid shows only once that list has come
    await page.reload();
    expect(await gridControls()).toEqual({ cards: rows, checkboxes: 0, actions: 0 });
    expect(await page.getByTestId('review-approve').count()).toBe(0);
    expect(await page.getByTestId('review-queue').count()).toBe(0);
    expect(refused).toEqual([]);
  });

  it('the viewer sees the video library without upload, edit, delete or selection', async () => {
    await signInAs(page, pages.server.url, lang, 'viewer');
    await open('/material/video');
    await settled(page);
    expect(await tableRows(page).count()).toBeGreaterThan(0);
    expect(await writeControls(lang, 2)).toEqual(NO_WRITE_CONTROLS);
    await shot(page, `access-${short(lang)}-viewer-video`);
    expect(refused).toEqual([]);
  });
});

describe('the viewer through the API', () => {
  it('reads materials and tags, and is refused (403) every call the hidden controls would make', async () => {
    const viewer = await apiAs(pages.server.url, 'viewer');
    const [material] = await viewer.materials({ type: 1 });
    expect(material).toBeDefined();
    const id = material!.id;
    const tagIds = (await admin.api(calls.materials.detail, { material_id: id })).data.tag_ids;
    expect((await viewer.api(calls.materials.detail, { material_id: id })).status).toBe(200);
    expect((await viewer.api(calls.tags.tree, { module: 2 })).status).toBe(200);
    const expectRefused = async <C extends Call>(call: C, ...input: CallArgs<C>) => {
      const answer = await viewer.api(call, ...input);
      expect(`${call.path} ${answer.status} ${answer.code}`).toBe(`${call.path} 403 403`);
    };
    await expectRefused(calls.materials.batchTag, { material_ids: [id], tag_ids: tagIds });
    await expectRefused(calls.materials.tag, [{ material_id: id, tag_ids: tagIds }]);
    await expectRefused(calls.materials.save, {
      material_id: id,
      material_name: material!.name,
      tag_ids: tagIds,
      account_relation_type: 1,
    });
    await expectRefused(calls.materials.remove, { material_ids: [id] });
    await expectRefused(calls.materials.updateStatus, { material_ids: [id], status: -1 });
    await expectRefused(calls.materials.review, { material_ids: [id], result: 'pass' });
    await expectRefused(calls.materials.add, { materials: [], tag_ids: [], account_relation_type: 1, account_ids: [] });
    // and nothing changed
    expect((await admin.api(calls.materials.detail, { material_id: id })).data.status).toBe(1);
  });
});
