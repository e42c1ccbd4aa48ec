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
  /** 0 or 1: the download starts by itself after the click */
  auto_download: Defaulted<Flag>;
  /** 0 or 1: the app installs without the installer's prompt */
  silently_install: Defaulted<Flag>;
  /** 0 or 1: installs of the pre-installed package count for the campaign */
  attribution_pi: Defaulted<Flag>;
  /** 0 or 1: the app is live in its store */
  app_online: Defaulted<Flag>;
  /** hundredths multiplying the bid: 100 none */
  bid_price_punish_coef: Defaulted<number>;
  /** reservation campaigns: the booked quota's delivery deadline */
  reservation_time: Millis | null;
  pack_attribution_tracker_url: Defaulted<string>;
  io_id: Defaulted<string>;
  po_id: Defaulted<string>;
  merchant_id: Defaulted<string>;
  camp_id: Defaulted<string>;
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

/** An ad of an ad group (migrations 20261121_0005 and 20261123_0040). */
export interface AdTable {
  id: Generated<number>;
  ad_group_id: number;
  /** the campaign's account */
  account_id: number;
  name: string;
  /** 1 image, 2 video, 3 JS tag, 4 VAST */
  type: Defaulted<number>;
  description: Defaulted<string>;
  title: Defaulted<string>;
  button_text: Defaulted<string>;
  h5_url: Defaulted<string>;
  deeplink: Defaulted<string>;
  attribution_link: Defaulted<string>;
  impression_track_url: Defaulted<string>;
  click_track_url: Defaulted<string>;
  video_start_track_url: Defaulted<string>;
  video_q1_track_url: Defaulted<string>;
  video_mid_track_url: Defaulted<string>;
  video_q3_track_url: Defaulted<string>;
  video_complete_track_url: Defaulted<string>;
  /** where the ad shows inside an ad position: null none */
  adpos_id: number | null;
  adpos_tab: Defaulted<string>;
  adpos_category: Defaulted<string>;
  /** 1 on, 2 paused, -1 deleted (a deleted ad binds nothing) */
  status: Defaulted<number>;
  create_user_id: number | null;
  modify_user_id: number | null;
  create_time: Millis;
  modify_time: Defaulted<Millis>;
}

/** One creative of an ad: materials it shows (creative_material), a JS tag, or a VAST entry. */
export interface CreativeTable {
  id: Generated<number>;
  ad_id: number;
  name: string;
  /** image, video, landing_page, js_tag, vast */
  kind: Defaulted<string>;
  /** JS tag: the HTML served, its click URL and size */
  html: Defaulted<string>;
  click_url: Defaulted<string>;
  width: Defaulted<number>;
  height: Defaulted<number>;
  /** VAST: the ad tag and material specification */
  ad_tag: Defaulted<string>;
  spec: Defaulted<string>;
  /** order within the ad */
  sort: Defaulted<number>;
  create_time: Millis;
}

export interface CreativeMaterialTable {
  creative_id: number;
  material_id: number;
}
