import { calls, type MaterialItem } from '@adconsole/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, apiAs } from '../support/api.js';
import { motionEnded, shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

const pages = usePages('tagging');
let page: Page;
let admin: Api;
let accountIds: Map<string, number>;

beforeAll(async () => {
  admin = await apiAs(pages.server.url);
  const accounts = await admin.api(calls.accounts.options);
  accountIds = new Map(accounts.data.map((a) => [a.account_name, a.id]));
});
beforeEach(() => {
  page = pages.page;
});

/** The visible texts the tagging tests look for, per language (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    editTitle: '编辑标签',
    batchEditTitle: '批量编辑标签（2 个素材）',
    batchHelp: '所选标签将添加到每个素材的现有标签中。',
    singleLimit: '标签不能超过十个',
    batchLimit: '批量打标签不能超过十个',
    overflow: '批量打标签不能超过十个：素材 ',
    saved: '保存成功',
    selected2: '已选择 2 项',
    manual: '手动打标签',
    smart: '智能打标签',
    replaceHint: '保存后，所选标签将替换勾选素材的现有标签',
    pickFirst: '请先选择参考素材',
    sourceTags: '参考素材的标签',
    replace: '替换',
    delete: '删除',
    deleteHelp: '从素材上删除参考素材带有的标签',
  },
  'en-US': {
    editTitle: 'Edit tags',
    batchEditTitle: 'Edit tags (2 materials)',
    batchHelp: "The chosen tags are added to each material's own tags.",
    singleLimit: 'tags cannot exceed ten',
    batchLimit: 'batch tagging cannot exceed ten',
    overflow: 'batch tagging cannot exceed ten: materials ',
    saved: 'Saved successfully',
    selected2: '2 rows selected',
    manual: 'Manual',
    smart: 'Smart',
    replaceHint: 'Saving replaces the tags of the checked materials',
    pickFirst: 'Choose a source creative first',
    sourceTags: 'Tags of the source creative',
    replace: 'Replace',
    delete: 'Delete',
    deleteHelp: 'Remove the tags the source creative carries from the materials',
  },
} as const;

/** What each language works on: materials of its own, so the two runs never see each other's changes. */
const PICKS = {
  'zh-CN': {
    single: 'Comet Karaoke · Play Free',
    batchAccount: 'Maple Education',
    replaceAccount: 'Lotus Finance',
    deleteAccount: 'Orchid Shopping',
    deleteSource: 'Orchid Deals · Summer Sale',
  },
  'en-US': {
    single: 'Jade Ride · Save 30%',
    batchAccount: 'Pixel Studio',
    replaceAccount: 'Harbor Travel',
    deleteAccount: 'Nimbus Video',
    deleteSource: 'Nimbus Player · Summer Sale',
  },
} as const;

// The demo tag tree's categories the cascader tests tick (Industry theme).
const GAMES = ['Casual', 'Puzzle', 'Racing', 'RPG', 'Strategy'];
const REPLACE_SOURCE = 'Galaxy Merge Quest · Global Launch';

const open = (route: string) => page.goto(`${pages.server.url}/#${route}`);
const short = (lang: Lang) => (lang === 'zh-CN' ? 'zh' : 'en');
const rowOf = (id: number) => page.locator(`.ant-table-tbody tr[data-row-key="${id}"]`);
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
/** A toast whose whole text is `text` (the overflow message starts with the limit message, so "contains" is not enough). */
const toastExactly = (text: string) =>
  page
    .locator('.ant-message-notice')
    .filter({ hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
    .first();
const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text }).first();

async function materialNamed(name: string): Promise<MaterialItem> {
  const found = (await admin.materials({ type: 1, name })).find((m) => m.name === name);
  if (!found) throw new Error(`no demo material named ${name}`);
  return found;
}

/** The first `n` checkable rows of the list, leaving out `except`. */
async function checkableRows(n: number, except: number[] = []): Promise<number[]> {
  const keys = await tableRows(page).evaluateAll((rows) =>
    rows
      .filter((row) => !row.querySelector('.ant-checkbox-input:disabled'))
      .map((row) => Number(row.getAttribute('data-row-key'))),
  );
  return keys.filter((id) => !except.includes(id)).slice(0, n);
}

/** The tag cascader's open menus: column 0 themes, 1 categories, 2 tags. */
const menu = (column: number) => page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(column);
const menuItem = (column: number, name: string) =>
  menu(column)
    .locator('.ant-cascader-menu-item')
    .filter({ hasText: new RegExp(`^${name}$`) });
/** Ticks a cascader entry's checkbox, as a person choosing a whole category or one tag. */
const tick = (column: number, name: string) => menuItem(column, name).locator('.ant-cascader-checkbox').click();
const isTicked = async (column: number, name: string) =>
  (await menuItem(column, name).locator('.ant-cascader-checkbox-checked').count()) === 1;
/** Opens a theme (and a category) in the cascader's menus. */
async function expand(theme: string, category?: string) {
  await menuItem(0, theme).click();
  if (category) await menuItem(1, category).click();
}

/** Closes the cascader's menus by clicking the dialog's title, as a person does. */
async function closeMenus(dialog: Locator) {
  await dialog.locator('.ant-modal-title').click();
  await page.locator('.ant-cascader-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Chooses the smart tab's source creative by typing its name or ID and clicking the found option. */
async function chooseSource(smart: Locator, typed: string, source: MaterialItem) {
  await smart.getByTestId('smart-source').click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `#${source.id} ${source.name}` })
    .click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Lets toasts and menus finish moving before a picture is taken. */
const still = () => motionEnded(page);

/** Checks rows in the list and opens a batch action from the batch bar. */
async function batchOpen(ids: number[], action: 'batch-tag' | 'batch-edit-tags', lang: Lang) {
  for (const id of ids) await rowOf(id).locator('.ant-checkbox-input').check();
  await page.getByTestId('batch-count').getByText(T[lang].selected2).waitFor();
  await page.getByTestId(action).click();
}

describe.each(['zh-CN', 'en-US'] as const)('tagging materials in %s', (lang) => {
  const t = T[lang];
  const picks = PICKS[lang];

  it("edits one material's name and tags in the dialog: ten tags at most, saved through the API", async () => {
    const material = await materialNamed(picks.single);
    const before = await admin.tagsOf(material.id);
    expect(before).toHaveLength(3);
    await signInAs(page, pages.server.url, lang);
    await open(`/material/image?id=${material.id}`);
    await settled(page);
    await rowOf(material.id).getByTestId('row-tags').click();
    const dialog = page.locator('.ant-modal:visible').filter({ has: page.getByTestId('edit-tags-form') });
    await dialog.locator('.ant-modal-title').getByText(t.editTitle, { exact: true }).waitFor();
    const name = dialog.locator('#material_name');
    expect(await name.inputValue()).toBe(material.name);
    const renamed = `${material.name} (${short(lang)})`;
    await name.fill(renamed);

    // three tags, and a whole category of five: eight
    await dialog.locator('.ant-select:has(#tag_ids)').click();
    await expand('Industry');
    await tick(1, 'Games');
    expect(await isTicked(1, 'Games')).toBe(true);
    // four more would make twelve: refused, and nothing of it is ticked
    await tick(1, 'E-commerce');
    await toastExactly(t.singleLimit).waitFor();
    expect(await isTicked(1, 'E-commerce')).toBe(false);
    // two single tags make ten, which is allowed; an eleventh is refused
    await menuItem(1, 'Finance').click();
    await tick(2, 'Lending');
    await tick(2, 'Payments');
    expect(await isTicked(2, 'Payments')).toBe(true);
    await tick(2, 'Insurance');
    await toastExactly(t.singleLimit).waitFor();
    expect(await isTicked(2, 'Insurance')).toBe(false);
    await still();
    await shot(page, `tagging-${short(lang)}-single-limit`);
    await closeMenus(dialog);

    await dialog.getByTestId('edit-tags-ok').click();
    await toast(t.saved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await admin.tagsOf(material.id)).toEqual(sorted([...before, ...GAMES, 'Lending', 'Payments']));
    const detail = await admin.api(calls.materials.detail, { material_id: material.id });
    expect(detail.data.name).toBe(renamed);
    await eventually(() => textOf(rowOf(material.id))).toContain(renamed);
  });

  it('adds tags to two materials from the batch bar, refusing more than ten per material', async () => {
    await signInAs(page, pages.server.url, lang);
    await open(`/material/image?account=${accountIds.get(picks.batchAccount)}`);
    await settled(page);
    const ids = await checkableRows(2);
    const before = await Promise.all(ids.map((id) => admin.tagsOf(id)));
    for (const tags of before) expect(tags).toHaveLength(3);
    await batchOpen(ids, 'batch-edit-tags', lang);
    const dialog = page.locator('.ant-modal:visible').filter({ has: page.getByTestId('edit-tags-form') });
    await dialog.locator('.ant-modal-title').getByText(t.batchEditTitle, { exact: true }).waitFor();
    await dialog.getByText(t.batchHelp).waitFor();
    // batch mode shows only the tag cascader
    expect(await dialog.locator('#material_name').count()).toBe(0);

    // nine chosen are allowed in the cascader; twelve are not
    await dialog.locator('.ant-select:has(#tag_ids)').click();
    await expand('Industry');
    await tick(1, 'Games');
    await tick(1, 'E-commerce');
    await tick(1, 'Finance');
    await toastExactly(t.batchLimit).waitFor();
    expect(await isTicked(1, 'Finance')).toBe(false);
    expect(await isTicked(1, 'E-commerce')).toBe(true);
    await closeMenus(dialog);

    // but each material already has three: nine more would pass ten, and the dialog names them and saves nothing
    await dialog.getByTestId('edit-tags-ok').click();
    const overflow = toast(`${t.overflow}${ids.join(', ')}`);
    await overflow.waitFor();
    await still();
    await shot(page, `tagging-${short(lang)}-batch-overflow`);
    expect(await Promise.all(ids.map((id) => admin.tagsOf(id)))).toEqual(before);

    // five more are fine: each keeps its own three and gets the five
    await dialog.locator('.ant-select:has(#tag_ids)').click();
    await expand('Industry');
    await tick(1, 'E-commerce');
    expect(await isTicked(1, 'E-commerce')).toBe(false);
    await closeMenus(dialog);
    await dialog.getByTestId('edit-tags-ok').click();
    await toast(t.saved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    for (const [i, id] of ids.entries()) expect(await admin.tagsOf(id)).toEqual(sorted([...before[i]!, ...GAMES]));
    // the saved selection is let go
    await page.getByTestId('batch-count').waitFor({ state: 'detached' });
  });

  it("switches between manual and smart tagging; smart replace gives the materials the source's tags", async () => {
    const source = await materialNamed(REPLACE_SOURCE);
    const sourceTags = await admin.tagsOf(source.id);
    await signInAs(page, pages.server.url, lang);
    await open(`/material/image?account=${accountIds.get(picks.replaceAccount)}`);
    await settled(page);
    const ids = await checkableRows(2, [source.id]);
    await batchOpen(ids, 'batch-tag', lang);
    const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('batch-materials') });
    const manual = drawer.getByTestId('manual-tagging');
    const smart = drawer.getByTestId('smart-tagging');

    // manual is the first mode: the tag tree, and the hint that saving replaces the tags
    await manual.waitFor();
    await drawer.getByText(t.replaceHint).waitFor();
    expect(await smart.count()).toBe(0);
    await drawer.locator('.tag-tree-picker input').fill('Racing');
    await drawer.locator('.ant-tree-treenode', { hasText: 'Racing' }).locator('.ant-tree-checkbox').click();

    // smart: the tree gives way to the source creative; saving without one asks for it
    await drawer.getByTestId('tag-mode').getByText(t.smart, { exact: true }).click();
    await smart.waitFor();
    await manual.waitFor({ state: 'detached' });
    expect(await drawer.getByText(t.replaceHint).count()).toBe(0);
    expect(await smart.getByRole('radio', { name: t.replace, exact: true }).isChecked()).toBe(true);
    await drawer.getByTestId('drawer-ok').click();
    await toast(t.pickFirst).waitFor();

    // the source, found by name
    await chooseSource(smart, 'Global Launch', source);
    await smart.getByText(t.sourceTags, { exact: true }).waitFor();
    expect(sorted(await smart.getByTestId('tag-chips').locator('.ant-tag').allTextContents())).toEqual(sourceTags);
    await still();
    await shot(page, `tagging-${short(lang)}-smart-replace`);

    await drawer.getByTestId('drawer-ok').click();
    await toast(t.saved).waitFor();
    await drawer.waitFor({ state: 'detached' });
    // the manual choice (Racing) is not what was saved: the smart mode was
    for (const id of ids) expect(await admin.tagsOf(id)).toEqual(sourceTags);
  });

  it("smart delete takes the source creative's tags off each material and keeps the rest", async () => {
    const source = await materialNamed(picks.deleteSource);
    const sourceTags = new Set(await admin.tagsOf(source.id));
    await signInAs(page, pages.server.url, lang);
    await open(`/material/image?account=${accountIds.get(picks.deleteAccount)}`);
    await settled(page);
    const ids = await checkableRows(2, [source.id]);
    const before = await Promise.all(ids.map((id) => admin.tagsOf(id)));
    const expected = before.map((tags) => tags.filter((name) => !sourceTags.has(name)));
    // the materials share tags with the source, or the test would show nothing
    expect(expected.flat().length).toBeLessThan(before.flat().length);
    expect(expected.every((tags) => tags.length > 0)).toBe(true);

    await batchOpen(ids, 'batch-tag', lang);
    const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('batch-materials') });
    await drawer.getByTestId('tag-mode').getByText(t.smart, { exact: true }).click();
    const smart = drawer.getByTestId('smart-tagging');
    // the source, found by its ID
    await chooseSource(smart, String(source.id), source);
    await smart.getByRole('radio', { name: t.delete, exact: true }).check();
    await smart.getByText(t.deleteHelp).waitFor();
    await still();
    await shot(page, `tagging-${short(lang)}-smart-delete`);

    await drawer.getByTestId('drawer-ok').click();
    await toast(t.saved).waitFor();
    await drawer.waitFor({ state: 'detached' });
    for (const [i, id] of ids.entries()) expect(await admin.tagsOf(id)).toEqual(expected[i]);
    // the list reloads with the remainders
    const chips = rowOf(ids[0]!).getByTestId('tag-chips').locator('.ant-tag');
    await eventually(async () => sorted(await chips.allTextContents())).toEqual(expected[0]);
  });
});
