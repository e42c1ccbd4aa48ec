import { type CallBody, calls } from '@adconsole/contract';
import type { Locator, Page } from 'playwright-core';
import { apiAs } from './api.js';

// The campaign steps several browser tests start from: a campaign made through the API, and the campaign form
// opened and filled as a user does.

/** The visible drawer on top (a closed one may still be fading out). */
export const topDrawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible').last();

/**
 * Campaigns made through the API for the seeded Orchid Mall campaign's account and app (on, total budget 1,000 and
 * daily 100, started a day ago for 30 days), answering their ids in order.
 */
export async function campaignsViaApi(base: string, names: string[]): Promise<number[]> {
  const { api } = await apiAs(base);
  const seeded = (await api(calls.campaigns.list, { custom: 'Orchid Mall' })).data.list[0]!;
  const now = Math.floor(Date.now() / 1000);
  const ids: number[] = [];
  for (const name of names) {
    const body: CallBody<typeof calls.campaigns.create> = {
      account_id: seeded.account_id,
      name,
      objective: 1,
      ad_app_id: seeded.ad_app_id!,
      campaign_type: 1,
      billing_type: 4,
      campaign_budget: 1000,
      campaign_daily_budget: 100,
      currency: 'USD',
      start_time: now - 86_400,
      end_time: now + 30 * 86_400,
      time_zone: 'Asia/Shanghai',
    };
    ids.push((await api(calls.campaigns.create, body)).data.id);
  }
  return ids;
}

/** One campaign made as `campaignsViaApi` makes them; answers its id. */
export const campaignViaApi = async (base: string, name: string): Promise<number> =>
  (await campaignsViaApi(base, [name]))[0]!;

/** Picks an option of an antd select by typing part of its label (the first option shown when no text is given). */
export async function choose(page: Page, select: Locator, text?: string): Promise<void> {
  await select.click();
  if (text) await select.locator('input').fill(text);
  // the open list is the last one shown (a closed drawer's list may still fade out); Enter takes its active option
  await page.locator('.ant-select-dropdown:visible').last().locator('.ant-select-item-option').first().waitFor();
  await page.keyboard.press('Enter');
}

/** Opens the new-campaign drawer from the campaign list; answers its form. */
export async function openCampaignForm(page: Page): Promise<Locator> {
  await page.getByTestId('campaign-add').click();
  const form = topDrawer(page).getByTestId('campaign-form');
  await form.waitFor();
  return form;
}

/**
 * Fills what a new campaign needs: the first account, the name, the account's first app and, when given, the daily
 * budget. Does not submit.
 */
export async function fillCampaignForm(
  page: Page,
  form: Locator,
  fields: { name: string; dailyBudget?: string },
): Promise<void> {
  await choose(page, form.getByTestId('campaign-form-account'));
  await form.getByTestId('campaign-form-name').fill(fields.name);
  await choose(page, form.getByTestId('campaign-form-app'));
  if (fields.dailyBudget !== undefined) await form.getByTestId('campaign-form-daily-budget').fill(fields.dailyBudget);
}
