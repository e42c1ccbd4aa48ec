import { z } from 'zod';
import {
  AFFILIATE_MSG,
  AFFILIATE_PATTERN,
  ATTRIBUTION_PLATFORMS,
  BILLING_TYPES,
  BUDGET_TYPES,
  BudgetType,
  CAMPAIGN_OBJECTIVES,
  CAMPAIGN_TYPES,
  CampaignLimits,
  CampaignStatus,
  CURRENCIES,
  NAME_SPACES_MSG,
} from './campaign-constants.js';
import {
  blank,
  codeOf,
  creator,
  figures,
  id,
  ids,
  money,
  oneOf,
  optUrl,
  timeZone,
  unixSeconds,
  url,
} from './campaign-parts.js';
import { CAMPAIGN_RECORD_DEFAULTS, campaignRecordAnswer, campaignRecordFields } from './campaign-record.js';
import { deliveryStatus } from './delivery-status.js';
import { listOf, pageQuery } from './envelope.js';
import { queryInt32 } from './numbers.js';
import { nameFilter, safeName, safeString } from './strings.js';

// Campaigns: requests and answers. The constants are in campaign-constants.ts, the record's delivery options and
// references in campaign-record.ts, the delivery status in delivery-status.ts, ad groups in ad-groups.ts.
export * from './campaign-record.js';

/** Names: 2..200 characters after trimming, no two spaces in a row. */
export const entityName = safeName()
  .min(CampaignLimits.NAME_MIN)
  .max(CampaignLimits.NAME_MAX)
  .refine((s) => !/\s{2}/.test(s), NAME_SPACES_MSG);

/** An attribution tracker URL under an affiliate name (letters, digits, underscores). */
export const attributionTracker = z.object({
  affiliate: safeString().trim().min(1).max(CampaignLimits.AFFILIATE_MAX).regex(AFFILIATE_PATTERN, AFFILIATE_MSG),
  url,
});

// ---- campaign requests -----------------------------------------------------------------------------------------

/** Body of POST /v1/campaign/list: custom is a keyword over name and id, app a promotion app. */
export const campaignListQuery = pageQuery.extend({
  page_size: z.coerce.number().int().min(1).max(CampaignLimits.PAGE_SIZE_MAX).default(CampaignLimits.PAGE_SIZE),
  /** a country code: campaigns that bid on it (country_bid) or whose ad groups target it */
  country: z.preprocess(blank, safeString().trim().max(8).optional()),
  /** part of the name, or the id */
  custom: z.preprocess(blank, nameFilter().trim().max(CampaignLimits.NAME_MAX).optional()),
  /** a promotion app id */
  app: z.preprocess(blank, queryInt32().positive().optional()),
  /** start time range, unix seconds, [start_from, start_to] */
  start_from: z.preprocess(blank, z.coerce.number().int().min(0).optional()),
  start_to: z.preprocess(blank, z.coerce.number().int().min(0).optional()),
  status: z.preprocess(blank, queryInt32().optional()),
});

const campaignFields = {
  name: entityName,
  objective: oneOf(CAMPAIGN_OBJECTIVES),
  /** the promotion app (product) id, one of /v1/ad_app/all */
  ad_app_id: id,
  campaign_type: oneOf(CAMPAIGN_TYPES),
  billing_type: oneOf(BILLING_TYPES),
  budget_type: oneOf(BUDGET_TYPES),
  /** total budget, 0 no limit */
  campaign_budget: money,
  /** daily budget, 0 no limit */
  campaign_daily_budget: money,
  currency: codeOf(CURRENCIES),
  /** units of USD one unit of the currency is worth */
  exchange_ratio: z.number().positive().max(1_000_000),
  bid_price: money,
  /** reservation campaigns: impressions booked (0 no quota) */
  reservation_limit: z.number().int().min(0).max(1e12),
  start_time: unixSeconds,
  /** null: no end */
  end_time: unixSeconds.nullable(),
  time_zone: timeZone,
  /** country code to bid (major units) */
  country_bid: z.record(safeString().trim().min(2).max(8), money),
  attribution_platform: codeOf(ATTRIBUTION_PLATFORMS),
  attribution_trackers: z.array(attributionTracker).max(CampaignLimits.TRACKERS_MAX),
  /** one of the app's event mappings; null none */
  event_mapping_id: id.nullable(),
  impression_track_url: optUrl,
  click_track_url: optUrl,
  play_start_track_url: optUrl,
  remark: safeString().trim().max(CampaignLimits.REMARK_MAX),
  status: oneOf([CampaignStatus.ON, CampaignStatus.PAUSED]),
  ...campaignRecordFields,
};

