import { z } from 'zod';
import { AD_TYPES } from './lookups.js';
import { int32, queryInt32 } from './numbers.js';
import { nameFilter, safeName, safeString } from './strings.js';

// The placement catalogues an administrator keeps: the media apps that sell inventory and their ad positions, the
// DSPs that buy it with their own placement ids (mappings), and the outside ad platforms advertisers link accounts
// on. They are the platform's, not an advertiser's: the same rows for every account.

export const PlacementLimits = {
  /** characters of a name (media app, ad position, DSP, ad platform) */
  NAME_MAX: 100,
  /** characters of a package name or bundle id */
  PKG_NAME_MAX: 200,
  /** characters of a DSP's or ad platform's code */
  CODE_MAX: 32,
  /** characters of a DSP's own placement id */
  PHYPOS_MAX: 64,
  /** pixels of an ad position's side */
  SIDE_MAX: 10_000,
  /** characters of a list's keyword */
  KEYWORD_MAX: 100,
  PAGE_SIZE: 20,
  PAGE_SIZE_MAX: 100,
  /** users an "in use" refusal names; the rest are counted */
  IN_USE_SHOWN: 5,
} as const;

/** 1 Android, 2 iOS */
export const MEDIA_PLATFORMS = [1, 2] as const;

/** A package name (Android) or bundle id (iOS): letters, digits, dot, underscore and dash. */
export const MEDIA_PKG_PATTERN = /^[A-Za-z0-9._-]+$/;
export const MEDIA_PKG_MSG = 'only letters, digits, dot, underscore and dash';
/** A catalogue code the integrations read: lower-case letters, digits, underscore and dash, 2 to 32. */
export const PLACEMENT_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{1,31}$/;
export const PLACEMENT_CODE_MSG = 'lower-case letters, digits, _ and -, 2 to 32, starting with a letter or digit';
/** A DSP's own placement id: letters, digits and `. _ : -`. */
export const PHYPOS_PATTERN = /^[A-Za-z0-9._:-]+$/;
export const PHYPOS_MSG = 'only letters, digits and . _ : -';

const id = int32().positive();
const queryId = queryInt32().positive();
const name = safeName().min(1, 'enter a name').max(PlacementLimits.NAME_MAX);
const code = safeString().trim().regex(PLACEMENT_CODE_PATTERN, PLACEMENT_CODE_MSG);
const status = z.union([z.literal(0), z.literal(1)]);
const side = int32().min(1).max(PlacementLimits.SIDE_MAX);

/** Paging and a keyword, shared by every catalogue's list (newest first). */
const placementPageQuery = z.object({
  page_no: queryInt32().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PlacementLimits.PAGE_SIZE_MAX).default(PlacementLimits.PAGE_SIZE),
  /** part of a name or code, or a whole id */
  keyword: nameFilter().trim().max(PlacementLimits.KEYWORD_MAX).optional(),
});

/** The `id` of an edit or delete. */
export const placementIdQuery = z.object({ id: queryId });

// ---- media apps

export const mediaAppListQuery = placementPageQuery.extend({
  platform: z.coerce.number().int().min(1).max(2).optional(),
});
export type MediaAppListQuery = z.infer<typeof mediaAppListQuery>;

export const mediaAppItem = z.object({
  id: z.number().int(),
  name: z.string(),
  pkg_name: z.string(),
  platform: z.number().int(),
  /** ad positions of the app */
  position_count: z.number().int(),
  create_time: z.number().int(),
});
export type MediaAppItem = z.infer<typeof mediaAppItem>;
export const mediaAppPage = z.object({ total: z.number().int(), list: z.array(mediaAppItem) });

export const mediaAppCreateRequest = z.object({
  name,
  pkg_name: safeString().trim().min(1).max(PlacementLimits.PKG_NAME_MAX).regex(MEDIA_PKG_PATTERN, MEDIA_PKG_MSG),
  platform: z.union([z.literal(1), z.literal(2)]),
});
export type MediaAppCreateRequest = z.infer<typeof mediaAppCreateRequest>;
/** An edit: the fields given change, the others stay. */
export const mediaAppEditRequest = mediaAppCreateRequest.partial().extend({ id });
export type MediaAppEditRequest = z.infer<typeof mediaAppEditRequest>;

// ---- ad positions

