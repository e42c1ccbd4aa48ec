import {
  calls,
  type PartnerFolderCreateRequest,
  type PartnerFolderEditRequest,
  type PartnerFolderListQuery,
} from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/request';
import { audienceOutcome } from '../api';

const folderCalls = calls.partnerFolders;

/** Query keys of the partner folder mappings; every page goes after a change. */
export const partnerFolderKeys = {
  all: ['partner-folders'] as const,
  list: (query: PartnerFolderListQuery) => ['partner-folders', 'list', query] as const,
};

/** One page of the partner folder mappings. */
export function usePartnerFolders(query: PartnerFolderListQuery) {
  return useQuery({
    queryKey: partnerFolderKeys.list(query),
    queryFn: async () => (await api(folderCalls.list, query)).data,
    placeholderData: keepPreviousData,
  });
}

function useFolderChange<I>(send: (input: I) => ReturnType<typeof api>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => audienceOutcome(send(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerFolderKeys.all }),
  });
}

/** Maps a folder to accounts (a new mapping) or changes a mapping's accounts. */
export const useSavePartnerFolder = () =>
  useFolderChange((body: PartnerFolderCreateRequest | PartnerFolderEditRequest) =>
    'id' in body ? api(folderCalls.edit, body, { quiet: true }) : api(folderCalls.create, body, { quiet: true }),
  );

/** Unmaps a folder: no new package reads its files. */
export const useDeletePartnerFolder = () =>
  useFolderChange((id: number) => api(folderCalls.remove, { id }, { quiet: true }));
