import { AccountRelationType, type Envelope, type MaterialDetail } from '@adconsole/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, get, post } from '../../../app/request';
import { type MaterialSaveBody, materialKeys } from '../api';

/** DELETE /v1/file: removes an uploaded file that no material uses. */
export const deleteUploadedFile = (fileId: number) => del<null>('/v1/file', { file_id: fileId });

/** What linking an existing material to an account came to: done, nothing to do, or the refusal to show. */
export type LinkOutcome = 'linked' | 'alreadyLinked' | Envelope<unknown>;

/**
 * Links an existing material (a 10010 duplicate) to an account instead of uploading the file again: reads the
 * material, then saves it unchanged but for the account added (relation type 2). A material already linked to every
 * account, or to this one, needs nothing.
 */
async function linkExisting(materialId: number, accountId: number): Promise<LinkOutcome> {
  const detail = await get<MaterialDetail>('/v1/material/detail', { material_id: materialId }, { quiet: true });
  if (detail.code !== 200) return detail;
  const m = detail.data;
  const linked = m.accounts.map((a) => a.account_id);
  if (m.account_relation_type === AccountRelationType.ALL || linked.includes(accountId)) return 'alreadyLinked';
  const body: MaterialSaveBody = {
    material_id: m.id,
    material_name: m.name,
    tag_ids: m.tag_ids,
    account_relation_type: AccountRelationType.SPECIFIED,
    account_ids: [...linked, accountId],
  };
  const saved = await post<{ id: number }>('/v1/material/save', body, { quiet: true });
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
