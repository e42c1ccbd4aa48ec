import type { Generated } from 'kysely';
import type { Defaulted, Millis } from '../../../db/columns.js';

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
