import { calls, JS_TAG_RATIOS, matchRatio } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { type Lang, settled, signInAs, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The ad editor in zh and en: from a demo ad group's ad list, Create ad builds a JS-tag ad from scratch,
// the text rules speak while the user types (consecutive spaces in the name, a title over 30 characters, a tracking
// URL off the tracking host), the saved ad stays open for its JS-tag creative, whose two images come from the material
// picker (scoped to the campaign's account), generated into a sandboxed preview and added; the ad then shows among
// the material's bound ads in the material library. axe and screenshots of the drawer.

const running = usePages('ads-editor');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    nameSpaces: '广告名称不能包含连续空格',
    titleLong: '最多 30 个字符（当前 31 个）',
    trackingHost: '监测链接必须以',
    jsType: 'JS Tag',
    created: '广告已创建：现在生成并添加它的 JS Tag 创意',
    added: 'JS Tag 创意已添加',
    editTitle: '编辑广告',
  },
  'en-US': {
    nameSpaces: 'An ad name cannot hold consecutive spaces',
    titleLong: 'At most 30 characters (31 now)',
    trackingHost: 'Tracking URLs must start with',
    jsType: 'JS tag',
    created: 'Ad created: now generate and add its JS-tag creative',
    added: 'JS-tag creative added',
    editTitle: 'Edit ad',
  },
} as const;

const drawer = (page: Page) => page.getByTestId('ad-editor-drawer');
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const itemOf = (page: Page, testId: string) =>
  drawer(page)
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId(testId) });

/** A demo ad group of the seeded Orchid Mall campaign, its campaign's rules, and an image the account's ads may use. */
async function demoSetup(base: string) {
  const { api } = await apiAs(base);
  const campaign = (await api(calls.campaigns.list, { custom: 'Orchid Mall' })).data.list[0]!;
  const detail = (await api(calls.campaigns.detail, { campaign_id: campaign.campaign_id })).data;
  const group = (await api(calls.campaigns.groupList, { campaign_id: campaign.campaign_id })).data.list[0]!;
  const usable = async (linked: boolean) =>
    (
      await api(calls.materials.list, {
        type: 1,
        ...(linked ? { account_id: campaign.account_id } : {}),
        usable_by: campaign.account_id,
        third_examine_status: [1, 4],
        page_size: 100,
      })
    ).data.List;
  // the first image linked to the account (the library's accounts dialog lists the ads per account), a second one of
  // the same JS-tag ratio that the account may use: the tag shows them in turn
  const [linked, all] = [await usable(true), await usable(false)];
  const ratioOf = (m: (typeof all)[number]) => matchRatio(m.width, m.height, JS_TAG_RATIOS);
  const image = linked.find((m) => ratioOf(m) !== null && all.some((o) => o.id !== m.id && ratioOf(o) === ratioOf(m)));
  expect(image).toBeDefined();
  const second = all.find((o) => o.id !== image!.id && ratioOf(o) === ratioOf(image!));
  return { campaign: detail, group, image: image!, second: second! };
}

