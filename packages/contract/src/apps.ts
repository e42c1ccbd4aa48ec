import { z } from 'zod';
import { int32, queryInt32 } from './numbers.js';
import { nameFilter, safeName, safeString } from './strings.js';
import { isHttpUrl } from './text-rules.js';

// Promotion apps (ad products): the list, the linked accounts, the form's rules, event mappings.

/** app_store: where a linked account promotes the app from. */
export const AppStore = { GOOGLE_PLAY: 1, XIAOMI: 2, HUAWEI: 3, VIVO: 4, OPPO: 5, APK: 6 } as const;
export const APP_STORES = Object.values(AppStore);

/** promotion_type: 1 mobile app; 2 web is shown disabled and refused. */
export const PromotionType = { MOBILE_APP: 1, WEB: 2 } as const;
export const PROMOTION_TYPES = Object.values(PromotionType);
export const PROMOTION_TYPES_OFFERED: readonly number[] = [PromotionType.MOBILE_APP];

/** platform: 1 Android; 2 iOS is shown disabled and refused. */
export const AppPlatform = { ANDROID: 1, IOS: 2 } as const;
export const APP_PLATFORMS = Object.values(AppPlatform);
export const APP_PLATFORMS_OFFERED: readonly number[] = [AppPlatform.ANDROID];

/**
 * The platform's conversion event types an app event maps to (the web translates `apps.eventType.<n>`):
 * 1 activation, 2 registration, 3 purchase, 4 next-day retention, 5 add to cart, 6 key action.
 */
export const EventType = {
  ACTIVATION: 1,
  REGISTRATION: 2,
  PURCHASE: 3,
  RETENTION: 4,
  ADD_TO_CART: 5,
  KEY_ACTION: 6,
} as const;
export const EVENT_TYPES = Object.values(EventType);

/** 1 live, -1 deleted (kept, with the operator who deleted it; never listed or offered again). */
export const PromotionAppStatus = { LIVE: 1, DELETED: -1 } as const;

/** The fields list_key_match searches. */
export const KEY_MATCH_FIELDS = ['promotion_app_id', 'name', 'name_of_acc', 'pkg_name'] as const;
export type KeyMatchField = (typeof KEY_MATCH_FIELDS)[number];

export const AppLimits = {
  NAME_MAX: 100,
  PKG_NAME_MAX: 200,
  DESCRIPTION_MAX: 500,
  PROMOTION_LINK_MAX: 1000,
  VERSION_MAX: 20,
  EVENT_NAME_MAX: 100,
  /** accounts one app may be linked to */
  ACCOUNTS_MAX: 500,
  /** event mappings of one app */
  EVENT_MAPPINGS_MAX: 100,
  /** the apps list's page size */
  PAGE_SIZE: 10,
  /** the linked-accounts popup's page sizes */
  POPUP_PAGE_SIZES: [20, 40, 60, 80],
  PAGE_SIZE_MAX: 100,
  /** list_key_match answers at most this many strings */
  KEY_MATCH_MAX: 20,
  KEYWORD_MAX: 100,
  /** values of one multi-select filter */
  FILTER_VALUES_MAX: 50,
  /** the suggested icon size (square); another size within the bounds below is taken, a non-square one with a warning */
  ICON_SUGGESTED_PX: 160,
  /** an icon's shorter side at least, its longer side at most (px) */
  ICON_MIN_PX: 32,
  ICON_MAX_PX: 4096,
  /** an icon's longer side is at most this many times its shorter side (wider is a banner, not an icon) */
  ICON_MAX_RATIO: 4,
  /** acc_list without a keyword is cut here, as every account option list is */
  ACC_LIST_MAX: 400,
} as const;

/**
 * Why an image cannot be an app icon, or null when it can: too small, too large, or too far from square. A
 * non-square icon within these bounds is taken (the spec only suggests 160×160) and shown letterboxed.
 */
export function iconSizeProblem(width: number, height: number): 'small' | 'large' | 'ratio' | null {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (short < AppLimits.ICON_MIN_PX) return 'small';
  if (long > AppLimits.ICON_MAX_PX) return 'large';
  if (long > short * AppLimits.ICON_MAX_RATIO) return 'ratio';
  return null;
}

