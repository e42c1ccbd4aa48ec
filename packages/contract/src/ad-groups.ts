import { z } from 'zod';
import {
  AFFILIATE_MSG,
  AFFILIATE_PATTERN,
  APP_PKG_PATTERN,
  CampaignLimits,
  CampaignStatus,
  FREQUENCY_CAPS,
  FrequencyPeriod,
  TRIGGER_MODES,
} from './campaign-constants.js';
import { blank, codeOf, codes, creator, figures, id, ids, money, named, oneOf, unixSeconds } from './campaign-parts.js';
import { entityName } from './campaigns.js';
import { deliveryStatus } from './delivery-status.js';
import { listOf, pageQuery } from './envelope.js';
import { queryInt32 } from './numbers.js';
import { nameFilter, safeString } from './strings.js';
import { TARGET_CODES, TARGET_NAMED } from './targeting.js';

// Ad groups of a campaign: targeting, requests and answers, and the daily delivery figures a reporting
// feed posts.

// ---- ad group requests -----------------------------------------------------------------------------------------

/** Targeting, each value one of the lookup catalogue's codes; an empty list means no restriction. */
export const adGroupTargeting = z.object({
  /** country codes of /v1/constant/country_list (ALL, OTHER included) */
  regions: z.array(safeString().trim().min(2).max(8)).max(CampaignLimits.TARGET_VALUES_MAX),
  gender: codes(TARGET_CODES.gender),
  age: codes(TARGET_CODES.age),
  interest: codes(TARGET_CODES.interest),
  income: codes(TARGET_CODES.income),
  /** package names */
  app_installed: z.array(safeString().trim().min(1).max(200).regex(APP_PKG_PATTERN)).max(100),
  app_ever_installed: z.array(safeString().trim().min(1).max(200).regex(APP_PKG_PATTERN)).max(100),
  os: named(TARGET_NAMED.os),
  brand: named(TARGET_NAMED.brand),
  resolution: named(TARGET_NAMED.resolution),
  carrier: named(TARGET_NAMED.carrier),
  price: codes(TARGET_CODES.price),
  android_version: named(TARGET_NAMED.android_version),
  languages: codes(TARGET_CODES.languages),
  /** audience packages (ids): visible to the campaign's account and Import Successful */
  audience_include: z.array(id).max(50),
  audience_exclude: z.array(id).max(50),
  networks: codes(TARGET_CODES.networks),
});
export type AdGroupTargeting = z.infer<typeof adGroupTargeting>;
export const EMPTY_TARGETING: AdGroupTargeting = {
  regions: [],
  gender: [],
  age: [],
  interest: [],
  income: [],
  app_installed: [],
  app_ever_installed: [],
  os: [],
  brand: [],
  resolution: [],
  carrier: [],
  price: [],
  android_version: [],
  languages: [],
  audience_include: [],
  audience_exclude: [],
  networks: [],
};

const adGroupFields = {
  name: entityName,
  status: oneOf([CampaignStatus.ON, CampaignStatus.PAUSED]),
  trigger_mode: codeOf(TRIGGER_MODES),
  targeting: adGroupTargeting,
  /** total and daily spend limits (major units of the campaign's currency), 0 no limit */
  total_limit: money,
  daily_limit: money,
  /** per-user frequency cap: 0 none, 1 or 3 */
  frequency_cap: oneOf(FREQUENCY_CAPS),
  /** 1 per day, 2 in total */
  frequency_period: oneOf([FrequencyPeriod.DAY, FrequencyPeriod.TOTAL]),
  bid_price: money,
  /** offline reporting: how many days a conversion may be reported after the click, and the last day (unix s) */
  offline_validity_days: z.number().int().min(0).max(CampaignLimits.OFFLINE_VALIDITY_DAYS_MAX),
  offline_deadline: unixSeconds.nullable(),
  /** anti-hijack: on, and the query parameters the landing URL must keep */
  anti_hijack: z.boolean(),
  anti_hijack_params: z
    .array(safeString().trim().min(1).max(64).regex(AFFILIATE_PATTERN, AFFILIATE_MSG))
    .max(CampaignLimits.ANTI_HIJACK_MAX),
  /** seconds an ad may be transmitted for, -1 unlimited */
  transmission_time: z
    .number()
    .int()
    .min(-1)
    .max(86_400 * 365),
  /** the ad group's own flight inside the campaign's (unix s); null follows the campaign */
  start_time: unixSeconds.nullable(),
  end_time: unixSeconds.nullable(),
  /**
   * Day-parting in the campaign's time zone: hours of the week, day * 24 + hour, day 0 Monday .. 6 Sunday;
   * empty means every hour.
   */
  schedule: z.array(z.number().int().min(0).max(167)).max(168),
};

