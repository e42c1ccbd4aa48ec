import { type AudienceItem, type CampaignItem, calls } from '@adconsole/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { rendered, shot } from '../support/browser.js';
import { nextAnswer } from '../support/calls.js';
import { type Lang, settled, signInAs, tableRows, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The ad group form's targeting and schedule in zh and en: regions as the user country (the tree selector's
// country mode, its create then edit prompt), day-parting per day of the week saved and shown again, the audience
// picker offering only the packages the campaign's account may use; and the campaign list's row actions in view at
// 1280, 1440 and 1920 px.

const running = usePages('campaigns-targeting');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    countryMode: '用户国家',
    createCountry: '创建用户国家',
    editCountry: '编辑用户国家',
    india: '印度',
    all: '全部国家',
    created: '广告组已创建',
    saved: '保存成功',
    clear: '清空',
    monday: '周一：09:00-11:00',
    wednesday: '周三：14:00-17:00',
    saturday: '周六：20:00-21:00',
    sunday: '周日：不投放',
    zone: '时区：',
    more: '更多',
  },
  'en-US': {
    countryMode: 'User country',
    createCountry: 'Create user country',
    editCountry: 'Edit user country',
    india: 'India',
    all: 'All countries',
    created: 'The ad group was created',
    saved: 'Saved successfully',
    clear: 'Clear',
    monday: 'Mon: 09:00-11:00',
    wednesday: 'Wed: 14:00-17:00',
    saturday: 'Sat: 20:00-21:00',
    sunday: 'Sun: no delivery',
    zone: 'Time zone: ',
    more: 'More',
  },
} as const;

const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();
const modal = (page: Page) => page.locator('.ant-modal-wrap:visible').last();
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const cell = (scope: Locator, slot: number) => scope.locator(`[data-slot="${slot}"]`);

/** The seeded campaign the tests add ad groups to, with its account (read through the API). */
async function galaxyCampaign(base: string): Promise<CampaignItem> {
  const { api } = await apiAs(base);
  const page = await api(calls.campaigns.list, { page_no: 1, page_size: 50, custom: 'Galaxy Merge Quest' });
  const found = page.data.list[0];
  if (!found) throw new Error('the demo campaign "Galaxy Merge Quest" is missing');
  return found;
}

/** Every audience package, as the admin sees them (the picker's expectation is computed from them). */
async function allAudiences(base: string): Promise<AudienceItem[]> {
  const { api } = await apiAs(base);
  return (await api(calls.audiences.list, { page_no: 1, page_size: 100 })).data.list;
}

/** Opens the create drawer of an ad group under the campaign and answers its form. */
async function openNewAdGroup(page: Page, base: string, campaignId: number): Promise<Locator> {
  await page.goto(`${base}/#/advertising/index?campaign_id=${campaignId}&type=group`);
  await page.getByTestId('ad-group-table').waitFor();
  await page.getByTestId('ad-group-add').click();
  const form = drawer(page).getByTestId('ad-group-form');
  await form.waitFor();
  return form;
}