/** The server's words for an icon size problem (the web says it in the console's language). */
export function iconSizeMessage(width: number, height: number): string | null {
  const problem = iconSizeProblem(width, height);
  if (!problem) return null;
  const found = `found ${width}x${height}`;
  return {
    small: `the icon must be at least ${AppLimits.ICON_MIN_PX} px on each side, ${found}`,
    large: `the icon must be at most ${AppLimits.ICON_MAX_PX} px on each side, ${found}`,
    ratio: `the icon's longer side must be at most ${AppLimits.ICON_MAX_RATIO} times its shorter side, ${found}`,
  }[problem];
}

/** App package name: letters, digits, dot and underscore only (spec, ad text rules). */
export const PKG_NAME_PATTERN = /^[A-Za-z0-9._]+$/;
/** Version requirement: x.x or x.x.x, numbers. */
export const APP_VERSION_PATTERN = /^\d+\.\d+(\.\d+)?$/;
export const PKG_NAME_MSG = 'only letters, digits, dot and underscore';
export const APP_VERSION_MSG = 'must be x.x or x.x.x';

// ---- building blocks -------------------------------------------------------------------------------------------

const id = int32().positive();
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A multi-select filter: one string or a list (the query repeats the key), blanks dropped. */
const stringList = (max: number) =>
  z.preprocess((v) => {
    const b = blank(v);
    if (b === undefined) return undefined;
    return (Array.isArray(b) ? b : [b]).map((x) => String(x).trim()).filter((x) => x !== '');
  }, z.array(nameFilter().max(max)).max(AppLimits.FILTER_VALUES_MAX).optional());
/** One of `values`, typed as a plain number (forms hold their choices as numbers). */
const oneOf = (values: readonly number[], message: string) =>
  z
    .number()
    .int()
    .refine((n) => values.includes(n), message);

const appName = safeName().min(1, 'enter the name').max(AppLimits.NAME_MAX);
const pkgName = safeString()
  .trim()
  .min(1, 'enter the package name')
  .max(AppLimits.PKG_NAME_MAX)
  .regex(PKG_NAME_PATTERN, PKG_NAME_MSG);
const version = safeString().trim().max(AppLimits.VERSION_MAX).regex(APP_VERSION_PATTERN, APP_VERSION_MSG);
const appStore = oneOf(
  APP_STORES,
  'must be 1 (Google Play), 2 (Xiaomi/Redmi), 3 (Huawei/Honor), 4 (vivo), 5 (oppo) or 6 (APK)',
);
// the disabled values are refused by the service as disabled (a 400 naming the field), not as unknown
const promotionType = oneOf(PROMOTION_TYPES, 'must be 1 (mobile app); 2 (web) is disabled');
const platform = oneOf(APP_PLATFORMS, 'must be 1 (Android); 2 (iOS) is disabled');
const promotionLink = safeString()
  .trim()
  .max(AppLimits.PROMOTION_LINK_MAX)
  .refine(isHttpUrl, 'must be a valid http or https URL');
const description = safeString().trim().max(AppLimits.DESCRIPTION_MAX);
const accountIds = z.array(id).min(1, 'link at least one account').max(AppLimits.ACCOUNTS_MAX);
const pageNo = queryInt32().min(1).default(1);

// ---- requests --------------------------------------------------------------------------------------------------

/**
 * Query of GET /v1/amp/api/promotion_app/list: `page` from 1, `pagesize` (10), and multi-select filters whose
 * values are list_key_match's strings, each matched exactly (OR within a filter, AND between filters).
 */
export const promotionAppListQuery = z.object({
  page: pageNo,
  pagesize: z.coerce.number().int().min(1).max(AppLimits.PAGE_SIZE_MAX).default(AppLimits.PAGE_SIZE),
  promotion_app_id: stringList(20),
  name: stringList(AppLimits.NAME_MAX),
  name_of_acc: stringList(100),
  pkg_name: stringList(AppLimits.PKG_NAME_MAX),
});
export type PromotionAppListQuery = z.infer<typeof promotionAppListQuery>;

/** Query of GET /v1/amp/api/promotion_app_account/list: one app's linked accounts, paged (20, 40, 60, 80). */
export const promotionAppAccountListQuery = z.object({
  page: pageNo,
  pagesize: z.coerce.number().int().min(1).max(AppLimits.PAGE_SIZE_MAX).default(AppLimits.POPUP_PAGE_SIZES[0]),
  promotion_app_id: queryInt32().positive(),
});
export type PromotionAppAccountListQuery = z.infer<typeof promotionAppAccountListQuery>;

/**
 * Query of GET /v1/amp/api/promotion_app_account/acc_list: the accounts the caller may link, less those the app
 * (when given) already has; `keyword` matches the account name or id.
 */
