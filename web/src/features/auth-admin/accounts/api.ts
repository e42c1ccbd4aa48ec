import { type CallBody, type CallQuery, calls } from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/request';
import { outcomeOf } from '../directory/outcome';
import { afterDirectoryChange, directoryKeys } from '../directory/queryKeys';

const { authAdmin } = calls;

/** What the account form saves: a new account, or an edited one (it carries its id). */
export type AccountSaveBody = CallBody<typeof authAdmin.createAccount> | CallBody<typeof authAdmin.editAccount>;

/** One page of the account administration list. */
export function useAccountPage(query: CallQuery<typeof authAdmin.accountPage>) {
  return useQuery({
    queryKey: directoryKeys.accounts(query),
    queryFn: async () => (await api(authAdmin.accountPage, query)).data,
    placeholderData: keepPreviousData,
  });
}

/** The users linked to an account (the linked-users drawer); nothing is loaded while no account is open. */
export function useAccountUsers(accountId: number | null) {
  return useQuery({
    queryKey: directoryKeys.accountUsers(accountId ?? 0),
    enabled: accountId !== null,
    queryFn: async () => (await api(authAdmin.users, { account_id: accountId ?? undefined })).data,
  });
}

/** Creates or edits an account; answers the outcome so the form can place a refusal by its field. */
export function useSaveAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountSaveBody) =>
      outcomeOf<unknown>(
        'id' in body
          ? api(authAdmin.editAccount, body, { quiet: true })
          : api(authAdmin.createAccount, body, { quiet: true }),
      ),
    onSuccess: () => afterDirectoryChange(client),
  });
}

/** Deletes an account; a refusal names what still holds it. */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => outcomeOf(api(authAdmin.deleteAccount, { id }, { quiet: true })),
    onSuccess: () => afterDirectoryChange(client),
  });
}

/** Links users to an account: one through addUser, several through batchAddUser. */
export function useAddAccountUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, userIds }: { accountId: number; userIds: number[] }) =>
      outcomeOf<unknown>(
        userIds.length === 1
          ? api(authAdmin.addUser, { account_id: accountId, user_id: userIds[0]! }, { quiet: true })
          : api(authAdmin.batchAddUser, { account_id: accountId, user_ids: userIds }, { quiet: true }),
      ),
    onSuccess: () => afterDirectoryChange(client),
  });
}

/** Unlinks a user from an account. */
export function useRemoveAccountUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, userId }: { accountId: number; userId: number }) =>
      outcomeOf(api(authAdmin.delUser, { user_id: userId, account_ids: [accountId] }, { quiet: true })),
    onSuccess: () => afterDirectoryChange(client),
  });
}
