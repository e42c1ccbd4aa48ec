import { z } from 'zod';
import { listOf, pageQuery } from './envelope.js';
import { TARGET_CODES, TARGET_NAMED } from './targeting.js';

// Campaigns and ad groups (issue 14, spec document 2: the campaign entity, ad targeting labels, delivery status).
// Money travels in the currency's major unit with at most 2 decimals (stored in minor units); times in unix seconds.

/** 1 on, 2 paused, -1 deleted (kept: the material where-used chain and the apps' in-use counts read it). */
export const CampaignStatus = { ON: 1, PAUSED: 2, DELETED: -1 } as const;
/** What the campaign optimises for (the web translates `campaigns.objective.<n>`). */
export const CampaignObjective = { APP_INSTALLS: 1, APP_ENGAGEMENT: 2, TRAFFIC: 3, CONVERSIONS: 4, REACH: 5 } as const;
export const CAMPAIGN_OBJECTIVES = Object.values(CampaignObjective);
/** 1 standard (auction), 2 reservation (a contract that books a quota of impressions). */
export const CampaignType = { STANDARD: 1, RESERVATION: 2 } as const;
export const CAMPAIGN_TYPES = Object.values(CampaignType);
/** Payment type, in the order of TARGET_CODES.payment_types: 1 CPD/contract, 2 CPM, 3 CPC, 4 CPI. */
export const BillingType = { CPD: 1, CPM: 2, CPC: 3, CPI: 4 } as const;
export const BILLING_TYPES = Object.values(BillingType);
/** How the budget is spent over the day: 1 standard (evenly), 2 accelerated (as fast as possible). */
export const BudgetType = { STANDARD: 1, ACCELERATED: 2 } as const;
export const BUDGET_TYPES = Object.values(BudgetType);
export const CURRENCIES = ['USD', 'CNY', 'EUR', 'INR', 'IDR', 'THB', 'VND', 'PHP', 'MYR', 'BRL'] as const;
export const ATTRIBUTION_PLATFORMS = [
  'none',
  'appsflyer',
  'adjust',
  'branch',
  'kochava',
  'singular',
  'tenjin',
] as const;
/** Ad group trigger mode, the codes of TARGET_CODES.trigger_modes. */
export const TRIGGER_MODES = TARGET_CODES.trigger_modes;
/** Per-user frequency cap: 0 no cap, 1 or 3 impressions, per day (1) or in total (2). */
export const FREQUENCY_CAPS = [0, 1, 3] as const;
export const FrequencyPeriod = { DAY: 1, TOTAL: 2 } as const;

export const CampaignLimits = {
  NAME_MIN: 2,
  NAME_MAX: 200,
  REMARK_MAX: 200,
  URL_MAX: 1000,
  PAGE_SIZE: 20,
  PAGE_SIZE_MAX: 100,
  /** ids of one batch delete, enable or pause */
  BATCH_MAX: 100,
  /** a money amount in major units */
  MONEY_MAX: 1_000_000_000,
  TRACKERS_MAX: 10,
  AFFILIATE_MAX: 64,
  /** values of one targeting list */
  TARGET_VALUES_MAX: 300,
  ANTI_HIJACK_MAX: 20,
  STATS_ROWS_MAX: 1000,
  SEARCH_MAX: 50,
} as const;

/** Spec 5, "Ad text rules". */
export const NAME_SPACES_MSG = 'no consecutive spaces';
export const AFFILIATE_PATTERN = /^[A-Za-z0-9_]+$/;
export const AFFILIATE_MSG = 'only letters, digits and underscores';
export const APP_PKG_PATTERN = /^[A-Za-z0-9._]+$/;

/**
 * Delivery status (spec 4's labels, GUIDE section 3: computed by the server with its reasons). `paused` is the
 * operator's own switch (status 2), which the spec's labels leave out. The web translates `campaigns.delivery.<code>`.
 */
export const DELIVERY_CASES = [
  'normal',
  'exceeds_daily_limit',
  'exceeds_total_limit',
  'reached_quota',
  'delivery_expired',
  'order_ended',
  'outside_delivery_time',
  'paused',
] as const;
export type DeliveryCase = (typeof DELIVERY_CASES)[number];
/** Which limit or setting a reason is about (the tooltip's wording: `campaigns.deliveryLimit.<code>`). */
export const DELIVERY_LIMITS = [
  'daily_budget',
  'total_budget',
  'daily_limit',
  'total_limit',
  'quota',
  'start_time',
  'end_time',
  'schedule',
  'status',
] as const;

