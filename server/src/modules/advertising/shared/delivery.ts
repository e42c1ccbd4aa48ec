import type { DeliveryCase, DeliveryReason, DeliveryStatus } from '@adconsole/contract';
import { hourOfWeek, nextMidnight, nextScheduledHour } from '@adconsole/contract';
import type { Selectable } from 'kysely';
import type { Totals } from '../../statistics/index.js';
import type { CampaignTable } from './advertising.tables.js';

// The delivery status of a campaign or ad group, computed from its dates, time zone, schedule, status and spend
// against its limits. Every reason that holds is answered, the first one is the status.

/** Spend in minor units, counts; `today` in the campaign's time zone. */
export interface Figures {
  spend: number;
  todaySpend: number;
  impressions: number;
}

export interface CampaignFacts {
  status: number;
  start_time: number;
  end_time: number | null;
  time_zone: string;
  campaign_budget: number;
  campaign_daily_budget: number;
  reservation_limit: number;
  /** its live (not deleted) ad groups; null where the question does not arise (an ad group's own status) */
  ad_groups: number | null;
}

export interface AdGroupFacts {
  status: number;
  start_time: number | null;
  end_time: number | null;
  total_limit: number;
  daily_limit: number;
  /** hours of the week, [] every hour */
  schedule: number[];
  /** its live (not deleted) ads */
  ads: number;
}

const PAUSED = 2;
const sec = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));
const money = (minor: number) => minor / 100;

function reason(
  level: DeliveryReason['level'],
  c: DeliveryCase,
  limit: DeliveryReason['limit'],
  value: number | null,
  current: number | null,
  nextChange: number | null,
  timeZone: string,
): DeliveryReason {
  return { level, case: c, limit, value, current, next_change: sec(nextChange), time_zone: timeZone };
}

function campaignReasons(c: CampaignFacts, f: Figures, now: number): DeliveryReason[] {
  const tz = c.time_zone;
  const out: DeliveryReason[] = [];
  if (c.status === PAUSED) out.push(reason('campaign', 'paused', 'status', null, null, null, tz));
  if (c.end_time !== null && now >= c.end_time) {
    out.push(reason('campaign', 'order_ended', 'end_time', sec(c.end_time), null, null, tz));
  }
  if (now < c.start_time) {
    out.push(reason('campaign', 'outside_delivery_time', 'start_time', sec(c.start_time), null, c.start_time, tz));
  }
  if (c.campaign_budget > 0 && f.spend >= c.campaign_budget) {
    out.push(
      reason('campaign', 'exceeds_total_limit', 'total_budget', money(c.campaign_budget), money(f.spend), null, tz),
    );
  }
  if (c.reservation_limit > 0 && f.impressions >= c.reservation_limit) {
    out.push(reason('campaign', 'reached_quota', 'quota', c.reservation_limit, f.impressions, null, tz));
  }
  if (c.campaign_daily_budget > 0 && f.todaySpend >= c.campaign_daily_budget) {
    const value = money(c.campaign_daily_budget);
    const next = nextMidnight(now, tz);
    out.push(reason('campaign', 'exceeds_daily_limit', 'daily_budget', value, money(f.todaySpend), next, tz));
  }
  // nothing to serve: after the reasons an operator set (switch, dates, limits), which say more
  if (c.ad_groups === 0) out.push(reason('campaign', 'no_ad_groups', null, null, null, null, tz));
  return out;
}

function adGroupReasons(g: AdGroupFacts, tz: string, f: Figures, now: number): DeliveryReason[] {
  const out: DeliveryReason[] = [];
  if (g.status === PAUSED) out.push(reason('ad_group', 'paused', 'status', null, null, null, tz));
  if (g.end_time !== null && now >= g.end_time) {
    out.push(reason('ad_group', 'delivery_expired', 'end_time', sec(g.end_time), null, null, tz));
  }
  if (g.start_time !== null && now < g.start_time) {
    out.push(reason('ad_group', 'outside_delivery_time', 'start_time', sec(g.start_time), null, g.start_time, tz));
  } else if (g.schedule.length && !g.schedule.includes(hourOfWeek(now, tz))) {
    const next = nextScheduledHour(now, tz, g.schedule);
    out.push(reason('ad_group', 'outside_delivery_time', 'schedule', null, null, next, tz));
  }
  if (g.total_limit > 0 && f.spend >= g.total_limit) {
    out.push(reason('ad_group', 'exceeds_total_limit', 'total_limit', money(g.total_limit), money(f.spend), null, tz));
  }
  if (g.daily_limit > 0 && f.todaySpend >= g.daily_limit) {
    const next = nextMidnight(now, tz);
    out.push(
      reason('ad_group', 'exceeds_daily_limit', 'daily_limit', money(g.daily_limit), money(f.todaySpend), next, tz),
    );
  }
  if (g.ads === 0) out.push(reason('ad_group', 'no_ads', null, null, null, null, tz));
  return out;
}

const answer = (reasons: DeliveryReason[]): DeliveryStatus => ({ status: reasons[0]?.case ?? 'normal', reasons });

/** A campaign's status: its own dates, switch and budgets against the spend of all its ad groups. */
export function campaignDelivery(c: CampaignFacts, f: Figures, now: number): DeliveryStatus {
  return answer(campaignReasons(c, f, now));
}

/** An ad group's status: its campaign's reasons first (level campaign), then its own. */
export function adGroupDelivery(
  c: CampaignFacts,
  campaignFigures: Figures,
  g: AdGroupFacts,
  f: Figures,
  now: number,
): DeliveryStatus {
  return answer([...campaignReasons(c, campaignFigures, now), ...adGroupReasons(g, c.time_zone, f, now)]);
}

export const NO_TOTALS: Totals = { spend: 0, impressions: 0, clicks: 0, installs: 0 };

/** The figures of all-time totals and today's spend (minor units). */
export function figuresOf(total: Totals, todaySpend: number): Figures {
  return { spend: total.spend, todaySpend, impressions: total.impressions };
}

/** The facts of a campaign row that its delivery status is computed from, with its live ad groups when counted. */
export function factsOf(row: Selectable<CampaignTable>, adGroups: number | null = null): CampaignFacts {
  return {
    status: row.status,
    start_time: Number(row.start_time),
    end_time: row.end_time === null ? null : Number(row.end_time),
    time_zone: row.time_zone,
    campaign_budget: Number(row.campaign_budget),
    campaign_daily_budget: Number(row.campaign_daily_budget),
    reservation_limit: Number(row.reservation_limit),
    ad_groups: adGroups,
  };
}
