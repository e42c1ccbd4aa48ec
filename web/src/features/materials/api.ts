import {
  AccountRelationType,
  type CallBody,
  calls,
  type Envelope,
  type MaterialListQuery,
  MaterialStatus,
  MaterialType,
} from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../app/request';

/** One page of the material list as the library asks for it (absent keys are "no filter"). */
export type MaterialListParams = Partial<Omit<MaterialListQuery, 'page_no' | 'page_size'>> & {
  page_no: number;
  page_size: number;
};

/** Query keys of the material area; every material change invalidates `all`. */
export const materialKeys = {
  all: ['materials'] as const,
  lists: ['materials', 'list'] as const,
  list: (query: MaterialListParams) => ['materials', 'list', query] as const,
  detail: (id: number) => ['materials', 'detail', id] as const,
  adAccount: (id: number) => ['materials', 'adAccount', id] as const,
};

/** Whether a hook may call the API now. */
export interface MaterialQueryOptions {
  enabled?: boolean;
}

/** One page of materials, `{Total, List}`; the previous page stays while the next loads. */
export function useMaterialList(query: MaterialListParams, { enabled = true }: MaterialQueryOptions = {}) {
  return useQuery({
    queryKey: materialKeys.list(query),
    queryFn: async ({ signal }) => (await api(calls.materials.list, query, { signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The linked accounts of a material and the ads of each that use it. */
export function useMaterialAdAccounts(id: number | null) {
  return useQuery({
    queryKey: materialKeys.adAccount(id ?? 0),
    queryFn: async () => (await api(calls.materials.adAccount, { material_id: id })).data,
    enabled: id !== null,
  });
}

/** One material with where it is used and what the caller may change. */
export const fetchMaterialDetail = (id: number, options?: RequestOptions) =>
  api(calls.materials.detail, { material_id: id }, options);

// A material change also changes the tag page's "materials" counts.
function useInvalidateMaterials() {
  const client = useQueryClient();
  return (answer: Envelope<unknown>) => {
    if (answer.code !== 200) return;
    void client.invalidateQueries({ queryKey: materialKeys.all });
    void client.invalidateQueries({ queryKey: ['tags', 'list'] });
  };
}

/**
 * Every material mutation answers the envelope: business refusals (10001, 10002, 10010, …) come back with their code
 * and data for the caller to explain; bad input rejects with a quiet ApiError whose data lists the fields.
 */
function useMaterialMutation<B, T>(call: (body: B) => Promise<Envelope<T>>) {
  const invalidate = useInvalidateMaterials();
  return useMutation({ mutationFn: call, onSuccess: invalidate });
}

/** Saves uploaded files as new materials; answers the new ids. */
export function useAddMaterials() {
  return useMaterialMutation((body: CallBody<typeof calls.materials.add>) =>
    api(calls.materials.add, body, { quiet: true }),
  );
}

/** Name, tags and account links of one material. */
export function useSaveMaterial() {
  return useMaterialMutation((body: CallBody<typeof calls.materials.save>) =>
    api(calls.materials.save, body, { quiet: true }),
  );
}

/** The same tags (replacing theirs) on every named material. */
export function useBatchTag() {
  return useMaterialMutation((body: CallBody<typeof calls.materials.batchTag>) =>
    api(calls.materials.batchTag, body, { quiet: true }),
  );
}

/** Per material, its name and tags. */
export function useTagMaterials() {
  return useMaterialMutation((body: CallBody<typeof calls.materials.tag>) =>
    api(calls.materials.tag, body, { quiet: true }),
  );
}

/** Deletes materials: images through the delete call, videos through the status change to -1 (GUIDE section 2). */
export function useDeleteMaterials() {
  return useMaterialMutation(({ ids, type }: { ids: number[]; type: number }) =>
    type === MaterialType.VIDEO
      ? api(calls.materials.updateStatus, { material_ids: ids, status: MaterialStatus.DELETED }, { quiet: true })
      : api(calls.materials.remove, { material_ids: ids }, { quiet: true }),
  );
}

/** Re-reads the review verdicts (of the named materials, or all in review). */
export function useRefreshExamine() {
  return useMaterialMutation((ids: number[] | undefined) => api(calls.materials.refreshExamine, { material_ids: ids }));
}

/** The local reviewer passes or fails materials in review (a failure needs a reason). */
export function useReviewMaterials() {
  return useMaterialMutation((body: CallBody<typeof calls.materials.review>) =>
    api(calls.materials.review, body, { quiet: true }),
  );
}

/** Removes an uploaded file that no material uses. */
export const deleteUploadedFile = (fileId: number) => api(calls.files.remove, { file_id: fileId });

/** What linking an existing material to an account came to: done, nothing to do, or the refusal to show. */
export type LinkOutcome = 'linked' | 'alreadyLinked' | Envelope<unknown>;

/**
 * Links an existing material (a 10010 duplicate) to an account instead of uploading the file again: reads the
 * material, then saves it unchanged but for the account added (relation type 2). A material already linked to every
 * account, or to this one, needs nothing.
 */
async function linkExisting(materialId: number, accountId: number): Promise<LinkOutcome> {
  const detail = await fetchMaterialDetail(materialId, { quiet: true });
  if (detail.code !== 200) return detail;
  const m = detail.data;
  const linked = m.accounts.map((a) => a.account_id);
  if (m.account_relation_type === AccountRelationType.ALL || linked.includes(accountId)) return 'alreadyLinked';
  const saved = await api(
    calls.materials.save,
    {
      material_id: m.id,
      material_name: m.name,
      tag_ids: m.tag_ids,
      account_relation_type: AccountRelationType.SPECIFIED,
      account_ids: [...linked, accountId],
    },
    { quiet: true },
  );
  return saved.code === 200 ? 'linked' : saved;
}

/** {@link linkExisting} as a mutation that refreshes the material lists when it changed something. */
export function useLinkExisting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ materialId, accountId }: { materialId: number; accountId: number }) =>
      linkExisting(materialId, accountId),
    onSuccess: (outcome) => {
      if (outcome === 'linked') void client.invalidateQueries({ queryKey: materialKeys.all });
    },
  });
}
