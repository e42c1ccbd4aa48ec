import { calls } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, apiAs, type MaterialQuery } from '../support/api.js';
import { clickWhenOpen, motionEnded, shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf, waitForQuery } from '../support/kit.js';
import { usePages } from '../support/pages.js';

const pages = usePages('materials');
let page: Page;

/** The visible texts the library tests look for, per language (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    newTag: 'Racing',
    grid: '网格',
    list: '列表',
    selected2: '已选择 2 项',
    saved: '保存成功',
    atLeastOne: '请至少选择一项',
    deleteBound: '删除失败：该素材已被广告使用，请先解绑',
    accountBound: '保存失败：被移除账户下的广告仍在使用该素材',
    deleteBatchBound: '已被广告使用，请先解绑',
    deleted: '已删除 1 个素材',
    cancelled: '已取消',
    accountsTitle: '关联账户 · ',
    reviewQueue: '待审核',
    approved: '已通过 1 个素材',
    rejected: '已驳回 1 个素材',
    inReview: '审核中',
    passed: '审核通过',
    failed: '审核失败',
    deletedStatus: '已删除',
  },
  'en-US': {
    newTag: 'Strategy',
    grid: 'Grid',
    list: 'List',
    selected2: '2 rows selected',
    saved: 'Saved successfully',
    atLeastOne: 'at least one item',
    deleteBound: 'Delete failed: the material is bound to ads. Unbind it first.',
    accountBound: 'Save failed: ads of the removed accounts still use the material.',
    deleteBatchBound: 'are bound to ads. Unbind them first.',
    deleted: 'Deleted 1 material',
    cancelled: 'cancelled',
    accountsTitle: 'Linked accounts · ',
    reviewQueue: 'Review queue',
    approved: 'Approved 1 material',
    rejected: 'Rejected 1 material',
    inReview: 'In review',
    passed: 'Review passed',
    failed: 'Review failed',
    deletedStatus: 'Deleted',
  },
} as const;

let admin: Api;
beforeAll(async () => {
  admin = await apiAs(pages.server.url);
});
const listMaterials = async (query: MaterialQuery) => ({ List: await admin.materials(query) });
beforeEach(() => {
  page = pages.page;
});

const open = (route: string) => page.goto(`${pages.server.url}/#${route}`);
const short = (lang: Lang) => (lang === 'zh-CN' ? 'zh' : 'en');
const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const rowOf = (id: number) => page.locator(`.ant-table-tbody tr[data-row-key="${id}"]`);

describe.each(['zh-CN', 'en-US'] as const)('material library in %s', (lang) => {
  const t = T[lang];

  it('filters by tag, switches to the grid (kept after a reload), previews an image', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/material/image');
    await settled(page);

    // the tag cascader: search a tag and tick it; the list filters at once and shows a chip
    await page.getByTestId('filter-tags').locator('.ant-select').click();
    await page.keyboard.type('Puzzle');
    await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: 'Puzzle' }).first().click();
    await page.keyboard.press('Escape');
    await waitForQuery(page, (q) => /^\d+$/.test(q.get('tags') ?? ''));
    await page.getByTestId('chip-tags').waitFor();
    await settled(page);
    expect(await textOf(page.getByTestId('chip-tags'))).toContain('Puzzle');
    const rows = await tableRows(page).all();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(await textOf(row)).toContain('Puzzle');
    await shot(page, `materials-${short(lang)}-tag-filter`);

    await page.getByTestId('view-mode').getByText(t.grid).click();
    await page.getByTestId('material-grid').waitFor();
    expect(await page.getByTestId('material-card').count()).toBe(rows.length);
    await page.reload();
    await page.getByTestId('material-grid').waitFor();
    await shot(page, `materials-${short(lang)}-grid`);

    // the preview viewer opens on the clicked image's original
    await page.getByTestId('chips-clear').click();
    await waitForQuery(page, (q) => !q.has('tags'));
    await eventually(() => page.getByTestId('material-card').count()).toBe(10);
    await page.getByTestId('material-card').nth(1).getByTestId('material-preview').click();
    const preview = page.locator('.ant-image-preview-img').first();
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/files\/.+\.(jpg|png|gif)$/);
    await eventually(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shot(page, `materials-${short(lang)}-preview`);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await page.getByTestId('view-mode').getByText(t.list).click();
    await settled(page);
  });

  it('opens the linked accounts with the ads that use the material', async () => {
    const [shared] = (await listMaterials({ type: 1, name: 'Gamer Gear Week' })).List;
    await signInAs(page, pages.server.url, lang);
    await open(`/material/image?id=${shared!.id}`);
    await settled(page);
    const row = rowOf(shared!.id);
    expect(await textOf(row.getByTestId('linked-accounts'))).toContain('Orchid Shopping');
    await row.getByTestId('linked-accounts-view').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByText(`${t.accountsTitle}${shared!.name}`).waitFor();
    await dialog.locator('.ant-table-row', { hasText: 'Galaxy Games' }).waitFor();
    expect(await dialog.locator('.ant-table-row').count()).toBe(2);
    await dialog
      .locator('.ant-table-row', { hasText: 'Orchid Shopping' })
      .locator('.ant-table-row-expand-icon')
      .click();
    await dialog.getByTestId('bound-ads').getByText('Gamer gear week banner').waitFor();
    await shot(page, `materials-${short(lang)}-linked-accounts`);
  });

  it('links accounts in the edit drawer and refuses to drop an account whose ads use the material', async () => {
    const [hero] = (await listMaterials({ type: 1, name: 'Global Launch' })).List;
    await signInAs(page, pages.server.url, lang);
    await open(`/material/image?id=${hero!.id}`);
    await settled(page);
    await rowOf(hero!.id).getByTestId('row-edit').click();
    const accounts = page.getByTestId('relation-accounts');
    await accounts.waitFor();
    await accounts.locator('.ant-select-selection-item', { hasText: 'Galaxy Games' }).locator('.anticon-close').click();
    await accounts.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Harbor Travel' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('drawer-ok').click();
    const refusal = page.getByTestId('drawer-refusal');
    await refusal.getByText(t.accountBound).waitFor();
    await refusal.getByTestId('bound-ads').getByText('Merge Quest hero banner').waitFor();
    await shot(page, `materials-${short(lang)}-edit-refused`);
    await page.locator('.ant-drawer-close').click();
    // the refused change is still in the form: closing asks before discarding it (issue 27 point 1)
    await page.getByTestId('discard-ok').click();

    // each language links a material of its own to one specified account
    const free = (await listMaterials({ type: 1, source: 1 })).List.filter((m) => m.bound_ad_count === 0)[
      lang === 'zh-CN' ? 3 : 4
    ]!;
    await open(`/material/image?id=${free.id}`);
    await settled(page);
    await rowOf(free.id).getByTestId('row-edit').click();
    await page.getByTestId('relation-fields').locator('.ant-radio-wrapper').nth(1).click();
    await accounts.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Lotus Finance' }).click();
    await page.keyboard.press('Escape');
    // Enter in the name field saves
    await page.getByTestId('material-name').press('Enter');
    await toast(t.saved);
    const detail = await admin.api(calls.materials.detail, { material_id: free.id });
    expect(detail.data.account_relation_type).toBe(2);
    expect(detail.data.accounts.map((a) => a.account_name)).toContain('Lotus Finance');
  });

  it('batch-tags two materials; at least one must stay checked', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/material/image?source=2');
    await settled(page);
    const ids = (
      await tableRows(page).evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-row-key'))))
    ).slice(0, 2);
    const tagsOf = async (id: number) =>
      (await admin.api(calls.materials.detail, { material_id: id })).data.tags.map((tag) => tag.name);
    // the picker starts from the tags both carry, so saving keeps them
    const [first, second] = await Promise.all(ids.map(tagsOf));
    const shared = first!.filter((name) => second!.includes(name));
    for (const id of ids) await rowOf(id).locator('.ant-checkbox-input').check();
    await page.getByTestId('batch-count').getByText(t.selected2).waitFor();
    await page.getByTestId('batch-tag').click();
    await page.getByTestId('batch-materials').waitFor();
    const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('batch-materials') });

    // nothing checked: the drawer refuses to save
    await drawer.getByTestId('batch-materials').locator('.ant-checkbox-input').first().uncheck();
    await drawer.getByTestId('drawer-ok').click();
    await toast(t.atLeastOne);
    await drawer.getByTestId('batch-materials').locator('.ant-checkbox-input').first().check();

    // each language adds a tag of its own: the same two materials are tagged in both runs
    await drawer.locator('.tag-tree-picker input').fill(t.newTag);
    await drawer.locator('.ant-tree-treenode', { hasText: t.newTag }).locator('.ant-tree-checkbox').click();
    await shot(page, `materials-${short(lang)}-batch-tag`);
    await drawer.getByTestId('drawer-ok').click();
    await toast(t.saved);
    await drawer.waitFor({ state: 'detached' });
    for (const id of ids) expect((await tagsOf(id)).sort()).toEqual([...new Set([...shared, t.newTag])].sort());
    await eventually(async () => textOf(rowOf(ids[0]!))).toContain(t.newTag);
  });

  it('refuses to delete materials bound to ads, naming the ads, and deletes an unbound one', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/material/image');
    await settled(page);
    await page.getByTestId('filter-name').fill('Global Launch');
    await page.getByTestId('filter-name').press('Enter');
    await waitForQuery(page, (q) => q.get('name') === 'Global Launch');
    await eventually(() => tableRows(page).count()).toBe(1);
    await settled(page);

    // dismissing the confirm says 'cancelled'
    await tableRows(page).first().getByTestId('row-delete').click();
    const confirm = page.locator('.ant-modal-confirm:visible');
    await confirm.waitFor();
    // a click while the dialog still zooms in can land on nothing (seen once in CI with two files running)
    await motionEnded(page);
    await confirm.getByRole('button').first().click();
    await toast(t.cancelled);
    // the dismissed confirm must be gone before the next opens: a click meant for the new one can land on the old one
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });

    await tableRows(page).first().getByTestId('row-delete').click();
    await clickWhenOpen(page.getByTestId('delete-ok'));
    const refusal = page.locator('.ant-modal-confirm-warning');
    await refusal.locator('.ant-modal-confirm-title', { hasText: t.deleteBound }).waitFor();
    await refusal.getByTestId('bound-ads').getByText('Merge Quest hero banner').waitFor();
    await shot(page, `materials-${short(lang)}-delete-bound`);
    await refusal.getByRole('button').click();
    await refusal.waitFor({ state: 'hidden' });

    // a batch of bound materials names their ids
    const bound = (await listMaterials({ type: 1 })).List.filter((m) => m.bound_ad_count > 0)
      .sort((a, b) => a.id - b.id)
      .slice(0, 2);
    await open(`/material/image?sort=create_time.asc`);
    await settled(page);
    for (const m of bound) await rowOf(m.id).locator('.ant-checkbox-input').check();
    await page.getByTestId('batch-delete').click();
    await clickWhenOpen(page.getByTestId('delete-ok'));
    const batchRefusal = page.locator('.ant-modal-confirm-warning');
    await batchRefusal.locator('.ant-modal-confirm-title', { hasText: t.deleteBatchBound }).waitFor();
    expect(await textOf(batchRefusal.locator('.ant-modal-confirm-title'))).toContain(bound.map((m) => m.id).join(', '));
    await batchRefusal.getByRole('button').click();
    await batchRefusal.waitFor({ state: 'hidden' });

    // an unbound one goes, and then shows only under the status filter -1, with no actions
    const free = (await listMaterials({ type: 1, source: 1 })).List.find((m) => m.bound_ad_count === 0)!;
    await open(`/material/image?id=${free.id}`);
    await settled(page);
    await rowOf(free.id).getByTestId('row-delete').click();
    await clickWhenOpen(page.getByTestId('delete-ok'));
    await toast(t.deleted);
    await eventually(() => tableRows(page).count()).toBe(0);
    await open(`/material/image?id=${free.id}&status=-1`);
    await settled(page);
    expect(await textOf(rowOf(free.id))).toContain(t.deletedStatus);
    expect(await rowOf(free.id).getByTestId('row-delete').count()).toBe(0);
    expect(await rowOf(free.id).locator('.ant-checkbox-input').isDisabled()).toBe(true);
  });

  it('plays a video in the 972 px player; third-party-review videos have no edit or delete', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/material/video');
    await settled(page);
    // the video status filter starts at 1
    await page.getByTestId('chip-status').waitFor();
    expect(await tableRows(page).count()).toBeGreaterThanOrEqual(3);
    expect(await textOf(tableRows(page).first())).toMatch(/00:00:0\d/);
    const reviewVideo = tableRows(page).filter({ hasText: 'Creative Review' }).first();
    expect(await reviewVideo.getByTestId('row-delete').count()).toBe(0);
    const nimbus = tableRows(page).filter({ hasText: 'Nimbus Shorts' }).first();
    expect(await nimbus.getByTestId('row-delete').count()).toBe(1);

    await nimbus.getByTestId('material-play').click();
    const player = page.getByTestId('video-player');
    await player.waitFor();
    // measured once the opening zoom has finished
    const width = async () => Math.round((await page.locator('.ant-modal:visible').boundingBox())?.width ?? 0);
    await eventually(width).toBe(972);
    const video = player.locator('video');
    expect(await video.getAttribute('src')).toMatch(/\.mp4$/);
    expect(await video.getAttribute('controls')).not.toBeNull();
    await eventually(() => video.evaluate((v) => (v as HTMLVideoElement).readyState)).toBeGreaterThanOrEqual(1);
    await shot(page, `materials-${short(lang)}-player`);
  });

  it('lets a reviewer decide on materials in review', async () => {
    await signInAs(page, pages.server.url, lang);
    await open('/material/image');
    await settled(page);
    await page.getByTestId('review-queue').getByText(t.reviewQueue).click();
    await waitForQuery(page, (q) => q.get('queue') === 'review');
    await eventually(async () => textOf(tableRows(page).first())).toContain(t.inReview);
    await settled(page);
    for (const row of await tableRows(page).all()) expect(await textOf(row)).toContain(t.inReview);
    const first = tableRows(page).first();
    const id = Number(await first.getAttribute('data-row-key'));
    await shot(page, `materials-${short(lang)}-review-queue`);
    if (lang === 'zh-CN') {
      await first.getByTestId('review-approve').click();
      await page.locator('.ant-modal-confirm:visible .ant-btn-primary').click();
      await toast(t.approved);
    } else {
      await first.getByTestId('review-reject').click();
      await page.getByTestId('reject-ok').click();
      await page.locator('.ant-form-item-explain-error').first().waitFor();
      await page.getByTestId('reject-reason').fill('Text covers the product');
      await page.getByTestId('reject-reason').press('Control+Enter');
      await toast(t.rejected);
    }
    await eventually(() => rowOf(id).count()).toBe(0);
    await open(`/material/image?id=${id}`);
    await settled(page);
    expect(await textOf(rowOf(id).getByTestId('examine-status'))).toContain(lang === 'zh-CN' ? t.passed : t.failed);
  });
});