// ---- building blocks -------------------------------------------------------------------------------------------

const id = z.number().int().positive();
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const oneOf = <T extends number>(values: readonly T[]) =>
  z
    .number()
    .int()
    .refine((n) => (values as readonly number[]).includes(n), `must be one of ${values.join(', ')}`);
const codeOf = (values: readonly string[]) =>
  z.string().refine((s) => values.includes(s), `must be one of ${values.join(', ')}`);
/** Names: 2..200 characters after trimming, no two spaces in a row (spec 5). */
export const entityName = z
  .string()
  .trim()
  .min(CampaignLimits.NAME_MIN)
  .max(CampaignLimits.NAME_MAX)
  .refine((s) => !/\s{2}/.test(s), NAME_SPACES_MSG);
const money = z
  .number()
  .min(0, 'must not be negative')
  .max(CampaignLimits.MONEY_MAX)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals');
const unixSeconds = z.number().int().min(0).max(4_102_444_800);
/** http or https URL (tracking URLs must also start with the server's TRACKING_HOST, checked by the server). */
const url = z
  .string()
  .trim()
  .max(CampaignLimits.URL_MAX)
  .refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be a valid http or https URL');
const optUrl = z.union([z.literal(''), url]);
const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Shanghai');
const codes = (values: readonly string[]) => z.array(codeOf(values)).max(CampaignLimits.TARGET_VALUES_MAX);
const named = (list: readonly { code: string }[]) => codes(list.map((o) => o.code));
const ids = z.array(id).min(1).max(CampaignLimits.BATCH_MAX);

/** An attribution tracker URL under an affiliate name (letters, digits, underscores). */
export const attributionTracker = z.object({
  affiliate: z.string().trim().min(1).max(CampaignLimits.AFFILIATE_MAX).regex(AFFILIATE_PATTERN, AFFILIATE_MSG),
  url,
});

// ---- campaign requests -----------------------------------------------------------------------------------------

/** Body of POST /v1/campaign/list (GUIDE section 3: custom is a keyword over name and id, app a promotion app). */
export const campaignListQuery = pageQuery.extend({
  page_size: z.coerce.number().int().min(1).max(CampaignLimits.PAGE_SIZE_MAX).default(CampaignLimits.PAGE_SIZE),
  /** a country code: campaigns that bid on it (country_bid) or whose ad groups target it */
  country: z.preprocess(blank, z.string().trim().max(8).optional()),
  /** part of the name, or the id */
  custom: z.preprocess(blank, z.string().trim().max(CampaignLimits.NAME_MAX).optional()),
  /** a promotion app id */
  app: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  /** start time range, unix seconds, [start_from, start_to] */
  start_from: z.preprocess(blank, z.coerce.number().int().min(0).optional()),
  start_to: z.preprocess(blank, z.coerce.number().int().min(0).optional()),
  status: z.preprocess(blank, z.coerce.number().int().optional()),
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
  country_bid: z.record(z.string().trim().min(2).max(8), money),
  attribution_platform: codeOf(ATTRIBUTION_PLATFORMS),
  attribution_trackers: z.array(attributionTracker).max(CampaignLimits.TRACKERS_MAX),
  /** one of the app's event mappings; null none */
  event_mapping_id: id.nullable(),
  impression_track_url: optUrl,
  click_track_url: optUrl,
  play_start_track_url: optUrl,
  remark: z.string().trim().max(CampaignLimits.REMARK_MAX),
  status: oneOf([CampaignStatus.ON, CampaignStatus.PAUSED]),
};

/** Body of POST /v1/campaign; `account_id` is the advertiser account (one of the caller's). */
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
});

/** Body of PUT /v1/campaign: the id plus the fields that change (the list's inline edit sends one). */
export const campaignUpdateRequest = z
  .object({ campaign_id: id, ...campaignFields })
  .partial()
  .required({
    campaign_id: true,
  });

export const campaignIdQuery = z.object({ campaign_id: z.coerce.number().int().positive() });
export const campaignIdBody = z.object({ campaign_id: id });
/** Body of the batch calls (delete, enable, pause). */
export const campaignIdsBody = z.object({ campaign_ids: ids });

