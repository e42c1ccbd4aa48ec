import type { Generated } from 'kysely';
import type { Defaulted, Flag, Millis } from '../../../db/columns.js';

/** A campaign (doc 02's main fields): money in the currency's minor unit, times in unix milliseconds. */
export interface CampaignTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  objective: Defaulted<number>;
  campaign_type: Defaulted<number>;
  billing_type: Defaulted<number>;
  budget_type: Defaulted<number>;
  campaign_budget: Defaulted<number>;
  campaign_daily_budget: Defaulted<number>;
  currency: Defaulted<string>;
  bid_price: Defaulted<number>;
  /** the currency's value in USD, in millionths */
  exchange_ratio: Defaulted<number>;
  /** reservation campaigns: impressions booked, 0 none */
  reservation_limit: Defaulted<number>;
  attribution_platform: Defaulted<string>;
  /** JSON [{affiliate, url}] */
  attribution_trackers: Defaulted<string>;
  impression_track_url: Defaulted<string>;
  click_track_url: Defaulted<string>;
  play_start_track_url: Defaulted<string>;
  ad_app_id: number | null;
  ad_app_pkg_name: Defaulted<string>;
  /** the promotion app's event mapping the campaign optimises for (null: none chosen) */
  event_mapping_id: number | null;
  /** JSON of country to bid */
  country_bid: Defaulted<string>;
  time_zone: Defaulted<string>;
  remark: Defaulted<string>;
  /** 1 on, 2 paused, -1 deleted */
  status: Defaulted<number>;
  start_time: Millis;
  end_time: Millis | null;
  create_user_id: number | null;
  modify_user_id: number | null;
  create_time: Millis;
  modify_time: Millis;
}

/** An ad group: money in minor units of its campaign's currency, times in unix milliseconds. */
export interface AdGroupTable {
  id: Generated<number>;
  campaign_id: number;
  name: string;
  /** 1 on, 2 paused, -1 deleted */
  status: Defaulted<number>;
  trigger_mode: Defaulted<string>;
  /** JSON of the targeting without its audience packages (ad_group_user_cluster rows) */
  targeting: Defaulted<string>;
  total_limit: Defaulted<number>;
  daily_limit: Defaulted<number>;
  frequency_cap: Defaulted<number>;
  frequency_period: Defaulted<number>;
  bid_price: Defaulted<number>;
  offline_validity_days: Defaulted<number>;
  offline_deadline: Millis | null;
  anti_hijack: Defaulted<Flag>;
  /** JSON string[] */
  anti_hijack_params: Defaulted<string>;
  transmission_time: Defaulted<number>;
  start_time: Millis | null;
  end_time: Millis | null;
  /** JSON number[]: hours of the week in the campaign's time zone, [] every hour */
  schedule: Defaulted<string>;
  create_user_id: number | null;
  modify_user_id: number | null;
  create_time: Millis;
  modify_time: Defaulted<Millis>;
}

/** One day of one ad group's delivery (the day in the campaign's time zone); spend in minor units. */
export interface AdGroupDeliveryStatTable {
  ad_group_id: number;
  stat_date: string;
  impressions: number;
  clicks: number;
  installs: number;
  spend: number;
  update_time: Millis;
}