export const promotionAppAccListQuery = z.object({
  promotion_app_id: z.preprocess(blank, queryInt32().positive().optional()),
  keyword: z.preprocess(blank, nameFilter().trim().max(AppLimits.KEYWORD_MAX).optional()),
});

/** Query of GET /v1/amp/api/promotion_app/list_key_match. */
export const promotionAppKeyMatchQuery = z.object({
  field: z.enum(KEY_MATCH_FIELDS),
  keyword: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    nameFilter().trim().max(AppLimits.KEYWORD_MAX),
  ),
});
export type PromotionAppKeyMatchQuery = z.infer<typeof promotionAppKeyMatchQuery>;

/** Query of GET /v1/amp/api/promotion_app/detail. */
export const promotionAppIdQuery = z.object({ id: queryInt32().positive() });

/**
 * One linked account's own listing: its store, promotion type and link (each link has its own; its upload time is
 * when the account was linked). `account_id` must be one of the body's accounts, each named once.
 */
export const promotionAppLinkSetting = z.object({
  account_id: id,
  app_store: appStore,
  promotion_type: promotionType,
  promotion_link: promotionLink,
});
export type PromotionAppLinkSetting = z.infer<typeof promotionAppLinkSetting>;
const linkSettings = z.array(promotionAppLinkSetting).max(AppLimits.ACCOUNTS_MAX);

/**
 * Body of POST /v1/amp/api/promotion_app. `icon_file_id` is the `file_id` of an image uploaded through /v1/file
 * (square; 160x160 suggested). `links` gives an account its own store, promotion type and link; an account without
 * an entry gets the app's. Its upload time is when it was linked.
 */
export const promotionAppCreateRequest = z.object({
  name: appName,
  pkg_name: pkgName,
  app_store: appStore,
  promotion_type: promotionType.default(PromotionType.MOBILE_APP),
  platform: platform.default(AppPlatform.ANDROID),
  promotion_link: promotionLink,
  version: version.optional(),
  description: description.default(''),
  icon_file_id: id,
  account_ids: accountIds,
  links: linkSettings.optional(),
});
export type PromotionAppCreateRequest = z.infer<typeof promotionAppCreateRequest>;

/**
 * Body of PUT /v1/amp/api/promotion_app: the id and the fields that change (at least one). `links` sets the named
 * accounts' own store, type and link; otherwise a change of the app's store, type or link reaches every link
 * without an entry, and a newly linked account gets the app's. `account_ids` is the whole new list (links kept keep
 * their upload time). `version: ''`
 * clears the requirement.
 */
export const promotionAppEditRequest = z
  .object({
    id,
    name: appName.optional(),
    pkg_name: pkgName.optional(),
    app_store: appStore.optional(),
    promotion_type: promotionType.optional(),
    platform: platform.optional(),
    promotion_link: promotionLink.optional(),
    version: z.union([z.literal(''), version]).optional(),
    description: description.optional(),
    icon_file_id: id.optional(),
    account_ids: accountIds.optional(),
    links: linkSettings.optional(),
  })
  .superRefine((body, ctx) => {
    const { id: _, ...changes } = body;
    if (Object.values(changes).every((v) => v === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'name at least one field to change' });
    }
  });
export type PromotionAppEditRequest = z.infer<typeof promotionAppEditRequest>;

/**
 * Form of POST /v1/amp/api/promotion_app/icon (and /edit/icon): the icon image alone. It is stored as an image of
 * /v1/file would be and answered the same way, so its `file_id` is the `icon_file_id` of create or edit; not square
 * is a 400 naming `file`.
 */
export const promotionAppIconForm = z.object({ file: z.file() });

/** Query of DELETE /v1/amp/api/promotion_app: the id and the operator (the spec's; the session's user is recorded). */
export const promotionAppDeleteQuery = z.object({
  id: queryInt32().positive(),
  operator: z.preprocess(blank, safeString().trim().max(100).optional()),
});

/** Query of GET /v1/amp/api/promotion_app/event_mapping/list: one app's event mappings. */
export const eventMappingListQuery = z.object({ promotion_app_id: queryInt32().positive() });

/** Body of POST /v1/amp/api/promotion_app/event_mapping: an app event name mapped to a platform event type. */
export const eventMappingCreateRequest = z.object({
  promotion_app_id: id,
  event_name: safeString()
    .trim()
    .min(1, 'enter the event name')
    .max(AppLimits.EVENT_NAME_MAX)
    .regex(/^[A-Za-z0-9._-]+$/, 'only letters, digits, dot, underscore and hyphen'),
  event_type: oneOf(EVENT_TYPES, `must be one of ${EVENT_TYPES.join(', ')}`),
});
export type EventMappingCreateRequest = z.infer<typeof eventMappingCreateRequest>;

