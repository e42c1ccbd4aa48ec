import { z } from 'zod';
import { CampaignLimits, CampaignStatus } from './campaign-constants.js';
import { blank, creator, id, optUrl, url } from './campaign-parts.js';
import { entityName } from './campaigns.js';
import { DELIVERY_CASES, deliveryReason } from './delivery-status.js';
import { listOf, pageQuery } from './envelope.js';
import { Ratios } from './files.js';
import { queryInt32 } from './numbers.js';
import { nameFilter, safeName, safeString } from './strings.js';
import { codePoints } from './text-rules.js';

// Ads and creatives (ad fields, the ad text rules, the ad errors of the catalogue, the JS-tag creative calls and
// image sizes, the material picker). Times in unix seconds.

/** What an ad shows: 1 image, 2 video, 3 JS tag (HTML made from images), 4 VAST (a video served by another server). */
export const AdType = { IMAGE: 1, VIDEO: 2, JS_TAG: 3, VAST: 4 } as const;
export const AD_TYPES_OF_AD = Object.values(AdType);

/** What one creative of an ad holds (`creative.kind`). */
export const CreativeKind = {
  IMAGE: 'image',
  VIDEO: 'video',
  LANDING_PAGE: 'landing_page',
  JS_TAG: 'js_tag',
  VAST: 'vast',
} as const;
export const CREATIVE_KINDS = Object.values(CreativeKind);
export type CreativeKindName = (typeof CREATIVE_KINDS)[number];

/** The ad text rules' limits (lengths in characters: Unicode code points, Chinese and Latin alike). */
export const AdLimits = {
  /** an ad's name follows the campaigns' and ad groups' rule (entityName) */
  NAME_MIN: CampaignLimits.NAME_MIN,
  NAME_MAX: CampaignLimits.NAME_MAX,
  DESCRIPTION_MAX: 35,
  TITLE_MAX: 30,
  BUTTON_TEXT_MAX: 15,
  /** the campaigns' URL limit: the links share their schema (campaign-parts.ts) */
  URL_MAX: CampaignLimits.URL_MAX,
  /** VAST entries of one ad ('MostThree') */
  VAST_MAX: 3,
  /** materials of one kind on one ad (the picker's maximum) */
  MATERIALS_MAX: 50,
  /** images of one JS-tag creative */
  JS_TAG_IMAGES_MAX: 5,
  JS_TAG_HTML_MAX: 20_000,
  LANDING_WIDTH: 720,
  LANDING_HEIGHT: 1518,
  PAGE_SIZE: 20,
  PAGE_SIZE_MAX: 100,
  BATCH_MAX: 100,
  TAB_MAX: 32,
  CATEGORY_MAX: 64,
} as const;

/** JS-tag creative image ratios: 16:9, 6.4:1, 6:5, 1.91:1. */
export const JS_TAG_RATIOS = Ratios.jsTag;
/** A VAST entry's material specification: the video size it serves (the video ratios of the library). */
export const VAST_SPECS = Ratios.video;
/** The message of the VAST entry limit, as the spec names it. */
export const VAST_MOST_THREE = 'MostThree';
/**
 * Hosts of mobile measurement partners and of Google Play: an H5 URL that points at one (or carries one in its query)
 * is a store or attribution link in disguise, which the spec refuses ("H5 URL cannot contain MMP or GP links").
 */
export const MMP_GP_HOSTS = [
  'play.google.com',
  'market.android.com',
  'appsflyer.com',
  'onelink.me',
  'adjust.com',
  'adj.st',
  'app.link',
  'branch.io',
  'kochava.com',
  'singular.net',
  'sng.link',
  'tenjin.io',
  'tenjin.com',
] as const;

const onHost = (host: string, h: string) => host === h || host.endsWith(`.${h}`);

/**
 * The MMP or Google Play host an H5 URL holds, or null: its own host, or one named inside it (a redirect parameter,
 * encoded or not), or a `market://` link.
 */
