import {
  type CampaignItem,
  CampaignStatus,
  type HomeIdleItem,
  type HomePacingItem,
  localDate,
  nextMidnight,
} from '@adconsole/contract';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import * as stats from '../../statistics/index.js';
import { type CampaignRow, switchedOn } from '../campaigns/campaigns.service.js';
import { clock } from '../shared/clock.js';
import { NO_TOTALS } from '../shared/delivery.js';
import * as repo from './adgroups.repo.js';
import { groupItem } from './adgroups.view.js';

const DAY_MS = 86_400_000;

/** What the cockpit shows of the caller's campaigns: pacing against daily budgets, and what does not deliver. */
export interface DeliveryOverview {
  pacing: HomePacingItem[];
  idle: HomeIdleItem[];
}

const ended = (item: CampaignItem, now: number) => item.end_time !== null && item.end_time * 1000 <= now;

/** The share of the campaign's local day gone at `now` (0-1). */
export function dayElapsed(now: number, timeZone: string): number {
  const left = nextMidnight(now, timeZone) - now;
  return Math.min(1, Math.max(0, 1 - left / DAY_MS));
}

/**
 * The pacing of every switched-on, running campaign with a daily budget (fullest first), and the switched-on
 * campaigns that do not deliver (ended ones aside: an ended order needs no action) with, under the campaigns that do,
 * their switched-on ad groups that do not.
 */
export async function deliveryOverview(db: DB, auth: AuthContext, max: number): Promise<DeliveryOverview> {
  const now = clock.now();
  const { rows, items } = await switchedOn(db, auth, max);
  const running = items.filter((i) => i.status === CampaignStatus.ON && !ended(i, now));
  const pacing = running
    .filter((i) => i.campaign_daily_budget > 0)
    .map((i) => ({
      campaign_id: i.campaign_id,
      name: i.name,
      currency: i.currency,
      time_zone: i.time_zone,
      daily_budget: i.campaign_daily_budget,
      today_spend: i.today_spend,
      day_elapsed: dayElapsed(now, i.time_zone),
      delivery: i.delivery,
    }))
    .sort((a, b) => b.today_spend / b.daily_budget - a.today_spend / a.daily_budget || b.campaign_id - a.campaign_id);
  const idle: HomeIdleItem[] = running
    .filter((i) => i.delivery.status !== 'normal')
    .map((i) => ({
      level: 'campaign',
      id: i.campaign_id,
      name: i.name,
      campaign_id: i.campaign_id,
      campaign_name: i.name,
      delivery: i.delivery,
    }));
  const delivering = new Map(
    rows
      .filter((_r, at) => running.includes(items[at]!) && items[at]!.delivery.status === 'normal')
      .map((r) => [r.id, r]),
  );
  return { pacing, idle: [...idle, ...(await idleGroups(db, delivering, now))] };
}

/** The switched-on ad groups of delivering campaigns that do not deliver, by their own reasons. */
async function idleGroups(db: DB, campaigns: Map<number, CampaignRow>, now: number): Promise<HomeIdleItem[]> {
  const groups = await repo.switchedOnGroups(db, [...campaigns.keys()]);
  if (!groups.length) return [];
  const ids = groups.map((g) => g.id);
  const byDate = new Map<string, { groups: number[]; campaigns: number[] }>();
  for (const g of groups) {
    const d = localDate(now, campaigns.get(g.campaign_id)!.time_zone);
    const at = byDate.get(d) ?? { groups: [], campaigns: [] };
    at.groups.push(g.id);
    if (!at.campaigns.includes(g.campaign_id)) at.campaigns.push(g.campaign_id);
    byDate.set(d, at);
  }
  const dated = [...byDate].flatMap(([date, at]) => [
    stats.adGroupTotals(db, at.groups, date),
    stats.campaignTotals(db, at.campaigns, date),
  ]);
  const [total, cTotal, ads, ...todays] = await Promise.all([
    stats.adGroupTotals(db, ids),
    stats.campaignTotals(db, [...campaigns.keys()]),
    repo.adCounts(db, ids),
    ...dated,
  ]);
  const groupToday = new Map(todays.filter((_, at) => at % 2 === 0).flatMap((m) => [...m]));
  const campaignToday = new Map(todays.filter((_, at) => at % 2 === 1).flatMap((m) => [...m]));
  return groups.flatMap((g) => {
    const campaign = campaigns.get(g.campaign_id)!;
    const ctx = {
      campaign,
      campaignTotal: cTotal.get(campaign.id) ?? NO_TOTALS,
      campaignTodaySpend: campaignToday.get(campaign.id)?.spend ?? 0,
      now,
    };
    const item = groupItem(
      g,
      ctx,
      total.get(g.id) ?? NO_TOTALS,
      groupToday.get(g.id)?.spend ?? 0,
      [],
      ads.get(g.id) ?? 0,
    );
    if (item.delivery.status === 'normal') return [];
    return [
      {
        level: 'ad_group' as const,
        id: g.id,
        name: g.name,
        campaign_id: campaign.id,
        campaign_name: campaign.name,
        delivery: item.delivery,
      },
    ];
  });
}
