import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { FileKind, REVIEW_COUNTRIES } from './files.js';
import { int32, queryInt32 } from './numbers.js';
import { nameFilter, safeJson, safeName, safeString } from './strings.js';
import { TagLimits } from './tags.js';

/** Material type: the file kind (1 image, 2 video). */
export const MaterialType = FileKind;
/** 1 in use, -1 deleted (kept: soft delete, listed only under the status filter -1, never selectable). */
export const MaterialStatus = { ACTIVE: 1, DELETED: -1 } as const;
/** 1 Admin (made in this console), 2 partner platform (synchronised; account links read-only). */
export const MaterialSource = { ADMIN: 1, PARTNER: 2 } as const;
/** 1 every account (global), 2 the accounts listed in `accounts`. */
export const AccountRelationType = { ALL: 1, SPECIFIED: 2 } as const;
/** Upload review choice: 1 no review (default), 2 third-party review (needs a country and a tag per item). */
export const Audit = { NONE: 1, THIRD_PARTY: 2 } as const;
/** Review state: 1 no review, 2 in review, 3 review failed, 4 review passed. */
export const ExamineStatus = { NONE: 1, IN_REVIEW: 2, FAILED: 3, PASSED: 4 } as const;
/** Review platform: 1 none (audit 1), 2 third-party review (audit 2). */
export const ExaminePlatform = { NONE: 1, THIRD_PARTY: 2 } as const;
/** Review states the picker may offer ("1 or 4": usable). */
export const PICKABLE_EXAMINE_STATUSES = [ExamineStatus.NONE, ExamineStatus.PASSED] as const;
/** Sku image origin: 1 artwork master, 2 manual operation, 3 crawling, 4 splicing. */
export const SkuOrigin = { ARTWORK: 1, MANUAL: 2, CRAWLING: 3, SPLICING: 4 } as const;
/** Creation-time order of the list: 1 newest first (default), 2 oldest first. */
export const TimeSort = { DESC: 1, ASC: 2 } as const;

export const MaterialLimits = {
  /** spec: tags per material, single and batch edits */
  TAGS_PER_MATERIAL: TagLimits.PER_MATERIAL,
  /** distinct tags across the items of one add call (the upload's tag step) */
  UPLOAD_TAGS_MAX: TagLimits.PICKER_MAX,
  NAME_MAX: 200,
  REMARK_MAX: 200,
  REVIEW_REASON_MAX: 500,
  /** materials one add call may save */
  ADD_MAX: 100,
  /** material ids one batch call (delete, tag, review) may name */
  BATCH_MAX: 200,
  /** accounts one material may be linked to in one call */
  ACCOUNTS_MAX: 500,
  /** creators the list filter may name */
  CREATORS_MAX: 50,
  /** tag ids the list filter may name (the spec's 10 tag paths) */
  FILTER_TAGS_MAX: TagLimits.FILTER_PATHS_MAX,
  /**
   * A name search counts its hits exactly up to this many past the page's offset; a broader one answers that many
   * with `TotalCapped` (shown "more than 1,000"), so a one-word search over a million materials stays fast.
   */
  NAME_TOTAL_EXACT_MAX: 1000,
  /** material lists: default 10 */
  PAGE_SIZE: 10,
  PAGE_SIZE_MAX: 100,
  /** picker: 20, with 20/40/60/80 offered */
  PICKER_PAGE_SIZE: 20,
  PICKER_PAGE_SIZES: [20, 40, 60, 80],
  /** picker selection: default 50, copy mode 1, with a scale 1, sku mode 1..5 (one per distinct scale) */
  PICKER_MAX: 50,
  PICKER_COPY: 1,
  PICKER_SCALE: 1,
  PICKER_SKU_MIN: 1,
  PICKER_SKU_MAX: 5,
  /** list cells: 2 account chips then a count, 3 tags then an ellipsis */
  ACCOUNTS_SHOWN: 2,
  TAGS_SHOWN: 3,
} as const;

/** Spec message: a save without the account association type. */
export const NEED_LINKED_ACCOUNT_MSG = 'save failed, need to specify linked account';
/** Spec messages of the tag limit, single and batch. */
export const TAGS_OVER_MSG = 'tags cannot exceed ten';
export const BATCH_TAGS_OVER_MSG = 'batch tagging cannot exceed ten';
export const UPLOAD_TAGS_OVER_MSG = 'at most 20 material tags can be chosen';

