import {
  AccountRelationType,
  calls,
  type Envelope,
  type MaterialListQuery,
  MaterialStatus,
  MaterialType,
} from '@adconsole/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../app/request';
import { useCallMutation } from '../../app/useCall';

/** One page of the material list as the library asks for it (absent keys are "no filter"). */
export type MaterialListParams = Partial<Omit<MaterialListQuery, 'page_no' | 'page_size'>> & {
  page_no: number;
  page_size: number;
};

/**
 * What a material change refetches once it went through: the material area, and the tag page's "materials" counts.
 */
export const materialChange = { invalidates: [['materials'], ['tags', 'list']] };

/** One material with where it is used and what the caller may change. */
export const fetchMaterialDetail = (id: number, options?: RequestOptions) =>
  api(calls.materials.detail, { material_id: id }, options);

/** Deletes materials: images through the delete call, videos through the status change to -1. */
export function useDeleteMaterials() {
  const removeImages = useCallMutation(calls.materials.remove, materialChange);
  const removeVideos = useCallMutation(calls.materials.updateStatus, materialChange);
  return {
    isPending: removeImages.isPending || removeVideos.isPending,
    mutateAsync: ({ ids, type }: { ids: number[]; type: number }) =>
      type === MaterialType.VIDEO
        ? removeVideos.mutateAsync({ material_ids: ids, status: MaterialStatus.DELETED })
        : removeImages.mutateAsync({ material_ids: ids }),
  };
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
      if (outcome === 'linked') void client.invalidateQueries({ queryKey: ['materials'] });
    },
  });
}
