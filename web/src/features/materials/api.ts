import type {
  Envelope,
  ExamineState,
  MaterialAdAccountAnswer,
  MaterialListAnswer,
  MaterialListQuery,
  MaterialUploadRecord,
} from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../app/request';

/** One page of POST /v1/material/list as the library asks for it (absent keys are "no filter"). */
export type MaterialListParams = Partial<Omit<MaterialListQuery, 'page_no' | 'page_size'>> & {
  page_no: number;
  page_size: number;
};
/** POST /v1/material/save (the contract's materialSaveRequest as sent). */
export interface MaterialSaveBody {
  material_id: number;
  material_name: string;
  tag_ids: number[];
  account_relation_type: 1 | 2;
  account_ids: number[];
}
/** POST /v1/material/batch_tag. */
export interface MaterialBatchTagBody {
  material_ids: number[];
  tag_ids: number[];
}
/** POST /v1/material/tag: one entry per material. */
export type MaterialTagBody = { material_id: number; material_name?: string; tag_ids: number[] }[];
/** POST /v1/material/review. */
export interface MaterialReviewBody {
  material_ids: number[];
  result: 'pass' | 'fail';
  reason?: string;
}
/** POST /v1/material/add. */
export interface MaterialAddBody {
  materials: (Omit<MaterialUploadRecord, 'remark'> & { remark?: string })[];
  tag_ids?: number[];
  account_relation_type: 1 | 2;
  account_ids?: number[];
  audit?: 1 | 2;
  country?: string | null;
}

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

/** POST /v1/material/list: one page of materials, `{Total, List}`; the previous page stays while the next loads. */
export function useMaterialList(query: MaterialListParams, { enabled = true }: MaterialQueryOptions = {}) {
  return useQuery({
    queryKey: materialKeys.list(query),
    queryFn: async ({ signal }) => (await post<MaterialListAnswer>('/v1/material/list', query, { signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /v1/material/ad_account: the linked accounts of a material and the ads of each that use it. */
export function useMaterialAdAccounts(id: number | null) {
  return useQuery({
    queryKey: materialKeys.adAccount(id ?? 0),
    queryFn: async () => (await get<MaterialAdAccountAnswer>('/v1/material/ad_account', { material_id: id })).data,
    enabled: id !== null,
  });
}

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

/** POST /v1/material/add: saves uploaded files as new materials; answers the new ids. */
export function useAddMaterials() {
  return useMaterialMutation((body: MaterialAddBody) =>
    post<{ ids: number[] }>('/v1/material/add', body, { quiet: true }),
  );
}

/** POST /v1/material/save: name, tags and account links of one material. */
export function useSaveMaterial() {
  return useMaterialMutation((body: MaterialSaveBody) =>
    post<{ id: number }>('/v1/material/save', body, { quiet: true }),
  );
}

/** POST /v1/material/batch_tag: the same tags (replacing theirs) on every named material. */
export function useBatchTag() {
  return useMaterialMutation((body: MaterialBatchTagBody) =>
    post<{ ids: number[] }>('/v1/material/batch_tag', body, { quiet: true }),
  );
}

/** POST /v1/material/tag: per material, its name and tags. */
export function useTagMaterials() {
  return useMaterialMutation((body: MaterialTagBody) =>
    post<{ ids: number[] }>('/v1/material/tag', body, { quiet: true }),
  );
}

/** Deletes materials: images through POST /v1/material/delete, videos through update_status with status -1. */
export function useDeleteMaterials() {
  return useMaterialMutation(({ ids, type }: { ids: number[]; type: number }) =>
    type === 2
      ? post<{ ids: number[] }>('/v1/material/update_status', { material_ids: ids, status: -1 }, { quiet: true })
      : post<{ ids: number[] }>('/v1/material/delete', { material_ids: ids }, { quiet: true }),
  );
}

/** GET /v1/material/refresh_examine_status: re-reads the review verdicts (of the named materials, or all in review). */
export function useRefreshExamine() {
  return useMaterialMutation((ids: number[] | undefined) =>
    get<ExamineState[]>('/v1/material/refresh_examine_status', { material_ids: ids }),
  );
}

/** POST /v1/material/review: the local reviewer passes or fails materials in review (a failure needs a reason). */
export function useReviewMaterials() {
  return useMaterialMutation((body: MaterialReviewBody) =>
    post<ExamineState[]>('/v1/material/review', body, { quiet: true }),
  );
}