export function mmpOrGpHost(url: string): string | null {
  if (url === '') return null;
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = MMP_GP_HOSTS.find((h) => onHost(host, h));
  if (own) return own;
  let inner = url.toLowerCase();
  try {
    inner = decodeURIComponent(inner);
  } catch {
    // a malformed escape: read it as it is
  }
  if (inner.includes('market://')) return 'market://';
  const embedded = inner.match(/[a-z]+:\/\/([a-z0-9.-]+)/g) ?? [];
  for (const link of embedded.slice(1)) {
    const h = link.replace(/^[a-z]+:\/\//, '');
    const found = MMP_GP_HOSTS.find((m) => onHost(h, m));
    if (found) return found;
  }
  return null;
}

// ---- building blocks -------------------------------------------------------------------------------------------

// id, blank, url (http or https, at most 1000 characters: AdLimits.URL_MAX is the campaigns' limit) and creator are
// the campaign schemas' pieces (campaign-parts.ts)
/** Counted in code points, so a Chinese text and a Latin one have the same limit. */
const text = (max: number) =>
  safeString()
    .trim()
    .refine((s) => codePoints(s) <= max, `at most ${max} characters`);
/** A deeplink: any scheme (`myapp://path`, an https app link), a valid URL. */
const deeplink = z.union([
  z.literal(''),
  safeString()
    .trim()
    .max(AdLimits.URL_MAX)
    .refine((s) => {
      try {
        return new URL(s).protocol.length > 1;
      } catch {
        return false;
      }
    }, 'must be a valid deeplink such as myapp://path'),
]);
const ids = z.array(id).min(1).max(AdLimits.BATCH_MAX);
const materialIds = z.array(id).max(AdLimits.MATERIALS_MAX);

/** One VAST entry: the ad tag (the VAST document's URL) and its material specification. */
export const vastEntry = z.object({
  ad_tag: safeString().trim().max(AdLimits.URL_MAX),
  spec: safeString().trim().max(16),
});
export type VastEntry = z.infer<typeof vastEntry>;

/** Where the ad shows inside an ad position: a tab of it and a content category (one tab per category). */
export const adPlacement = z.object({
  adpos_id: id,
  tab: safeString().trim().min(1).max(AdLimits.TAB_MAX),
  category: safeString().trim().min(1).max(AdLimits.CATEGORY_MAX),
});
export type AdPlacement = z.infer<typeof adPlacement>;

/** Tracking URLs: impression (exposure monitoring), click, and the video's start, quartiles and completion. */
export const AD_TRACKING_FIELDS = [
  'impression_track_url',
  'click_track_url',
  'video_start_track_url',
  'video_q1_track_url',
  'video_mid_track_url',
  'video_q3_track_url',
  'video_complete_track_url',
] as const;
export type AdTrackingField = (typeof AD_TRACKING_FIELDS)[number];

const adFields = {
  name: entityName,
  type: z
    .number()
    .int()
    .refine((n) => (AD_TYPES_OF_AD as number[]).includes(n), `must be one of ${AD_TYPES_OF_AD.join(', ')}`),
  description: text(AdLimits.DESCRIPTION_MAX),
  title: text(AdLimits.TITLE_MAX),
  button_text: text(AdLimits.BUTTON_TEXT_MAX),
  /** the H5 page the ad opens (browser or webview trigger) */
  h5_url: optUrl,
  deeplink,
  /** the settlement attribution link (the MMP's click URL) a CPI campaign with attribution settles installs by */
  attribution_link: optUrl,
  impression_track_url: optUrl,
  click_track_url: optUrl,
  video_start_track_url: optUrl,
  video_q1_track_url: optUrl,
  video_mid_track_url: optUrl,
  video_q3_track_url: optUrl,
  video_complete_track_url: optUrl,
  /** image materials shown by the ad, one creative each */
  image_ids: materialIds,
  /** video materials (video ads), one creative each */
  video_ids: materialIds,
  /** landing-page images (720x1518), shown before the store or the H5 page */
  landing_page_ids: materialIds,
  vast: z.array(vastEntry).max(AdLimits.VAST_MAX, VAST_MOST_THREE),
  placement: adPlacement.nullable(),
  status: z
    .number()
    .int()
    .refine((n) => n === CampaignStatus.ON || n === CampaignStatus.PAUSED, 'must be 1 or 2'),
};

/** Body of POST /v1/ad. */
export const adCreateRequest = z.object({
  ad_group_id: id,
  ...adFields,
  description: adFields.description.default(''),
  title: adFields.title.default(''),
  button_text: adFields.button_text.default(''),
  h5_url: optUrl.default(''),
  deeplink: deeplink.default(''),
  attribution_link: optUrl.default(''),
  impression_track_url: optUrl.default(''),
  click_track_url: optUrl.default(''),
  video_start_track_url: optUrl.default(''),
  video_q1_track_url: optUrl.default(''),
  video_mid_track_url: optUrl.default(''),
  video_q3_track_url: optUrl.default(''),
  video_complete_track_url: optUrl.default(''),
  image_ids: materialIds.default([]),
  video_ids: materialIds.default([]),
  landing_page_ids: materialIds.default([]),
  vast: adFields.vast.default([]),
  placement: adFields.placement.default(null),
  status: adFields.status.default(CampaignStatus.ON),
});

/**
 * Body of PUT /v1/ad: the id plus the fields that change; a material list or `vast` given replaces it whole.
 * `js_tag_creative_ids` given keeps only those JS-tag creatives (the others are removed).
 */
export const adUpdateRequest = z
  .object({ ad_id: id, ...adFields, js_tag_creative_ids: z.array(id).max(AdLimits.MATERIALS_MAX) })
  .partial()
  .required({ ad_id: true });

export const adListQuery = pageQuery.extend({
  ad_group_id: queryInt32().positive(),
  page_size: z.coerce.number().int().min(1).max(AdLimits.PAGE_SIZE_MAX).default(AdLimits.PAGE_SIZE),
  /** part of the name, or the id */
  custom: z.preprocess(blank, nameFilter().trim().max(AdLimits.NAME_MAX).optional()),
  status: z.preprocess(blank, queryInt32().optional()),
});
export const adIdQuery = z.object({ ad_id: queryInt32().positive() });
export const adIdBody = z.object({ ad_id: id });
export const adIdsBody = z.object({ ad_ids: ids });

/** Body of POST /v1/creative/generate_js_tag_creative: images (of the JS-tag ratios) and the click URL. */
export const jsTagGenerateRequest = z.object({
  /** the ad the creative is for: its account decides which materials may be used */
  ad_id: id,
  image_ids: z.array(id).min(1).max(AdLimits.JS_TAG_IMAGES_MAX),
  click_url: url,
});
/** Body of POST /v1/creative/add_js_tag_creative: the same choice, saved as a creative of the ad. */
export const jsTagAddRequest = jsTagGenerateRequest.extend({
  name: safeName().max(AdLimits.NAME_MAX).default(''),
});

// ---- answers ---------------------------------------------------------------------------------------------------

/** Ad delivery: the ad group's reasons (campaign and ad group levels) and the ad's own (paused). */
export const adDeliveryReason = deliveryReason.extend({ level: z.enum(['campaign', 'ad_group', 'ad']) });
export const adDeliveryStatus = z.object({ status: z.enum(DELIVERY_CASES), reasons: z.array(adDeliveryReason) });
export type AdDeliveryStatus = z.infer<typeof adDeliveryStatus>;

/** A material a creative shows (its thumbnail for the list). */
export const creativeMaterial = z.object({
  material_id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  thumb_url: z.string(),
  download_url: z.string(),
});

export const creativeItem = z.object({
  creative_id: z.number().int(),
  kind: z.enum(CREATIVE_KINDS as [CreativeKindName, ...CreativeKindName[]]),
  name: z.string(),
  materials: z.array(creativeMaterial),
  /** JS tag: the HTML, its click URL and size */
  html: z.string(),
  click_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** VAST: the ad tag and specification */
  ad_tag: z.string(),
  spec: z.string(),
});
export type CreativeItem = z.infer<typeof creativeItem>;

/** The list's creatives summary: how many of each kind and the first thumbnails. */
export const creativeSummary = z.object({
  count: z.number().int(),
  kinds: z.record(z.string(), z.number().int()),
  thumbs: z.array(z.string()),
});

export const adItem = z.object({
  ad_id: z.number().int(),
  ad_group_id: z.number().int(),
  ad_group_name: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  account_id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  title: z.string(),
  creatives: creativeSummary,
  creator,
  create_time: z.number().int(),
  modify_time: z.number().int(),
  delivery: adDeliveryStatus,
});
export type AdItem = z.infer<typeof adItem>;
export const adListAnswer = listOf(adItem);

export const adDetail = adItem.extend({
  description: z.string(),
  button_text: z.string(),
  h5_url: z.string(),
  deeplink: z.string(),
  attribution_link: z.string(),
  impression_track_url: z.string(),
  click_track_url: z.string(),
  video_start_track_url: z.string(),
  video_q1_track_url: z.string(),
  video_mid_track_url: z.string(),
  video_q3_track_url: z.string(),
  video_complete_track_url: z.string(),
  image_ids: z.array(z.number().int()),
  video_ids: z.array(z.number().int()),
  landing_page_ids: z.array(z.number().int()),
  vast: z.array(vastEntry),
  placement: adPlacement.nullable(),
  creative_list: z.array(creativeItem),
  /** the ad group's trigger mode (which of H5 and deeplink the ad needs) */
  trigger_mode: z.string(),
  /** the TRACKING_HOST tracking URLs must start with */
  tracking_host: z.string(),
});
export type AdDetail = z.infer<typeof adDetail>;

/** A generated JS tag: the HTML to serve, a preview page (the same HTML in a document) and the size it fills. */
export const jsTagAnswer = z.object({
  html: z.string(),
  preview: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  ratio: z.string(),
});
export const jsTagAddAnswer = jsTagAnswer.extend({ creative_id: z.number().int() });

// ---- business refusals (HTTP 200 with the code, the web words them by `errors.<code>`) -----------------------------

/** Code.AD_H5_MMP_GP: the H5 URL holds an MMP or Google Play link. */
export const adH5LinkData = z.object({ field: z.string(), host: z.string() });
/** Code.AD_ATTRIBUTION_LINK: `missing` (the ad has none) or `not_configured` (the campaign has no attribution). */
export const adAttributionData = z.object({ reason: z.enum(['missing', 'not_configured']), campaign_id: z.number() });
/** Code.AD_VAST_INCOMPLETE: the VAST entries (0-based) lacking an ad tag or a specification. */
export const adVastData = z.object({ entries: z.array(z.number().int()) });
/**
 * Code.AD_POSITION_OCCUPIED: the category is used in another tab of the ad position by an ad (of any account: a
 * placement is shared, so only the ad's id and the tab are told, not its name).
 */
export const adPositionData = z.object({
  adpos_id: z.number().int(),
  category: z.string(),
  tab: z.string(),
  ad_id: z.number().int(),
});
