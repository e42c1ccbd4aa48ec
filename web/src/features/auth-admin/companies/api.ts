import { type CallBody, calls } from '@adconsole/contract';
import { useCall, useCallMutation } from '../../../app/useCall';
import { directoryChange } from '../directory/outcome';

const { authAdmin } = calls;

/** What the company form saves: a new company, or a change of one (name, or status to disable it). */
export type CompanySaveBody = CallBody<typeof authAdmin.createCompany> | CallBody<typeof authAdmin.editCompany>;

/** Every company, enabled or not (the companies tab, and the company choice of the account and user forms). */
export const useCompanies = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useCall(authAdmin.companies, undefined, { enabled });

/** Creates or changes a company; answers the outcome so the form can place a refusal by its field. */
export function useSaveCompany() {
  const create = useCallMutation(authAdmin.createCompany, directoryChange);
  const edit = useCallMutation(authAdmin.editCompany, directoryChange);
  return {
    isPending: create.isPending || edit.isPending,
    mutateAsync: (body: CompanySaveBody) => ('id' in body ? edit.mutateAsync(body) : create.mutateAsync(body)),
  };
}
