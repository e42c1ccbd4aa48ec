import {
  type AdGroupDetail,
  type AdGroupItem,
  type AdGroupTargeting,
  type calls,
  EMPTY_TARGETING,
  type ParsedBody,
} from '@adconsole/contract';
import type { Insertable } from 'kysely';
import type { Totals } from '../../statistics/index.js';
import type { CampaignRow } from '../campaigns/campaigns.service.js';
import type { AdGroupTable } from '../shared/advertising.tables.js';
import { adGroupDelivery, factsOf, figuresOf } from '../shared/delivery.js';
import { toMajor, toMinor, toMs, toSec } from '../shared/units.js';
import { type AdGroupRow, BindMode } from './adgroups.repo.js';

/** The editable fields of an ad group as the API speaks of them (targeting whole). */
export type AdGroupFields = Omit<ParsedBody<typeof calls.campaigns.groupCreate>, 'campaign_id' | 'targeting'> & {
  targeting: AdGroupTargeting;
};
export interface Binding {
  ad_group_id: number;
  user_cluster_id: number;
  mode: number;
  name: string;
}

function parse<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
const secOrNull = (ms: number | null) => (ms === null ? null : toSec(ms));
const msOrNull = (s: number | null) => (s === null ? null : toMs(s));

export function groupFieldsOf(row: AdGroupRow, bindings: Binding[]): AdGroupFields {
  const stored = parse<Partial<AdGroupTargeting>>(row.targeting, {});
  const mine = bindings.filter((b) => b.ad_group_id === row.id);
  return {
    name: row.name,
    status: row.status,
    trigger_mode: row.trigger_mode,
    targeting: {
      ...EMPTY_TARGETING,
      ...stored,
      audience_include: mine.filter((b) => b.mode === BindMode.INCLUDE).map((b) => b.user_cluster_id),
      audience_exclude: mine.filter((b) => b.mode === BindMode.EXCLUDE).map((b) => b.user_cluster_id),
    },
    total_limit: toMajor(row.total_limit),
    daily_limit: toMajor(row.daily_limit),
    frequency_cap: row.frequency_cap,
    frequency_period: row.frequency_period,
    bid_price: toMajor(row.bid_price),
    offline_validity_days: row.offline_validity_days,
    offline_deadline: secOrNull(row.offline_deadline),
    anti_hijack: row.anti_hijack === 1,
    anti_hijack_params: parse(row.anti_hijack_params, []),
    transmission_time: row.transmission_time,
    start_time: secOrNull(row.start_time),
    end_time: secOrNull(row.end_time),
    schedule: parse(row.schedule, []),
  };
}

/** The row's columns (audience packages are bindings, not a column). */
export function groupRowOf(f: AdGroupFields): Omit<Insertable<AdGroupTable>, 'campaign_id' | 'create_time'> {
  const { audience_include: _i, audience_exclude: _e, ...targeting } = f.targeting;
  return {
    name: f.name,
    status: f.status,
    trigger_mode: f.trigger_mode,
    targeting: JSON.stringify(targeting),
    total_limit: toMinor(f.total_limit),
    daily_limit: toMinor(f.daily_limit),
    frequency_cap: f.frequency_cap,
    frequency_period: f.frequency_period,
    bid_price: toMinor(f.bid_price),
    offline_validity_days: f.offline_validity_days,
    offline_deadline: msOrNull(f.offline_deadline),
    anti_hijack: f.anti_hijack ? 1 : 0,
    anti_hijack_params: JSON.stringify(f.anti_hijack_params),
    transmission_time: f.transmission_time,
    start_time: msOrNull(f.start_time),
    end_time: msOrNull(f.end_time),
    schedule: JSON.stringify([...new Set(f.schedule)].sort((a, b) => a - b)),
  };
}

export interface GroupContext {
  campaign: CampaignRow;
  campaignTotal: Totals;
  /** the campaign's spend today, in its time zone (minor units) */
  campaignTodaySpend: number;
  now: number;
}

export function groupItem(
  row: AdGroupRow,
  ctx: GroupContext,
  total: Totals,
  todaySpend: number,
  bindings: Binding[],
  ads: number,
): AdGroupItem {
  const schedule = parse<number[]>(row.schedule, []);
  const facts = {
    status: row.status,
    start_time: row.start_time === null ? null : Number(row.start_time),
    end_time: row.end_time === null ? null : Number(row.end_time),
    total_limit: Number(row.total_limit),
    daily_limit: Number(row.daily_limit),
    schedule,
    ads,
  };
  return {
    ad_group_id: row.id,
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    account_id: row.account_id,
    name: row.name,
    status: row.status,
    trigger_mode: row.trigger_mode,
    total_limit: toMajor(row.total_limit),
    daily_limit: toMajor(row.daily_limit),
    frequency_cap: row.frequency_cap,
    frequency_period: row.frequency_period,
    bid_price: toMajor(row.bid_price),
    start_time: secOrNull(row.start_time),
    end_time: secOrNull(row.end_time),
    time_zone: ctx.campaign.time_zone,
    currency: ctx.campaign.currency,
    schedule,
    audiences: bindings
      .filter((b) => b.ad_group_id === row.id)
      .map((b) => ({ id: b.user_cluster_id, name: b.name, mode: b.mode === BindMode.EXCLUDE ? 'exclude' : 'include' })),
    ad_count: ads,
    creator: { user_id: row.create_user_id, login_name: row.creator_name ?? '' },
    create_time: toSec(row.create_time),
    modify_time: toSec(row.modify_time),
    spend: toMajor(total.spend),
    today_spend: toMajor(todaySpend),
    impressions: total.impressions,
    clicks: total.clicks,
    installs: total.installs,
    delivery: adGroupDelivery(
      factsOf(ctx.campaign),
      figuresOf(ctx.campaignTotal, ctx.campaignTodaySpend),
      facts,
      figuresOf(total, todaySpend),
      ctx.now,
    ),
  };
}

export function groupDetail(item: AdGroupItem, row: AdGroupRow, bindings: Binding[]): AdGroupDetail {
  const f = groupFieldsOf(row, bindings);
  return {
    ...item,
    targeting: f.targeting,
    offline_validity_days: f.offline_validity_days,
    offline_deadline: f.offline_deadline,
    anti_hijack: f.anti_hijack,
    anti_hijack_params: f.anti_hijack_params,
    transmission_time: f.transmission_time,
  };
}
