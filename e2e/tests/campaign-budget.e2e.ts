import { calls } from '@adconsole/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { fillCampaignForm, openCampaignForm } from '../support/campaigns.js';
import { eventually, type Lang, settled, signInAs, tableRows, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Risky defaults on campaigns (issue 27 point 8), in zh and en: an empty budget reads "Unlimited" in the form, the
// list and the detail; saving a campaign that is on without any budget asks first (going back saves nothing, saving
// without a limit creates it); axe on the form with the prompt and on the detail; screens at 1280 and 1440 px.

const running = usePages('campaign-budget');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    unlimited: '不限',
    title: '不设预算就开启投放？',
    ok: '不限预算，保存',
    back: '返回设置预算',
    created: '广告系列已创建',
  },
  'en-US': {
    unlimited: 'Unlimited',
    title: 'Turn on without a budget?',
    ok: 'Save without a limit',
    back: 'Set a budget',
    created: 'The campaign was created',
  },
} as const;

const _drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();
const prompt = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`);
  }
}

describe.each(['zh-CN', 'en-US'] as const)('a campaign without a budget (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('reads "Unlimited" in the form, list and detail, and asks before saving an on campaign without a budget', async () => {
    const { page, server } = running;
    const name = `E2E ${short} unlimited ${Date.now() % 100_000}`;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index`);
    await settled(page);

    const form = await openCampaignForm(page);
    for (const field of ['campaign-form-budget', 'campaign-form-daily-budget']) {
      expect(await form.getByTestId(field).getAttribute('placeholder')).toBe(t.unlimited);
    }
    await fillCampaignForm(page, form, { name });

    // on (the default) and no budget: the form asks; going back saves nothing
    await form.getByTestId('campaign-form-submit').click();
    await prompt(page).locator('.ant-modal-confirm-title', { hasText: t.title }).waitFor();
    await expectAccessible(page, `${lang} campaign form, unlimited prompt`);
    await shots(page, `campaign-budget-${short}-prompt`);
    await prompt(page).getByRole('button', { name: t.back }).click();
    await prompt(page).waitFor({ state: 'hidden' });
    const { api } = await apiAs(server.url);
    expect((await api(calls.campaigns.list, { custom: name })).data.list).toEqual([]);
    await form.waitFor();

    // saving without a limit is a deliberate second choice
    await form.getByTestId('campaign-form-submit').click();
    await prompt(page).getByRole('button', { name: t.ok }).click();
    // the form closes once the campaign is saved (a busy machine may take a while)
    await form.waitFor({ state: 'hidden', timeout: 30_000 });
    await eventually(async () => (await api(calls.campaigns.list, { custom: name })).data.list.length).toBe(1);
    const [created] = (await api(calls.campaigns.list, { custom: name })).data.list;
    expect(created).toMatchObject({ campaign_budget: 0, campaign_daily_budget: 0 });

    // the list: both budgets read "Unlimited"
    await page.goto(`${server.url}/#/advertising/index?custom=${encodeURIComponent(name)}`);
    await settled(page);
    const row = tableRows(page).filter({ hasText: name });
    await eventually(() => row.count()).toBe(1);
    await eventually(async () => (await textOf(row)).split(t.unlimited).length - 1).toBeGreaterThanOrEqual(2);
    await shots(page, `campaign-budget-${short}-list`);

    // the detail: the empty budgets read "Unlimited"
    await page.goto(`${server.url}/#/advertising/view?campaign_id=${created!.campaign_id}`);
    const detail = page.getByTestId('campaign-form');
    await detail.waitFor();
    for (const field of ['campaign-form-budget', 'campaign-form-daily-budget']) {
      await expect.poll(() => detail.getByTestId(field).inputValue()).toBe('');
      expect(await detail.getByTestId(field).getAttribute('placeholder')).toBe(t.unlimited);
    }
    await detail.getByTestId('campaign-form-budget').scrollIntoViewIfNeeded();
    await expectAccessible(page, `${lang} campaign detail without a budget`);
    await shots(page, `campaign-budget-${short}-detail`);
  }, 150_000);

  it('saves an on campaign with a daily budget without asking', async () => {
    const { page, server } = running;
    const name = `E2E ${short} budgeted ${Date.now() % 100_000}`;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/index`);
    await settled(page);
    const form = await openCampaignForm(page);
    await fillCampaignForm(page, form, { name, dailyBudget: '200' });
    await form.getByTestId('campaign-form-submit').click();
    await page.locator('.ant-message-notice', { hasText: t.created }).first().waitFor();
    expect(await page.locator('.ant-modal-confirm-title', { hasText: t.title }).count()).toBe(0);
  });
});
