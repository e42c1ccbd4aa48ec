import { calls, TagLevel, TagLimits } from '@adconsole/contract';
import { useCall, useCreateOrEdit } from '../../app/useCall';

/** What a tag change refetches: everything of the tag area (tree, levels, list). */
export const tagChange = { invalidates: [['tags']] };

/** Every theme, or every category of one theme (page size 9999, as the spec loads them). */
export function useTagLevel(level: typeof TagLevel.THEME | typeof TagLevel.CATEGORY, topicId?: number) {
  return useCall(
    calls.tags.list,
    { module: 2, level, topic_id: topicId, page_no: 1, page_size: TagLimits.ALL_PAGE_SIZE },
    { enabled: level === TagLevel.THEME || Boolean(topicId), select: (page) => page.list },
  );
}

/** Add (mode 1) or edit (mode 2) a tag; answers the envelope so the caller can show msg or the business code. */
export const useSaveTag = () => useCreateOrEdit(calls.tags.add, calls.tags.edit, tagChange);
