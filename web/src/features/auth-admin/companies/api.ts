import { calls } from '@adconsole/contract';
import { useCall, useCreateOrEdit } from '../../../app/useCall';
import { directoryChange } from '../directory/outcome';

const { authAdmin } = calls;

/** Every company, enabled or not (the companies tab, and the company choice of the account and user forms). */
export const useCompanies = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useCall(authAdmin.companies, undefined, { enabled });

/** Creates or changes a company; answers the outcome so the form can place a refusal by its field. */
export const useSaveCompany = () => useCreateOrEdit(authAdmin.createCompany, authAdmin.editCompany, directoryChange);
