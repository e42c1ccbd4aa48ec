import type { Generated } from 'kysely';
import type { Millis } from '../../db/columns.js';

/** A batch the intake stored, by API key and the caller's batch id (migration 20261126_0740). */
export interface DeliveryStatBatchTable {
  id: Generated<number>;
  api_key_id: number;
  batch_id: string;
  body_sha256: string;
  lines: number;
  stored: number;
  create_time: Millis;
}

interface Metrics {
  impressions: number;
  clicks: number;
  installs: number;
  conversions: number;
  /** minor units of the campaign's currency */
  spend: number;
}

/** A line as the ad server sent it, kept for the raw window (hour 24: a whole-day line). */
export interface DeliveryStatHourTable extends Metrics {
  ad_id: number;
  stat_date: string;
  country: string;
  media_app_id: number;
  ad_position_id: number;
  hour: number;
}

/** The daily rollup per ad, country, media app and ad position, with the ad's owners copied for the filters. */
export interface DeliveryStatDayTable extends Metrics {
  ad_id: number;
  stat_date: string;
  country: string;
  media_app_id: number;
  ad_position_id: number;
  account_id: number;
  campaign_id: number;
  ad_group_id: number;
  ad_type: number;
}

/**
 * The daily rollup summed over each campaign's ads and placements, per account, day, campaign and country (migration
 * 20261126_0780): what a report by date and country reads.
 */
export interface DeliveryStatSummaryTable extends Metrics {
  account_id: number;
  stat_date: string;
  campaign_id: number;
  country: string;
}

/** One row every intake transaction updates first: the writers take turns on it. */
export interface DeliveryStatWriterTable {
  id: number;
  batches: number;
}

/** A file import of delivery statistics an API key started, run by a job (migration 20261126_0770). */
export interface DeliveryStatImportTable {
  id: Generated<number>;
  api_key_id: number;
  name: string;
  size: number;
  file_key: string | null;
  format: string;
  status: number;
  bytes_read: Generated<number>;
  lines_done: Generated<number>;
  report: string | null;
  failure: string | null;
  create_time: Millis;
  update_time: Millis;
}