/** Query of DELETE /v1/amp/api/promotion_app/event_mapping: the mapping's id. */
export const eventMappingIdQuery = z.object({ id: queryInt32().positive() });

// ---- answers ---------------------------------------------------------------------------------------------------

export const promotionAppAccountRef = z.object({ account_id: z.number().int(), account_name: z.string() });

/** One row of the apps list: the product, its icon and package name, its settings and the accounts it is linked to. */
export const promotionAppItem = z.object({
  id: z.number().int(),
  /** the same id under the spec's other names */
  promotion_app_id: z.number().int(),
  ad_product_id: z.number().int(),
  name: z.string(),
  pkg_name: z.string(),
  /** '' when no icon is stored */
  icon_url: z.string(),
  icon_file_id: z.number().int().nullable(),
  app_store: z.number().int(),
  promotion_type: z.number().int(),
  platform: z.number().int(),
  promotion_link: z.string(),
  /** the version requirement, '' for none */
  version: z.string(),
  description: z.string(),
  /** the spec's other name of `promotion_link` */
  url: z.string(),
  /**
   * the app's first account as `/v1/ad_app/all` answers it: the owning account where the caller sees it, else the first
   * linked account the caller sees; `account_name` '' when no account is linked any more
   */
  account_id: z.number().int(),
  account_name: z.string(),
  /** linked accounts the caller may see (every one for an administrator), and their names joined by ', ' */
  accounts: z.array(promotionAppAccountRef),
  name_of_acc: z.string(),
  /** every linked account, also those the caller does not see */
  account_count: z.number().int(),
  event_mapping_count: z.number().int(),
  create_user_id: z.number().int().nullable(),
  /** unix milliseconds */
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type PromotionAppItem = z.infer<typeof promotionAppItem>;

/** `data` of the apps list (the envelope carries `total` beside it). */
export const promotionAppRows = z.array(promotionAppItem);

/** One row of the linked-accounts popup. */
export const promotionAppAccountItem = z.object({
  /** the link's id */
  id: z.number().int(),
  promotion_app_id: z.number().int(),
  name: z.string(),
  pkg_name: z.string(),
  icon_url: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
  app_store: z.number().int(),
  promotion_type: z.number().int(),
  promotion_link: z.string(),
  /** when the account was linked, unix milliseconds */
  upload_time: z.number().int(),
});
export type PromotionAppAccountItem = z.infer<typeof promotionAppAccountItem>;
export const promotionAppAccountRows = z.array(promotionAppAccountItem);

/** `data` of acc_list: accounts the caller may still link. */
export const promotionAppAccOptions = z.array(promotionAppAccountRef);

/** `data` of list_key_match: at most 20 distinct strings, prefix matches first. */
export const promotionAppKeyMatches = z.array(z.string());

/** One event mapping of an app; `in_use` when a campaign uses it (then it cannot be deleted: 4001). */
export const eventMappingItem = z.object({
  id: z.number().int(),
  promotion_app_id: z.number().int(),
  event_name: z.string(),
  event_type: z.number().int(),
  in_use: z.boolean(),
  create_time: z.number().int(),
});
export type EventMappingItem = z.infer<typeof eventMappingItem>;
export const eventMappingRows = z.array(eventMappingItem);

/** `data` of GET /v1/amp/api/promotion_app/detail: the row with its event mappings (for the edit drawer). */
export const promotionAppDetail = promotionAppItem.extend({ event_mappings: z.array(eventMappingItem) });
export type PromotionAppDetail = z.infer<typeof promotionAppDetail>;

/** `data` of 10300: the campaigns (not deleted) that promote the app. */
export const promotionAppInUseData = z.object({
  id: z.number().int(),
  campaign_count: z.number().int(),
  campaign_ids: z.array(z.number().int()),
});

/** `data` of 10301: the accounts that already have this package name in this store. */
export const promotionAppPkgTakenData = z.object({
  pkg_name: z.string(),
  app_store: z.number().int(),
  account_ids: z.array(z.number().int()),
  account_names: z.array(z.string()),
});

/** `data` of 4001: the mapping and the campaigns that use it. */
export const eventMappingInUseData = z.object({ id: z.number().int(), campaign_ids: z.array(z.number().int()) });
