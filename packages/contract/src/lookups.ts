import { z } from 'zod';
import { listOf, pageQuery } from './envelope.js';
import { int32, queryInt32 } from './numbers.js';
import { nameFilter, safeName, safeString } from './strings.js';

/** Media (publisher) app: GET /v1/app/all. */
export const mediaApp = z.object({
  id: z.number().int(),
  name: z.string(),
  pkg_name: z.string(),
  platform: z.number().int(), // 1 Android, 2 iOS
});
export type MediaApp = z.infer<typeof mediaApp>;

/** Ad types of an ad position; the web translates `lookups.adType.<n>`. */
export const AD_TYPES = [1, 2, 3, 4, 5] as const; // banner, interstitial, native, rewarded video, splash

/** Ad position (placement) of a media app: GET /v1/app/adpos/all and /latest. */
export const adPosition = z.object({
  id: z.number().int(),
  app_id: z.number().int(),
  app_name: z.string(),
  name: z.string(),
  ad_type: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  status: z.number().int(), // 1 on, 0 off
  create_time: z.number().int(),
});
export type AdPosition = z.infer<typeof adPosition>;

/** How many ad positions /v1/app/adpos/latest answers. */
export const LATEST_ADPOS_COUNT = 20;

const idList = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : String(v).split(',')),
  z.array(queryInt32()).max(200).optional(),
);

/** Paged, filtered ad positions (the /table demo list): GET /v1/app/adpos/list. */
export const adPositionListQuery = pageQuery.extend({
  name: nameFilter().trim().max(100).optional(),
  id: queryInt32().positive().optional(),
  app_ids: idList,
  ad_types: idList,
  status: z.coerce.number().int().min(0).max(1).optional(),
  min_width: queryInt32().min(0).optional(),
  max_width: queryInt32().min(0).optional(),
  create_start: z.coerce.number().int().optional(),
  create_end: z.coerce.number().int().optional(),
  /** 1 newest first (default), 2 oldest first */
  time_sort: z.coerce.number().int().min(1).max(2).optional(),
});
export type AdPositionListQuery = z.infer<typeof adPositionListQuery>;

/** Country of /v1/constant/country_list: ALL first, OTHER last, the rest by Key. */
export const country = z.object({ Key: z.string(), name_en: z.string(), name_zh: z.string() });
export type Country = z.infer<typeof country>;

/** DSP placement mapping: GET /v1/dsp_phypos_mapping/all. */
export const dspPhyposMapping = z.object({
  id: z.number().int(),
  dsp_id: z.number().int(),
  dsp_name: z.string(),
  adpos_id: z.number().int(),
  adpos_name: z.string(),
  phypos_id: z.string(),
  status: z.number().int(),
});

/** Ad platform (Google Ads, Meta, ...): GET /v1/ad_platform/list. */
export const adPlatform = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

/** An ad platform account linked to an advertiser account: GET /v1/ad_platform_account. */
export const adPlatformAccount = z.object({
  id: z.number().int(),
  ad_platform_id: z.number().int(),
  ad_platform_name: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
  name: z.string(),
  external_id: z.string(),
  create_time: z.number().int(),
});
export const adPlatformAccountQuery = z.object({
  account_id: queryInt32().optional(),
  ad_platform_id: queryInt32().optional(),
});
/** POST /v1/ad_platform_account. */
export const adPlatformAccountCreate = z.object({
  ad_platform_id: int32().positive(),
  account_id: int32().positive(),
  name: safeName().min(1).max(100),
  /** the platform's own account id: letters, digits, dash and underscore */
  external_id: safeString()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,64}$/),
});

/** PUT /v1/ad_platform_account: the fields given change (the platform and the account stay). */
export const adPlatformAccountEdit = z.object({
  id: int32().positive(),
  name: adPlatformAccountCreate.shape.name.optional(),
  external_id: adPlatformAccountCreate.shape.external_id.optional(),
});

/** Advertiser app (promoted app) of an account: GET /v1/ad_app/all. */
export const adApp = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  pkg_name: z.string(),
  app_store: z.number().int(), // 1 Google Play, 2 Xiaomi/Redmi, 3 Huawei/Honor, 4 vivo, 5 OPPO, 6 APK
  platform: z.number().int(), // 1 Android, 2 iOS
  icon_url: z.string(), // '' when no icon is stored
  /** the accounts that promote the app (those of the caller's scope); account_id is its owning account */
  account_ids: z.array(z.number().int()),
});

/** One option of the targeting catalogue: a code; the web shows `target.<group>.<code>` or, for proper nouns, `name`. */
export const targetOption = z.object({ code: z.string(), name: z.string().optional() });
export type TargetOption = z.infer<typeof targetOption>;

/**
 * A tree node of the targeting catalogue (regions: continent > country). Continents carry only a code
 * (`target.continent.<code>`); countries carry their ISO code with `name` (English) and `name_zh` (Chinese).
 */
export interface TargetNode {
  code: string;
  name?: string;
  name_zh?: string;
  children?: TargetNode[];
}
export const targetNode: z.ZodType<TargetNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string().optional(),
    name_zh: z.string().optional(),
    children: z.array(targetNode).optional(),
  }),
);

/** GET /v1/advertisement/target: the ad targeting labels. */
export const targetCatalogue = z.object({
  payment_types: z.array(targetOption),
  trigger_modes: z.array(targetOption),
  regions: z.array(targetNode),
  people: z.object({
    gender: z.array(targetOption),
    age: z.array(targetOption),
    interest: z.array(targetOption),
    income: z.array(targetOption),
  }),
  devices: z.object({
    os: z.array(targetOption),
    brand: z.array(targetOption),
    resolution: z.array(targetOption),
    carrier: z.array(targetOption),
    price: z.array(targetOption),
    android_version: z.array(targetOption),
  }),
  languages: z.array(targetOption),
  networks: z.array(targetOption),
});
export type TargetCatalogue = z.infer<typeof targetCatalogue>;

export const mediaApps = z.array(mediaApp);
export const adPositions = z.array(adPosition);
/** One page of the ad position list. */
export const adPositionPage = listOf(adPosition);
export const dspPhyposMappings = z.array(dspPhyposMapping);
export const adPlatforms = z.array(adPlatform);
export const countries = z.array(country);
export const adPlatformAccounts = z.array(adPlatformAccount);
export const adApps = z.array(adApp);