describe.each(['zh-CN', 'en-US'] as const)('ad group targeting and day-parting (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('picks regions as the user country (create, then edit prompt) and per-day hours; both come back on edit', async () => {
    const { page, server } = running;
    const campaign = await galaxyCampaign(server.url);
    const name = `E2E ${short} day-parting ${Date.now() % 100_000}`;
    await signInAs(page, server.url, lang);
    const form = await openNewAdGroup(page, server.url, campaign.campaign_id);
    await form.getByTestId('ad-group-form-name').fill(name);

    // country mode: nothing saved yet, so the prompt creates
    await form.getByTestId('region-mode').getByText(t.countryMode).click();
    const country = form.getByTestId('user-country');
    expect(await textOf(country.getByTestId('user-country-open'))).toBe(t.createCountry);
    await country.getByTestId('user-country-open').click();
    const prompt = modal(page);
    await prompt.getByTestId('target-tree').waitFor();
    // ALL first and OTHER last in the country list
    const keys = (await prompt
      .locator('[data-testid^="tree-label-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.replace('tree-label-', '')))) as string[];
    expect(keys.length).toBeGreaterThan(100);
    expect([keys[0], keys.at(-1)]).toEqual(['ALL', 'OTHER']);
    expect(keys.slice(1, -1)).toEqual([...keys.slice(1, -1)].sort());
    expect(await textOf(prompt.getByTestId('tree-label-ALL'))).toBe(t.all);
    await prompt.getByRole('textbox').fill(t.india);
    // the search also finds longer names (Indonesia, British Indian Ocean Territory): tick India alone
    await prompt
      .locator('.ant-tree-treenode', { has: page.getByTestId('tree-label-IN') })
      .locator('.ant-tree-checkbox')
      .click();
    await prompt.getByTestId('tree-add').click();
    await expect.poll(() => prompt.getByTestId('tree-chosen-count').textContent()).toContain('1');
    await expectAccessible(page, `${lang} user country prompt (create)`);
    await shot(page, `campaigns-targeting-${short}-country-create`);
    await prompt.getByTestId('user-country-ok').click();
    await prompt.waitFor({ state: 'hidden' });
    expect(await textOf(country)).toContain(t.india);
    expect(await textOf(country.getByTestId('user-country-open'))).toBe(t.editCountry);

    // day-parting: clear the week, then Monday 09-11 (a click, then the keyboard), Wednesday 14-17 (a drag),
    // Saturday 20 (arrows and Space)
    const grid = form.getByTestId('day-parting');
    expect(await textOf(grid.getByTestId('day-parting-zone'))).toBe(`${t.zone}${campaign.time_zone}`);
    await grid.getByTestId('day-parting-clear').click();
    await cell(grid, 9).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    const from = await cell(grid, 2 * 24 + 14).boundingBox();
    const to = await cell(grid, 2 * 24 + 16).boundingBox();
    if (!from || !to) throw new Error('the grid is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width * 1.5 + 2, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 3 });
    await page.mouse.up();
    await cell(grid, 10).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const summary = grid.getByTestId('day-parting-summary');
    for (const line of [t.monday, t.wednesday, t.saturday, t.sunday]) expect(await textOf(summary)).toContain(line);
    await grid.scrollIntoViewIfNeeded();
    await expectAccessible(page, `${lang} ad group form with day-parting`);
    await shot(page, `campaigns-targeting-${short}-day-parting`);
    await form.getByTestId('ad-group-form-submit').click();
    await toast(page, t.created);
    await drawer(page).waitFor({ state: 'hidden' });

    // what the server stored: India, and exactly those hours of the week
    const { api } = await apiAs(server.url);
    const groups = await api(calls.campaigns.groupList, { campaign_id: campaign.campaign_id, page_size: 100 });
    const group = groups.data.list.find((g) => g.name === name);
    if (!group) throw new Error(`the ad group ${name} was not listed`);
    const stored = (await api(calls.campaigns.groupDetail, { ad_group_id: group.ad_group_id })).data;
    expect(stored.targeting.regions).toEqual(['IN']);
    expect(stored.schedule).toEqual([9, 10, 62, 63, 64, 140]);

    // edit: the user country with its edit prompt, and the same hours on the grid
    await settled(page);
    await tableRows(page).filter({ hasText: name }).getByTestId('ad-group-edit').click();
    const edit = drawer(page).getByTestId('ad-group-form');
    await edit.waitFor();
    const again = edit.getByTestId('user-country');
    expect(await textOf(again)).toContain(t.india);
    expect(await textOf(again.getByTestId('user-country-open'))).toBe(t.editCountry);
    const editGrid = edit.getByTestId('day-parting');
    expect(await cell(editGrid, 9).getAttribute('aria-selected')).toBe('true');
    expect(await cell(editGrid, 11).getAttribute('aria-selected')).toBe('false');
    expect(await cell(editGrid, 140).getAttribute('aria-selected')).toBe('true');
    for (const line of [t.monday, t.wednesday, t.saturday]) {
      expect(await textOf(editGrid.getByTestId('day-parting-summary'))).toContain(line);
    }
    // the edit prompt opens over the saved set; Sunday all day is added and saved
    await again.getByTestId('user-country-open').click();
    await expect.poll(() => modal(page).getByTestId('tree-chosen-count').textContent()).toContain('1');
    await expectAccessible(page, `${lang} user country prompt (edit)`);
    await shot(page, `campaigns-targeting-${short}-country-edit`);
    await modal(page).locator('.ant-modal-footer .ant-btn').first().click();
    await modal(page).waitFor({ state: 'hidden' });
    await editGrid.getByTestId('day-parting-day-6').click();
    await edit.getByTestId('ad-group-form-submit').click();
    await toast(page, t.saved);
    const after = (await api(calls.campaigns.groupDetail, { ad_group_id: group.ad_group_id })).data;
    expect(after.schedule).toEqual([9, 10, 62, 63, 64, 140, ...Array.from({ length: 24 }, (_, h) => 144 + h)]);
    // two saves, two prompts and three axe runs: more than the default minute on a busy machine
  }, 120_000);

  it("offers in the audience picker only the Import Successful packages the campaign's account may use", async () => {
    const { page, server } = running;
    const campaign = await galaxyCampaign(server.url);
    const all = await allAudiences(server.url);
    const usable = (a: AudienceItem) =>
      a.status === 2 &&
      (a.visibility_scope === 1 || a.linked_account.some((l) => l.account_id === campaign.account_id));
    const offered = all.filter(usable).map((a) => a.cluster_name);
    const withheld = all.filter((a) => !usable(a)).map((a) => a.cluster_name);
    // the check can fail only if the seed has packages on both sides, imported ones of other accounts among them
    expect(offered.length).toBeGreaterThan(0);
    expect(all.some((a) => a.status === 2 && !usable(a))).toBe(true);

    await signInAs(page, server.url, lang);
    const form = await openNewAdGroup(page, server.url, campaign.campaign_id);
    const select = form.getByTestId('targeting-audience_include');
    await select.click();
    const list = page.locator('.ant-select-dropdown:visible').last();
    // the typed name is also searched on the server: count once its answer is in and shown (no spinner)
    const optionsFor = async (name: string) => {
      const searched = nextAnswer(page, calls.audiences.list.path, (input) => input.cluster_name === name);
      await select.locator('input').fill(name);
      await searched;
      await select.locator('.anticon-loading').waitFor({ state: 'detached' });
      await rendered(page);
      const shown = await list.locator('.ant-select-item-option-content').allTextContents();
      return shown.filter((text) => text.trim() === name).length;
    };
    for (const name of offered) expect(await optionsFor(name), name).toBe(1);
    for (const name of withheld) expect(await optionsFor(name), name).toBe(0);
    await select.locator('input').fill('');
    await list.locator('.ant-select-item-option').first().waitFor();
    expect(await textOf(form)).toContain(campaign.account_name);
    await expectAccessible(page, `${lang} audience picker`);
    await shot(page, `campaigns-targeting-${short}-audiences`);
    // end on a closed list: the screen the test ends on is checked again, and a list fading out is half there
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
  });

  it('keeps every row action of the campaign list in view at 1280, 1440 and 1920 px', async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang);
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/#/advertising/index`);
      await settled(page);
      const body = await page.locator('.ant-table-container').first().boundingBox();
      if (!body) throw new Error('no table');
      const rows = tableRows(page);
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        for (const id of ['campaign-details', 'campaign-edit', 'campaign-more']) {
          const action = rows.nth(i).getByTestId(id);
          const box = await action.boundingBox();
          if (!box) throw new Error(`${id} of row ${i} has no box at ${width} px`);
          // inside the table's visible part, and the topmost element where a click lands
          expect(box.x, `${id} at ${width}`).toBeGreaterThanOrEqual(body.x);
          expect(box.x + box.width, `${id} at ${width}`).toBeLessThanOrEqual(body.x + body.width + 0.5);
          const hit = await page.evaluate(
            ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid]')?.getAttribute('data-testid'),
            [box.x + box.width / 2, box.y + box.height / 2] as const,
          );
          expect(hit, `${id} at ${width}`).toBe(id);
        }
      }
      expect(await textOf(rows.first().getByTestId('campaign-more'))).toBe(t.more);
      if (width === 1440) {
        await expectAccessible(page, `${lang} campaign list at 1440 px`);
        await shot(page, `campaigns-targeting-${short}-list-1440`);
      }
    }
  });
});