/**
 * Body of POST /v1/campaign; `account_id` is the advertiser account (one of the caller's). Who made and last changed
 * a campaign (create_user_id, modify_user_id) is the caller, never a field of the body.
 */
export const campaignCreateRequest = z.object({
  account_id: id,
  ...campaignFields,
  budget_type: campaignFields.budget_type.default(BudgetType.STANDARD),
  exchange_ratio: campaignFields.exchange_ratio.default(1),
  bid_price: money.default(0),
  reservation_limit: campaignFields.reservation_limit.default(0),
  end_time: campaignFields.end_time.default(null),
  country_bid: campaignFields.country_bid.default({}),
  attribution_platform: campaignFields.attribution_platform.default('none'),
  attribution_trackers: campaignFields.attribution_trackers.default([]),
  event_mapping_id: campaignFields.event_mapping_id.default(null),
  impression_track_url: optUrl.default(''),
  click_track_url: optUrl.default(''),
  play_start_track_url: optUrl.default(''),
  remark: campaignFields.remark.default(''),
  status: campaignFields.status.default(CampaignStatus.ON),
  auto_download: campaignFields.auto_download.default(CAMPAIGN_RECORD_DEFAULTS.auto_download),
  silently_install: campaignFields.silently_install.default(CAMPAIGN_RECORD_DEFAULTS.silently_install),
  attribution_pi: campaignFields.attribution_pi.default(CAMPAIGN_RECORD_DEFAULTS.attribution_pi),
  app_online: campaignFields.app_online.default(CAMPAIGN_RECORD_DEFAULTS.app_online),
  bid_price_punish_coef: campaignFields.bid_price_punish_coef.default(CAMPAIGN_RECORD_DEFAULTS.bid_price_punish_coef),
  reservation_time: campaignFields.reservation_time.default(CAMPAIGN_RECORD_DEFAULTS.reservation_time),
  pack_attribution_tracker_url: optUrl.default(''),
  io_id: campaignFields.io_id.default(''),
  po_id: campaignFields.po_id.default(''),
  merchant_id: campaignFields.merchant_id.default(''),
  camp_id: campaignFields.camp_id.default(''),
});

/** Body of PUT /v1/campaign: the id plus the fields that change (the list's inline edit sends one). */
export const campaignUpdateRequest = z
  .object({ campaign_id: id, ...campaignFields })
  .partial()
  .required({
    campaign_id: true,
  });

export const campaignIdQuery = z.object({ campaign_id: queryInt32().positive() });
export const campaignIdBody = z.object({ campaign_id: id });
/** Body of the batch calls (delete, enable, pause). */
export const campaignIdsBody = z.object({ campaign_ids: ids });

// ---- answers ---------------------------------------------------------------------------------------------------

export const campaignItem = z.object({
  campaign_id: z.number().int(),
  account_id: z.number().int(),
  account_name: z.string(),
  name: z.string(),
  objective: z.number().int(),
  ad_app_id: z.number().int().nullable(),
  ad_app_name: z.string(),
  ad_app_pkg_name: z.string(),
  campaign_type: z.number().int(),
  billing_type: z.number().int(),
  budget_type: z.number().int(),
  campaign_budget: z.number(),
  campaign_daily_budget: z.number(),
  currency: z.string(),
  exchange_ratio: z.number(),
  bid_price: z.number(),
  reservation_limit: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int().nullable(),
  time_zone: z.string(),
  status: z.number().int(),
  creator,
  create_time: z.number().int(),
  modify_time: z.number().int(),
  ad_group_count: z.number().int(),
  ...figures,
  delivery: deliveryStatus,
  ...campaignRecordAnswer,
});
export type CampaignItem = z.infer<typeof campaignItem>;
export const campaignListAnswer = listOf(campaignItem);

export const campaignDetail = campaignItem.extend({
  country_bid: z.record(z.string(), z.number()),
  attribution_platform: z.string(),
  attribution_trackers: z.array(attributionTracker),
  event_mapping_id: z.number().int().nullable(),
  event_name: z.string(),
  event_type: z.number().int().nullable(),
  impression_track_url: z.string(),
  click_track_url: z.string(),
  play_start_track_url: z.string(),
  remark: z.string(),
  /** the TRACKING_HOST tracking URLs must start with */
  tracking_host: z.string(),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;
