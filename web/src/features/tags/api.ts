import { type CallBody, calls, TagLevel, TagLimits, type TagListQuery } from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/request';

/** What the tag form saves: a new tag, or an edited one (it carries its id). */
type TagSaveBody = CallBody<typeof calls.tags.add> | CallBody<typeof calls.tags.edit>;

/** Query keys of the creative-tag area; every tag change invalidates `all`. */
const tagKeys = {
  all: ['tags'] as const,
  tree: ['tags', 'tree'] as const,
  list: (q: Partial<TagListQuery>) => ['tags', 'list', q] as const,
  level: (level: number, topicId?: number) => ['tags', 'level', level, topicId ?? 0] as const,
};

/** The whole three-level tree (module 2), shared by every picker. */
export function useTagTree() {
  return useQuery({
    queryKey: tagKeys.tree,
    queryFn: async () => (await api(calls.tags.tree, { module: 2 })).data,
    staleTime: 60_000,
  });
}

/** One page of the management list. */
export function useTagList(q: Partial<TagListQuery>) {
  return useQuery({
    queryKey: tagKeys.list(q),
    queryFn: async () => (await api(calls.tags.list, { module: 2, ...q })).data,
    placeholderData: keepPreviousData,
  });
}

/** Every theme, or every category of one theme (page size 9999, as the spec loads them). */
export function useTagLevel(level: typeof TagLevel.THEME | typeof TagLevel.CATEGORY, topicId?: number) {
  return useQuery({
    queryKey: tagKeys.level(level, topicId),
    enabled: level === TagLevel.THEME || Boolean(topicId),
    queryFn: async () =>
      (
        await api(calls.tags.list, {
          module: 2,
          level,
          topic_id: topicId,
          page_no: 1,
          page_size: TagLimits.ALL_PAGE_SIZE,
        })
      ).data.list,
  });
}

/** Add (mode 1) or edit (mode 2) a tag; answers the envelope so the caller can show msg or the business code. */
export function useSaveTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TagSaveBody) =>
      'id' in body ? api(calls.tags.edit, body, { quiet: true }) : api(calls.tags.add, body, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: tagKeys.all }),
  });
}

/** Deletes a tag; `force` also removes it from the materials that carry it. */
export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force?: boolean }) =>
      api(calls.tags.remove, { id, force: force ? 1 : 0 }),
    onSuccess: () => client.invalidateQueries({ queryKey: tagKeys.all }),
  });
}
