import type { Generated } from 'kysely';
import type { Defaulted, Millis } from '../../db/columns.js';

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
  ad_app_id: number | null;
  ad_app_pkg_name: Defaulted<string>;
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

export interface AdGroupTable {
  id: Generated<number>;
  campaign_id: number;
  name: string;
  status: Defaulted<number>;
  create_time: Millis;
}

export interface AdTable {
  id: Generated<number>;
  ad_group_id: number;
  /** the campaign's account */
  account_id: number;
  name: string;
  /** 1 on, 2 paused, -1 deleted (a deleted ad binds nothing) */
  status: Defaulted<number>;
  create_time: Millis;
}

export interface CreativeTable {
  id: Generated<number>;
  ad_id: number;
  name: string;
  create_time: Millis;
}

export interface CreativeMaterialTable {
  creative_id: number;
  material_id: number;
}
