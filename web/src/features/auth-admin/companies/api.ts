import { type CallBody, calls } from '@adconsole/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/request';
import { outcomeOf } from '../directory/outcome';
import { afterDirectoryChange, directoryKeys } from '../directory/queryKeys';

const { authAdmin } = calls;

/** What the company form saves: a new company, or a change of one (name, or status to disable it). */
export type CompanySaveBody = CallBody<typeof authAdmin.createCompany> | CallBody<typeof authAdmin.editCompany>;

/** Every company, enabled or not (the companies tab, and the company choice of the account and user forms). */
export function useCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: directoryKeys.companies,
    queryFn: async () => (await api(authAdmin.companies)).data,
    enabled,
  });
}

/** Creates or changes a company; answers the outcome so the form can place a refusal by its field. */
export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySaveBody) =>
      outcomeOf<unknown>(
        'id' in body
          ? api(authAdmin.editCompany, body, { quiet: true })
          : api(authAdmin.createCompany, body, { quiet: true }),
      ),
    onSuccess: () => afterDirectoryChange(client),
  });
}

/** Deletes a company; a refusal names the accounts and users it still has. */
export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => outcomeOf(api(authAdmin.deleteCompany, { id }, { quiet: true })),
    onSuccess: () => afterDirectoryChange(client),
  });
}
