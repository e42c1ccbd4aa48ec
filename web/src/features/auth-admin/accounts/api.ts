import { type CallBody, calls } from '@adconsole/contract';
import { useCallMutation } from '../../../app/useCall';
import { directoryChange } from '../directory/outcome';

const { authAdmin } = calls;

/** What the account form saves: a new account, or an edited one (it carries its id). */
export type AccountSaveBody = CallBody<typeof authAdmin.createAccount> | CallBody<typeof authAdmin.editAccount>;

/** Creates or edits an account; answers the outcome so the form can place a refusal by its field. */
export function useSaveAccount() {
  const create = useCallMutation(authAdmin.createAccount, directoryChange);
  const edit = useCallMutation(authAdmin.editAccount, directoryChange);
  return {
    isPending: create.isPending || edit.isPending,
    mutateAsync: (body: AccountSaveBody) => ('id' in body ? edit.mutateAsync(body) : create.mutateAsync(body)),
  };
}

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
