import { calls, type PartnerFolderCreateRequest, type PartnerFolderEditRequest } from '@adconsole/contract';
import { useCallMutation } from '../../../app/useCall';
import { audienceRefusal } from '../refusals';

/** What a mapping change answers (worded as the audience area words refusals) and refetches: every mapping page. */
export const partnerFolderChange = { refusals: { text: audienceRefusal }, invalidates: [['partnerFolders']] };

/** Maps a folder to accounts (a new mapping) or changes a mapping's accounts. */
export function useSavePartnerFolder() {
  const create = useCallMutation(calls.partnerFolders.create, partnerFolderChange);
  const edit = useCallMutation(calls.partnerFolders.edit, partnerFolderChange);
  return {
    isPending: create.isPending || edit.isPending,
    mutateAsync: (body: PartnerFolderCreateRequest | PartnerFolderEditRequest) =>
      'id' in body ? edit.mutateAsync(body) : create.mutateAsync(body),
  };
}