// ---- building blocks -------------------------------------------------------------------------------------------

const id = int32().positive();
/** Empty strings and nulls the list forms send for "no filter" count as absent. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optInt = z.preprocess(blank, queryInt32().optional());
/** One number or a list of them (the list filters accept both). */
const intOrList = (max: number) =>
  z.preprocess((v) => {
    const b = blank(v);
    if (b === undefined) return undefined;
    const list = Array.isArray(b) ? b : typeof b === 'string' ? b.split(',') : [b];
    return list.filter((x) => x !== '' && x !== null);
  }, z.array(queryInt32()).max(max).optional());
const idList = (max: number, min = 1) => z.array(id).min(min).max(max);
const tagIdList = z.array(id).max(MaterialLimits.TAGS_PER_MATERIAL, TAGS_OVER_MSG);
const relationType = z.union([z.literal(1), z.literal(2)], {
  error: (issue) => (issue.input === undefined ? NEED_LINKED_ACCOUNT_MSG : 'must be 1 (all accounts) or 2 (specified)'),
});
const name = safeName().min(1).max(MaterialLimits.NAME_MAX);

// ---- answers ---------------------------------------------------------------------------------------------------

export const materialAccount = z.object({
  account_id: z.number().int(),
  id: z.number().int(),
  account_name: z.string(),
});
export const materialTag = z.object({ id: z.number().int(), name: z.string() });

/** One row of POST /v1/material/list (and the head of the detail). */
export const materialItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** same as name (the spec reads both) */
  material_name: z.string(),
  remark: z.string(),
  /** 1 image, 2 video */
  type: z.number().int(),
  file_id: z.number().int().nullable(),
  download_url: z.string(),
  /** small WebP (images) or poster frame (videos); the original when there is none */
  thumb_url: z.string(),
  /** bytes */
  size: z.number().int(),
  format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  scale: z.string(),
  /** 1 landscape, 2 portrait, 3 square */
  screen_type: z.number().int(),
  /** video seconds (from element); null for images */
  duration: z.number().int().nullable(),
  /** JSON text, `{"duration":N}` for videos */
  element: z.string().nullable(),
  md5: z.string(),
  /** 1 in use, -1 deleted */
  status: z.number().int(),
  /** 1 Admin, 2 partner platform */
  source: z.number().int(),
  creator_id: z.number().int().nullable(),
  creator_name: z.string().nullable(),
  /** unix milliseconds */
  create_time: z.number().int(),
  createTime: z.number().int(),
  /** 1 all accounts (accounts is then empty), 2 the listed accounts */
  account_relation_type: z.number().int(),
  accounts: z.array(materialAccount),
  tags: z.array(materialTag),
  tag_ids: z.array(z.number().int()),
  /** 1 no review, 2 in review, 3 failed, 4 passed */
  third_examine_status: z.number().int(),
  /** 1 none, 2 third-party review */
  third_examine_platform: z.number().int(),
  third_examine_country: z.string().nullable(),
  /** the reviewer's reason (failed reviews) */
  third_examine_reason: z.string().nullable(),
  /** sku origin 1..4, null when not a sku image */
  origin: z.number().int().nullable(),
  /** ads (not deleted) that use the material through a creative, within the caller's accounts */
  bound_ad_count: z.number().int(),
});
export type MaterialItem = z.infer<typeof materialItem>;

/** `data` of POST /v1/material/list, capitalised as the spec reads it. */
export const materialListAnswer = z.object({
  Total: z.number().int(),
  List: z.array(materialItem),
  /** true when a name search matched more than Total: Total is then a lower bound (MaterialLimits.NAME_TOTAL_EXACT_MAX) */
  TotalCapped: z.boolean().optional(),
});
export type MaterialListAnswer = z.infer<typeof materialListAnswer>;

/** An ad that uses a material: where it sits (campaign > ad group > ad) and whose account it is. */
export const boundAd = z.object({
  ad_id: z.number().int(),
  ad_name: z.string(),
  ad_status: z.number().int(),
  account_id: z.number().int(),
  account_name: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  ad_group_id: z.number().int(),
  ad_group_name: z.string(),
});
export type BoundAd = z.infer<typeof boundAd>;

