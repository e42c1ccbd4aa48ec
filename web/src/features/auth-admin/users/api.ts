import { type CallBody, type CallQuery, calls } from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccess } from '../../../app/access';
import { api } from '../../../app/request';
import { outcomeOf } from '../directory/outcome';
import { afterDirectoryChange, directoryKeys } from '../directory/queryKeys';

const { authAdmin } = calls;

/** One page of the users screen's search. */
export function useUserPage(query: CallQuery<typeof authAdmin.userPage>) {
  return useQuery({
    queryKey: directoryKeys.users(query),
    queryFn: async () => (await api(authAdmin.userPage, query)).data,
    placeholderData: keepPreviousData,
  });
}

/** Every user of the caller's scope, as options (the linked-users drawer's choice). */
export function useUserOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: directoryKeys.userOptions,
    queryFn: async () => (await api(authAdmin.users, {})).data,
    enabled,
  });
}

/**
 * The roles a user can be given. The role list has its own group: a role without it is not asked (the list would be
 * refused with a 403 message on every visit), and its screens show the role names the user rows carry.
 */
export function useRoles({ enabled = true }: { enabled?: boolean } = {}) {
  const access = useAccess();
  return useQuery({
    queryKey: directoryKeys.roles,
    queryFn: async () => (await api(calls.authAccess.roles)).data,
    staleTime: 60_000,
    enabled: enabled && (access.isAdmin || access.can['auth.role.view']),
  });
}

/** Creates a user (the password already base64-encoded). */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof authAdmin.createUser>) =>
      outcomeOf(api(authAdmin.createUser, body, { quiet: true })),
    onSuccess: () => afterDirectoryChange(client),
  });
}

/** Changes a user's role, company or linked accounts. */
export function useEditUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof authAdmin.editUser>) =>
      outcomeOf(api(authAdmin.editUser, body, { quiet: true })),
    onSuccess: () => afterDirectoryChange(client),
  });
}

/** Enables or disables a user (disabling ends every session of theirs). */
export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof authAdmin.setUserStatus>) =>
      outcomeOf(api(authAdmin.setUserStatus, body, { quiet: true })),
    onSuccess: () => afterDirectoryChange(client),
  });
}

/** Sets a new password (already base64-encoded); every session of the user ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: CallBody<typeof authAdmin.resetPassword>) =>
      outcomeOf(api(authAdmin.resetPassword, body, { quiet: true })),
  });
}

/** Deletes a user. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => outcomeOf(api(authAdmin.deleteUser, { id }, { quiet: true })),
    onSuccess: () => afterDirectoryChange(client),
  });
}