export const adPositionAdminListQuery = placementPageQuery.extend({
  app_id: queryId.optional(),
  ad_type: z.coerce.number().int().min(1).max(AD_TYPES.length).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type AdPositionAdminListQuery = z.infer<typeof adPositionAdminListQuery>;

export const adPositionItem = z.object({
  id: z.number().int(),
  app_id: z.number().int(),
  app_name: z.string(),
  name: z.string(),
  ad_type: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** 1 on, 0 off */
  status: z.number().int(),
  /** ads (not deleted) placed in it */
  ad_count: z.number().int(),
  /** DSP placement mappings onto it */
  mapping_count: z.number().int(),
  create_time: z.number().int(),
});
export type AdPositionItem = z.infer<typeof adPositionItem>;
export const adPositionAdminPage = z.object({ total: z.number().int(), list: z.array(adPositionItem) });

/** A name is unique within its media app (case-insensitive). */
export const adPositionCreateRequest = z.object({
  app_id: id,
  name,
  ad_type: z.number().int().min(1).max(AD_TYPES.length),
  width: side,
  height: side,
  status: status.default(1),
});
export type AdPositionCreateRequest = z.infer<typeof adPositionCreateRequest>;
export const adPositionEditRequest = z.object({
  id,
  app_id: id.optional(),
  name: name.optional(),
  ad_type: z.number().int().min(1).max(AD_TYPES.length).optional(),
  width: side.optional(),
  height: side.optional(),
  status: status.optional(),
});
export type AdPositionEditRequest = z.infer<typeof adPositionEditRequest>;

// ---- DSPs and their placement mappings

export const dspListQuery = placementPageQuery;
export const dspItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  mapping_count: z.number().int(),
  create_time: z.number().int(),
});
export type DspItem = z.infer<typeof dspItem>;
export const dspPage = z.object({ total: z.number().int(), list: z.array(dspItem) });
/** Name and code are each unique (case-insensitive for the name). */
export const dspCreateRequest = z.object({ name, code });
export type DspCreateRequest = z.infer<typeof dspCreateRequest>;
export const dspEditRequest = dspCreateRequest.partial().extend({ id });
export type DspEditRequest = z.infer<typeof dspEditRequest>;

export const dspMappingListQuery = placementPageQuery.extend({
  dsp_id: queryId.optional(),
  adpos_id: queryId.optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type DspMappingListQuery = z.infer<typeof dspMappingListQuery>;
export const dspMappingItem = z.object({
  id: z.number().int(),
  dsp_id: z.number().int(),
  dsp_name: z.string(),
  adpos_id: z.number().int(),
  adpos_name: z.string(),
  app_name: z.string(),
  phypos_id: z.string(),
  status: z.number().int(),
  create_time: z.number().int(),
});
export type DspMappingItem = z.infer<typeof dspMappingItem>;
export const dspMappingPage = z.object({ total: z.number().int(), list: z.array(dspMappingItem) });
/** A DSP maps an ad position once, and each of its placement ids points at one ad position. */
export const dspMappingCreateRequest = z.object({
  dsp_id: id,
  adpos_id: id,
  phypos_id: safeString().trim().min(1).max(PlacementLimits.PHYPOS_MAX).regex(PHYPOS_PATTERN, PHYPOS_MSG),
  status: status.default(1),
});
export type DspMappingCreateRequest = z.infer<typeof dspMappingCreateRequest>;
export const dspMappingEditRequest = z.object({
  id,
  dsp_id: id.optional(),
  adpos_id: id.optional(),
  phypos_id: dspMappingCreateRequest.shape.phypos_id.optional(),
  status: status.optional(),
});
export type DspMappingEditRequest = z.infer<typeof dspMappingEditRequest>;

// ---- ad platforms

export const adPlatformListQuery = placementPageQuery;
export const adPlatformItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** advertisers' accounts linked on the platform */
  account_count: z.number().int(),
  create_time: z.number().int(),
});
export type AdPlatformItem = z.infer<typeof adPlatformItem>;
export const adPlatformPage = z.object({ total: z.number().int(), list: z.array(adPlatformItem) });
export const adPlatformCreateRequest = z.object({ name, code });
export type AdPlatformCreateRequest = z.infer<typeof adPlatformCreateRequest>;
export const adPlatformEditRequest = adPlatformCreateRequest.partial().extend({ id });
export type AdPlatformEditRequest = z.infer<typeof adPlatformEditRequest>;

// ---- refusals

/** The catalogues' kinds, as refusals and the audit log name them. */
export const PLACEMENT_KINDS = ['media_app', 'ad_position', 'dsp', 'dsp_mapping', 'ad_platform'] as const;
export type PlacementKind = (typeof PLACEMENT_KINDS)[number];

/** One row that holds a catalogue entry: an ad position of a media app, an ad, a mapping, a platform account. */
export const placementUser = z.object({
  kind: z.enum(['ad_position', 'ad', 'dsp_mapping', 'platform_account']),
  id: z.number().int(),
  name: z.string(),
  /** the advertiser account of an ad or a platform account; null for the platform's own rows */
  account_id: z.number().int().nullable(),
  account_name: z.string().nullable(),
});
export type PlacementUser = z.infer<typeof placementUser>;

/** `data` of PLACEMENT_IN_USE: the entry, the first users (PlacementLimits.IN_USE_SHOWN) and how many in all. */
export const placementInUseData = z.object({
  kind: z.enum(PLACEMENT_KINDS),
  id: z.number().int(),
  name: z.string(),
  users: z.array(placementUser),
  total: z.number().int(),
});
export type PlacementInUseData = z.infer<typeof placementInUseData>;

/** `data` of PLACEMENT_TAKEN: the field whose value another entry already has, and that entry's id. */
export const placementTakenData = z.object({
  kind: z.enum(PLACEMENT_KINDS),
  field: z.string(),
  value: z.string(),
  id: z.number().int(),
});
export type PlacementTakenData = z.infer<typeof placementTakenData>;