/** Where a material is used, nested campaigns > ad groups > ads. */
export const materialUsage = z.object({
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
  ad_groups: z.array(
    z.object({
      ad_group_id: z.number().int(),
      ad_group_name: z.string(),
      ads: z.array(z.object({ ad_id: z.number().int(), ad_name: z.string(), ad_status: z.number().int() })),
    }),
  ),
});
export type MaterialUsage = z.infer<typeof materialUsage>;

/** `data` of GET /v1/material/detail. */
export const materialDetail = materialItem.extend({
  campaigns: z.array(materialUsage),
  /** the caller may change it (scope and source rules; the web disables what is read-only) */
  editable: z.boolean(),
  /** account links may change (false for partner-source materials) */
  accounts_editable: z.boolean(),
});
export type MaterialDetail = z.infer<typeof materialDetail>;

/** `data` of GET /v1/material/ad_account: the linked accounts and, for each, the ads that use the material. */
export const materialAdAccount = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  account_name: z.string(),
  /** linked to the material (always true for a material of relation type 1) */
  linked: z.boolean(),
  bound_ad_count: z.number().int(),
  ads: z.array(boundAd),
});
export const materialAdAccountAnswer = z.object({
  material_id: z.number().int(),
  account_relation_type: z.number().int(),
  accounts: z.array(materialAdAccount),
});
export type MaterialAdAccountAnswer = z.infer<typeof materialAdAccountAnswer>;

/** A material's review state, as refresh and review answer it. */
export const examineState = z.object({
  id: z.number().int(),
  third_examine_status: z.number().int(),
  third_examine_platform: z.number().int(),
  third_examine_country: z.string().nullable(),
  third_examine_reason: z.string().nullable(),
});
export type ExamineState = z.infer<typeof examineState>;

/** `data` of 10001 / 10002: the materials and the ads that hold them (and, for 10002, the accounts). */
export const materialBoundData = z.object({
  ids: z.array(z.number().int()),
  account_ids: z.array(z.number().int()).optional(),
  ads: z.array(boundAd),
});

/**
 * `data` of 10010, one shape on `POST /v1/file` and `POST /v1/material/add`: the existing active materials that hold
 * the same file content, `ids[i]` with `md5s[i]`; the upload call adds the uploaded file's `name`.
 */
export const duplicateFileData = z.object({
  ids: z.array(z.number().int()),
  md5s: z.array(z.string()),
  name: z.string().optional(),
});
export type DuplicateFileData = z.infer<typeof duplicateFileData>;

// ---- requests --------------------------------------------------------------------------------------------------

/**
 * POST /v1/material/list. `status` defaults to 1 (-1 lists deleted materials only); `tag_ids` matches materials
 * carrying ANY of the tags; `account_id` matches materials explicitly linked to that account (relation type 2);
 * `third_examine_status` and `creator_id` take one value or a list (the picker asks for [1, 4]).
 */
export const materialListQuery = pageQuery.extend({
  page_size: z.coerce.number().int().min(1).max(MaterialLimits.PAGE_SIZE_MAX).default(MaterialLimits.PAGE_SIZE),
  id: optInt,
  name: z.preprocess(blank, nameFilter().trim().max(MaterialLimits.NAME_MAX).optional()),
  type: z.preprocess(blank, z.coerce.number().int().min(1).max(2).optional()),
  status: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .refine((v) => v === 1 || v === -1, 'status must be 1 or -1')
      .default(MaterialStatus.ACTIVE),
  ),
  source: z.preprocess(blank, z.coerce.number().int().min(1).max(2).optional()),
  creator_id: intOrList(MaterialLimits.CREATORS_MAX),
  account_id: optInt,
  /** only materials this account may use in its ads: for every account (relation type 1) or linked to it */
  usable_by: optInt,
  tag_ids: intOrList(MaterialLimits.FILTER_TAGS_MAX),
  scale: z.preprocess(blank, safeString().trim().max(16).optional()),
  /** the exact size in pixels (the picker's width × height filter; placements take fixed sizes) */
  width: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).optional()),
  height: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).optional()),
  third_examine_status: intOrList(4),
  time_sort: z.preprocess(blank, z.coerce.number().int().min(1).max(2).default(TimeSort.DESC)),
});
export type MaterialListQuery = z.infer<typeof materialListQuery>;

