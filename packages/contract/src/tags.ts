import { z } from 'zod';
import { listOf } from './envelope.js';
import { int32, queryInt32 } from './numbers.js';
import { nameFilter, safeName, safeString } from './strings.js';

/** Creative tags: module 2, three levels (1 theme/topic, 2 category, 3 tag). */
export const TAG_MODULE = 2;
export const TagLevel = { THEME: 1, CATEGORY: 2, TAG: 3 } as const;

export const TagLimits = {
  NAME_MAX: 50,
  REMARK_MAX: 200,
  /** instructions column is cut here with a tooltip for the rest */
  REMARK_SHOWN: 100,
  ALIAS_MAX: 64,
  PER_MATERIAL: 10,
  /**
   * distinct tags one upload may use across all its items; each item still holds at most
   * PER_MATERIAL, so the upload's common tags, which every item gets, are at most PER_MATERIAL too
   */
  PICKER_MAX: 20,
  /** tag paths in a list filter */
  FILTER_PATHS_MAX: 10,
  /** theme and category loads ask for everything */
  ALL_PAGE_SIZE: 9999,
  DEFAULT_PAGE_SIZE: 10,
  /** tree labels longer than this get a tooltip */
  LABEL_TOOLTIP_AT: 40,
} as const;

/** A node of GET /v1/tag/tree/get. */
export interface TagTreeNode {
  id: number;
  name: string;
  level: number;
  alias: string | null;
  /** set on the review-material theme */
  is_review: boolean;
  children: TagTreeNode[];
}
export const tagTreeNode: z.ZodType<TagTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    level: z.number().int(),
    alias: z.string().nullable(),
    is_review: z.boolean(),
    children: z.array(tagTreeNode),
  }),
);

export const tagTreeQuery = z.object({ module: queryInt32().default(TAG_MODULE) });

export const tagListQuery = z.object({
  level: z.coerce.number().int().min(1).max(3).optional(),
  module: queryInt32().default(TAG_MODULE),
  page_no: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(TagLimits.ALL_PAGE_SIZE).default(TagLimits.DEFAULT_PAGE_SIZE),
  topic_id: queryInt32().positive().optional(),
  category_id: queryInt32().positive().optional(),
  name: nameFilter().trim().max(TagLimits.NAME_MAX).optional(),
});
export type TagListQuery = z.infer<typeof tagListQuery>;

export const tagItem = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  module: z.number().int(),
  parent_id: z.number().int(),
  topic_id: z.number().int().nullable(),
  topic_name: z.string().nullable(),
  category_id: z.number().int().nullable(),
  cate_id: z.number().int().nullable(),
  cate_name: z.string().nullable(),
  remark: z.string(),
  alias: z.string().nullable(),
  is_review: z.boolean(),
  /** materials carrying the tag (tags only; 0 for themes and categories) */
  material_count: z.number().int(),
  create_time: z.number().int(),
});
export type TagItem = z.infer<typeof tagItem>;

const tagFields = {
  name: safeName().min(1).max(TagLimits.NAME_MAX),
  level: z.number().int().min(1).max(3),
  module: int32().default(TAG_MODULE),
  /** 0 for a theme; the theme for a category; the category for a tag */
  parent_id: int32().min(0).default(0),
  remark: safeString().trim().max(TagLimits.REMARK_MAX).default(''),
  alias: safeName()
    .max(TagLimits.ALIAS_MAX)
    .nullish()
    .transform((v) => v || null),
};
export const tagAddRequest = z.object(tagFields);
export type TagAddRequest = z.infer<typeof tagAddRequest>;
export const tagEditRequest = z.object({ id: int32().positive(), ...tagFields });
export type TagEditRequest = z.infer<typeof tagEditRequest>;

export const tagDeleteQuery = z.object({
  id: queryInt32().positive(),
  /** 1: also remove the tag from the materials that carry it (after the user confirmed) */
  force: z.coerce.number().int().min(0).max(1).default(0),
});

/** The whole tag tree (themes > categories > tags). */
export const tagTree = z.array(tagTreeNode);
/** One page of the tag management list. */
export const tagPage = listOf(tagItem);