export const adGroupCreateRequest = z.object({
  campaign_id: id,
  ...adGroupFields,
  status: adGroupFields.status.default(CampaignStatus.ON),
  trigger_mode: adGroupFields.trigger_mode.default('download'),
  targeting: adGroupTargeting.partial().default({}),
  total_limit: money.default(0),
  daily_limit: money.default(0),
  frequency_cap: adGroupFields.frequency_cap.default(0),
  frequency_period: adGroupFields.frequency_period.default(FrequencyPeriod.DAY),
  bid_price: money.default(0),
  offline_validity_days: adGroupFields.offline_validity_days.default(0),
  offline_deadline: adGroupFields.offline_deadline.default(null),
  anti_hijack: z.boolean().default(false),
  anti_hijack_params: adGroupFields.anti_hijack_params.default([]),
  transmission_time: adGroupFields.transmission_time.default(-1),
  start_time: adGroupFields.start_time.default(null),
  end_time: adGroupFields.end_time.default(null),
  schedule: adGroupFields.schedule.default([]),
});

/** Body of PUT /v1/adset: the id plus changed fields; `targeting` given whole replaces the stored one per key given. */
export const adGroupUpdateRequest = z
  .object({ ad_group_id: id, ...adGroupFields, targeting: adGroupTargeting.partial() })
  .partial()
  .required({ ad_group_id: true });

export const adGroupListQuery = pageQuery.extend({
  campaign_id: queryInt32().positive(),
  page_size: z.coerce.number().int().min(1).max(CampaignLimits.PAGE_SIZE_MAX).default(CampaignLimits.PAGE_SIZE),
  /** part of the name, or the id */
  custom: z.preprocess(blank, nameFilter().trim().max(CampaignLimits.NAME_MAX).optional()),
});
export const adGroupIdQuery = z.object({ ad_group_id: queryInt32().positive() });
export const adGroupIdBody = z.object({ ad_group_id: id });
export const adGroupIdsBody = z.object({ ad_group_ids: ids });

/** Body of POST /v1/adset/search: ad groups whose name contains the keyword or whose id it is. */
export const adsetSearchQuery = z.object({
  keyword: z.preprocess(blank, nameFilter().trim().max(CampaignLimits.NAME_MAX).optional()),
  campaign_id: z.preprocess(blank, queryInt32().positive().optional()),
  account_id: z.preprocess(blank, queryInt32().positive().optional()),
  size: z.coerce.number().int().min(1).max(CampaignLimits.SEARCH_MAX).default(20),
});

// ---- answers ---------------------------------------------------------------------------------------------------

export const adGroupAudience = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(['include', 'exclude']),
});

export const adGroupItem = z.object({
  ad_group_id: z.number().int(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  account_id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  trigger_mode: z.string(),
  total_limit: z.number(),
  daily_limit: z.number(),
  frequency_cap: z.number().int(),
  frequency_period: z.number().int(),
  bid_price: z.number(),
  start_time: z.number().int().nullable(),
  end_time: z.number().int().nullable(),
  /** the campaign's time zone, which the schedule and times are in */
  time_zone: z.string(),
  currency: z.string(),
  schedule: z.array(z.number().int()),
  audiences: z.array(adGroupAudience),
  ad_count: z.number().int(),
  creator,
  create_time: z.number().int(),
  modify_time: z.number().int(),
  ...figures,
  delivery: deliveryStatus,
});
export type AdGroupItem = z.infer<typeof adGroupItem>;
export const adGroupListAnswer = listOf(adGroupItem);

export const adGroupDetail = adGroupItem.extend({
  targeting: adGroupTargeting,
  offline_validity_days: z.number().int(),
  offline_deadline: z.number().int().nullable(),
  anti_hijack: z.boolean(),
  anti_hijack_params: z.array(z.string()),
  transmission_time: z.number().int(),
});
export type AdGroupDetail = z.infer<typeof adGroupDetail>;

export const adsetSearchItem = z.object({
  ad_group_id: z.number().int(),
  ad_group_name: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
});
export const adsetSearchAnswer = z.array(adsetSearchItem);