// ---- ad group requests -----------------------------------------------------------------------------------------

/** Targeting, each value one of the lookup catalogue's codes; an empty list means no restriction. */
export const adGroupTargeting = z.object({
  /** country codes of /v1/constant/country_list (ALL, OTHER included) */
  regions: z.array(z.string().trim().min(2).max(8)).max(CampaignLimits.TARGET_VALUES_MAX),
  gender: codes(TARGET_CODES.gender),
  age: codes(TARGET_CODES.age),
  interest: codes(TARGET_CODES.interest),
  income: codes(TARGET_CODES.income),
  /** package names */
  app_installed: z.array(z.string().trim().min(1).max(200).regex(APP_PKG_PATTERN)).max(100),
  app_ever_installed: z.array(z.string().trim().min(1).max(200).regex(APP_PKG_PATTERN)).max(100),
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
  offline_validity_days: z.number().int().min(0).max(365),
  offline_deadline: unixSeconds.nullable(),
  /** anti-hijack: on, and the query parameters the landing URL must keep */
  anti_hijack: z.boolean(),
  anti_hijack_params: z
    .array(z.string().trim().min(1).max(64).regex(AFFILIATE_PATTERN, AFFILIATE_MSG))
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
  campaign_id: z.coerce.number().int().positive(),
  page_size: z.coerce.number().int().min(1).max(CampaignLimits.PAGE_SIZE_MAX).default(CampaignLimits.PAGE_SIZE),
  /** part of the name, or the id */
  custom: z.preprocess(blank, z.string().trim().max(CampaignLimits.NAME_MAX).optional()),
});
export const adGroupIdQuery = z.object({ ad_group_id: z.coerce.number().int().positive() });
export const adGroupIdBody = z.object({ ad_group_id: id });
export const adGroupIdsBody = z.object({ ad_group_ids: ids });

/** Body of POST /v1/adset/search: ad groups whose name contains the keyword or whose id it is. */
export const adsetSearchQuery = z.object({
  keyword: z.preprocess(blank, z.string().trim().max(CampaignLimits.NAME_MAX).optional()),
  campaign_id: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  account_id: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  size: z.coerce.number().int().min(1).max(CampaignLimits.SEARCH_MAX).default(20),
});

/** One day of one ad group's delivery, as a reporting feed posts it; a repeated day replaces the stored one. */
export const deliveryStatRow = z.object({
  ad_group_id: id,
  /** the day in the campaign's time zone */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  impressions: z.number().int().min(0),
  clicks: z.number().int().min(0),
  installs: z.number().int().min(0),
  /** major units of the campaign's currency */
  spend: money,
});
export const deliveryStatsRequest = z.object({
  rows: z.array(deliveryStatRow).min(1).max(CampaignLimits.STATS_ROWS_MAX),
});

// ---- answers ---------------------------------------------------------------------------------------------------

/**
 * Why a campaign or ad group delivers or not: the level that causes it, the case, the limit and its value against
 * the current figure, and when it next changes (unix s; null never) in the campaign's time zone.
 */
export const deliveryReason = z.object({
  level: z.enum(['campaign', 'ad_group']),
  case: z.enum(DELIVERY_CASES),
  limit: z.enum(DELIVERY_LIMITS).nullable(),
  /** the limit's value: money for budgets and limits, impressions for the quota, unix s for times */
  value: z.number().nullable(),
  /** the figure that reached it: spend today or in total, impressions */
  current: z.number().nullable(),
  next_change: z.number().int().nullable(),
  time_zone: z.string(),
});
export type DeliveryReason = z.infer<typeof deliveryReason>;
/** `status` is the first reason's case; `reasons` empty means normal delivery. */
export const deliveryStatus = z.object({ status: z.enum(DELIVERY_CASES), reasons: z.array(deliveryReason) });
export type DeliveryStatus = z.infer<typeof deliveryStatus>;

const creator = z.object({ user_id: z.number().int().nullable(), login_name: z.string() });
/** Delivery figures: spend today (in the time zone) and in total, counts in total. */
const figures = {
  spend: z.number(),
  today_spend: z.number(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  installs: z.number().int(),
};

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

export const deliveryStatsAnswer = z.object({ count: z.number().int() });
