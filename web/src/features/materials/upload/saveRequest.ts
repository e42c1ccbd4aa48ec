import {
  AccountRelationType,
  Audit,
  type CallBody,
  type calls,
  type FileUploadAnswer,
  MaterialLimits,
  type ReviewCountry,
} from '@adconsole/contract';
import type { Notice } from './precheck';

/** One uploaded file as the batch-tag step edits it. */
export interface DraftItem {
  key: string;
  name: string;
  tagIds: number[];
  answer: FileUploadAnswer;
}

/** Everything the batch-tag step decides before the save. */
export interface SaveDraft {
  items: DraftItem[];
  /** tags every item gets */
  commonTags: number[];
  relationType?: 1 | 2;
  accountIds: number[];
  audit: 1 | 2;
  country?: ReviewCountry;
}

/** A reason the draft cannot be saved, and the item it is about (if any). */
export type DraftProblem = Notice & { itemKey?: string };

/** The tags an item is saved with: the common ones and its own, each once. */
export const tagsOf = (item: DraftItem, common: readonly number[]): number[] => [
  ...new Set([...common, ...item.tagIds]),
];

/** How many distinct tags the upload uses, common and every item's own together. */
export const distinctTags = (d: Pick<SaveDraft, 'items' | 'commonTags'>): number =>
  new Set([...d.commonTags, ...d.items.flatMap((item) => item.tagIds)]).size;

/**
 * The spec's save rules, checked before the call: a name per item, at most 10 tags per material and 20 distinct tags
 * across the upload, with review (audit 2) a country and a tag on every item, and an account
 * relation (type 2 with at least one account).
 */
export function draftProblem(d: SaveDraft): DraftProblem | null {
  for (const item of d.items) {
    if (!item.name.trim()) return { key: 'upload.tag.nameRequired', itemKey: item.key };
    if (tagsOf(item, d.commonTags).length > MaterialLimits.TAGS_PER_MATERIAL) {
      return { key: 'tags.limit.single', params: { max: MaterialLimits.TAGS_PER_MATERIAL }, itemKey: item.key };
    }
  }
  if (distinctTags(d) > MaterialLimits.UPLOAD_TAGS_MAX) {
    return { key: 'tags.limit.picker', params: { max: MaterialLimits.UPLOAD_TAGS_MAX } };
  }
  if (d.audit === Audit.THIRD_PARTY) {
    if (!d.country) return { key: 'upload.review.countryRequired' };
    const untagged = d.items.find((item) => tagsOf(item, d.commonTags).length === 0);
    if (untagged) return { key: 'upload.tag.needTag', itemKey: untagged.key };
  }
  if (d.relationType === undefined) return { key: 'upload.tag.needAccount' };
  if (d.relationType === AccountRelationType.SPECIFIED && d.accountIds.length === 0) {
    return { key: 'upload.tag.needAccount' };
  }
  return null;
}

/** The add-materials body of a valid draft: one upload record per item. */
export function addRequestOf(d: SaveDraft): CallBody<typeof calls.materials.add> {
  const review = d.audit === Audit.THIRD_PARTY;
  return {
    materials: d.items.map(({ name, tagIds, answer: { url, file_id, meta } }) => ({
      name: name.trim(),
      remark: '',
      download_url: url,
      size: meta.size,
      screen_type: meta.screen_type,
      scale: meta.scale,
      format: meta.format,
      width: meta.width,
      height: meta.height,
      file_id,
      type: meta.type,
      element: meta.element,
      md5: meta.md5,
      tag_ids: tagIds,
    })),
    tag_ids: d.commonTags,
    account_relation_type: d.relationType ?? AccountRelationType.SPECIFIED,
    account_ids: d.relationType === AccountRelationType.ALL ? [] : d.accountIds,
    audit: d.audit,
    ...(review ? { country: d.country } : {}),
  };
}