describe.each(['zh-CN', 'en-US'] as const)('the ad editor (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('builds a JS-tag ad from scratch with rule messages while typing, adds its creative, finds it among the bound ads', async () => {
    const { page, server } = running;
    const { campaign, group, image, second } = await demoSetup(server.url);
    const host = campaign.tracking_host.replace(/\/+$/, '');
    const name = `E2E ${short} ad ${Date.now() % 100_000}`;
    await signInAs(page, server.url, lang);
    await page.goto(
      `${server.url}/#/advertising/index?campaign_id=${campaign.campaign_id}&ad_group_id=${group.ad_group_id}&type=ad`,
    );
    await page.getByTestId('ad-table').waitFor();
    await settled(page);
    await page.getByTestId('ad-add').click();
    const form = drawer(page).getByTestId('ad-form');
    await form.waitFor();

    // the rules speak as the user types
    await form.getByTestId('ad-form-name').fill('Summer  sale');
    await itemOf(page, 'ad-form-name').getByText(t.nameSpaces).waitFor();
    await form.getByTestId('ad-form-name').fill(name);
    await expect.poll(() => itemOf(page, 'ad-form-name').getByText(t.nameSpaces).count()).toBe(0);
    await form.getByTestId('ad-form-title').fill('x'.repeat(31));
    await itemOf(page, 'ad-form-title').getByText(t.titleLong).waitFor();
    await form.getByTestId('ad-form-title').fill('Orchid deals all week');
    await form.getByTestId('ad-form-type').getByText(t.jsType, { exact: true }).click();
    const impression = form.getByTestId('ad-form-impression-track-url');
    await impression.fill('https://elsewhere.example.com/imp');
    await itemOf(page, 'ad-form-impression-track-url').getByText(t.trackingHost).waitFor();
    expect(await textOf(itemOf(page, 'ad-form-impression-track-url'))).toContain(host);
    await impression.fill(`${host}/imp?ad=e2e`);
    await expect.poll(() => itemOf(page, 'ad-form-impression-track-url').getByText(t.trackingHost).count()).toBe(0);
    // what the ad group's trigger and the campaign's attribution need
    if (['browser', 'webview'].includes(group.trigger_mode)) {
      await form.getByTestId('ad-form-h5-url').fill('https://shop.example.com/orchid');
    }
    if (group.trigger_mode === 'deeplink') await form.getByTestId('ad-form-deeplink').fill('orchid://deals');
    if (campaign.billing_type === 4 && campaign.attribution_platform !== 'none') {
      await form.getByTestId('ad-form-attribution-link').fill('https://app.appsflyer.com/com.orchidshop.mall');
    }
    await drawer(page).getByTestId('js-tag-save-first').waitFor();
    await expectAccessible(page, `${lang} ad editor`);
    await shot(page, `ads-${short}-editor-new`);

    // saved, the editor goes on with the ad: its JS-tag creative from an image picked in the library
    await form.getByTestId('ad-form-submit').click();
    await toast(page, t.created);
    await drawer(page).locator('.ant-drawer-title', { hasText: t.editTitle }).waitFor();
    const builder = drawer(page).getByTestId('js-tag-builder');
    await builder.getByTestId('picker-open').click();
    const picker = page.getByTestId('picker-dialog');
    for (const chosen of [image, second]) {
      await picker.getByTestId('picker-id').fill(String(chosen.id));
      await picker.getByTestId('picker-search').click();
      await expect.poll(() => picker.getByTestId('picker-card').count()).toBe(1);
      await picker.getByTestId('picker-card').first().click();
    }
    await picker.getByTestId('picker-ok').click();
    await builder.locator(`[data-testid="picked-material"][data-id="${image.id}"]`).waitFor();
    await builder.locator(`[data-testid="picked-material"][data-id="${second.id}"]`).waitFor();
    await builder.getByTestId('js-tag-click-url').fill('https://shop.example.com/orchid?from=tag');
    await builder.getByTestId('js-tag-generate').click();
    const preview = builder.getByTestId('js-tag-preview').getByTestId('js-tag-frame');
    await preview.waitFor();
    // the live preview: the tag's own document in a frame that is sandboxed away from the console
    expect(await preview.getAttribute('sandbox')).not.toContain('allow-same-origin');
    const frame = page.frameLocator('[data-testid="js-tag-preview"] iframe');
    await frame.locator('.adc-js-tag img').first().waitFor();
    // the tag's rotation script runs in the frame (the console's policy allows it by its hash): the second image shows
    await frame.locator('.adc-js-tag > a').nth(1).waitFor({ state: 'visible' });
    await expectAccessible(page, `${lang} ad editor, JS tag`);
    await shot(page, `ads-${short}-editor-js-tag`);
    await builder.getByTestId('js-tag-add').click();
    await toast(page, t.added);
    await expect.poll(() => builder.getByTestId('js-tag-saved').count()).toBe(1);
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });

    // the list shows it, and the material library names it among the image's bound ads
    await page.getByTestId('ad-table').getByText(name).waitFor();
    await page.goto(`${server.url}/#/material/image?id=${image.id}`);
    await settled(page);
    const row = page.locator(`.ant-table-tbody tr[data-row-key="${image.id}"]`);
    await row.getByTestId('linked-accounts-view').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog
      .locator('.ant-table-row', { hasText: campaign.account_name })
      .locator('.ant-table-row-expand-icon')
      .click();
    await dialog.getByTestId('bound-ads').getByText(name).waitFor();
    await shot(page, `ads-${short}-bound-ads`);
  });
});
