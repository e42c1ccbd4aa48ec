import type { HomeOverview } from '@adconsole/contract';

/** Pacing of one campaign: the share of its daily budget spent (0-100, capped) and whether it runs ahead of its day. */
export function pacingOf(item: { today_spend: number; daily_budget: number; day_elapsed: number }) {
  const spent = item.daily_budget > 0 ? item.today_spend / item.daily_budget : 0;
  return {
    percent: Math.min(100, Math.round(spent * 100)),
    elapsed: Math.round(item.day_elapsed * 100),
    /** spent 15 points or more ahead of the day: the budget will run out before the day ends */
    ahead: spent >= 1 || spent - item.day_elapsed >= 0.15,
  };
}

/** The cards the user's role may see, in the page's order (a null part has no card). */
export function visibleCards(overview: HomeOverview) {
  return (['pacing', 'idle', 'imports', 'review', 'changes'] as const).filter((key) => overview[key] !== null);
}

/** The ad list of an ad group (the not-delivering card's link for an ad group). */
export const adGroupAdsPath = (campaignId: number, adGroupId: number) =>
  `/advertising/index?campaign_id=${campaignId}&ad_group_id=${adGroupId}&type=ad`;