/** The upload record of one new material; the stored file (file_id) is the authority on its facts. */
export const materialUploadRecord = z.object({
  name,
  remark: safeString().trim().max(MaterialLimits.REMARK_MAX).default(''),
  // the record's own facts are accepted but the stored file's win
  download_url: safeString().max(1000).optional(),
  size: z.number().int().min(0).optional(),
  screen_type: z.number().int().min(1).max(3).optional(),
  scale: safeString().max(16).optional(),
  format: safeString().max(16).optional(),
  width: int32().min(0).optional(),
  height: int32().min(0).optional(),
  file_id: id,
  type: z.number().int().min(1).max(2),
  element: z.union([safeString().max(2000), z.record(safeString(), safeJson())]).nullish(),
  md5: safeString()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{32}$/, 'must be 32 hex digits'),
  /** sku origin 1..4 */
  origin: z.number().int().min(1).max(4).nullish(),
  /** this item's own tags, added to the request's `tag_ids` */
  tag_ids: tagIdList.optional(),
});
export type MaterialUploadRecord = z.infer<typeof materialUploadRecord>;

/** POST /v1/material/add. */
export const materialAddRequest = z.object({
  materials: z.array(materialUploadRecord).min(1).max(MaterialLimits.ADD_MAX),
  tag_ids: tagIdList.default([]),
  account_relation_type: relationType,
  account_ids: z.array(id).max(MaterialLimits.ACCOUNTS_MAX).default([]),
  audit: z.union([z.literal(1), z.literal(2)]).default(Audit.NONE),
  /** required with audit 2 */
  country: z.enum(REVIEW_COUNTRIES).nullish(),
});
export type MaterialAddRequest = z.infer<typeof materialAddRequest>;

/** POST /v1/material/save: name, tags and account links of one material. */
export const materialSaveRequest = z.object({
  material_id: id,
  material_name: name,
  tag_ids: tagIdList.default([]),
  account_relation_type: relationType,
  account_ids: z.array(id).max(MaterialLimits.ACCOUNTS_MAX).default([]),
});
export type MaterialSaveRequest = z.infer<typeof materialSaveRequest>;

export const materialIdQuery = z.object({ material_id: queryInt32().positive() });

/** POST /v1/material/delete. */
export const materialDeleteRequest = z.object({ material_ids: idList(MaterialLimits.BATCH_MAX) });

/** POST /v1/material/update_status (the video delete): only -1 is accepted. */
export const materialStatusRequest = z.object({
  material_ids: idList(MaterialLimits.BATCH_MAX),
  status: z.literal(MaterialStatus.DELETED),
});

/** POST /v1/material/batch_tag: sets the same tags (replacing theirs) on every named material. */
export const materialBatchTagRequest = z.object({
  material_ids: idList(MaterialLimits.BATCH_MAX),
  tag_ids: z.array(id).max(MaterialLimits.TAGS_PER_MATERIAL, BATCH_TAGS_OVER_MSG),
});

/** POST /v1/material/tag: per material, its name and tags (replacing its tags). */
export const materialTagRequest = z
  .array(z.object({ material_id: id, material_name: name.optional(), tag_ids: tagIdList }))
  .min(1, 'at least one item')
  .max(MaterialLimits.BATCH_MAX);

/** GET /v1/material/refresh_examine_status: the materials to re-read (default: every material in review). */
export const refreshExamineQuery = z.object({ material_ids: intOrList(MaterialLimits.BATCH_MAX) });

/** POST /v1/material/review: the local reviewer's verdict on materials in review. */
export const materialReviewRequest = z
  .object({
    material_ids: idList(MaterialLimits.BATCH_MAX),
    result: z.enum(['pass', 'fail']),
    reason: safeString().trim().max(MaterialLimits.REVIEW_REASON_MAX).default(''),
  })
  .refine((r) => r.result === 'pass' || r.reason.length > 0, {
    path: ['reason'],
    message: 'a failed review needs a reason',
  });
export type MaterialReviewRequest = z.infer<typeof materialReviewRequest>;

/** `data` of POST /v1/material/add. */
export const materialAddAnswer = z.object({ ids: z.array(z.number().int()) });

/** The review state of each material asked about. */
export const examineStates = z.array(examineState);
