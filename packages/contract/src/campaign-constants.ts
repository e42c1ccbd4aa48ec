// The campaign and ad group constants (the campaign entity's codes, the ad targeting labels).
// Money travels in the currency's major unit with at most 2 decimals (stored in minor units); times in unix seconds.
import { TARGET_CODES } from './targeting.js';

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
  /** days a conversion may be reported offline after the click (an ad group's offline_validity_days, 0 to this) */
  OFFLINE_VALIDITY_DAYS_MAX: 365,
  SEARCH_MAX: 50,
} as const;

/** Ad text rules: no consecutive spaces in names; affiliates of letters, digits and `_`, app packages also `.`. */
export const NAME_SPACES_MSG = 'no consecutive spaces';
export const AFFILIATE_PATTERN = /^[A-Za-z0-9_]+$/;
export const AFFILIATE_MSG = 'only letters, digits and underscores';
export const APP_PKG_PATTERN = /^[A-Za-z0-9._]+$/;
