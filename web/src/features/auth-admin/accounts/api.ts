import { calls } from '@adconsole/contract';
import { useCallMutation, useCreateOrEdit } from '../../../app/useCall';
import { directoryChange } from '../directory/outcome';

const { authAdmin } = calls;

/** Creates or edits an account; answers the outcome so the form can place a refusal by its field. */
export const useSaveAccount = () => useCreateOrEdit(authAdmin.createAccount, authAdmin.editAccount, directoryChange);

/** Links users to an account: one through addUser, several through batchAddUser. */
export function useAddAccountUsers() {
  const addOne = useCallMutation(authAdmin.addUser, directoryChange);
  const addSeveral = useCallMutation(authAdmin.batchAddUser, directoryChange);
  return {
    isPending: addOne.isPending || addSeveral.isPending,
    mutateAsync: ({ accountId, userIds }: { accountId: number; userIds: number[] }) =>
      userIds.length === 1
        ? addOne.mutateAsync({ account_id: accountId, user_id: userIds[0]! })
        : addSeveral.mutateAsync({ account_id: accountId, user_ids: userIds }),
  };
}
