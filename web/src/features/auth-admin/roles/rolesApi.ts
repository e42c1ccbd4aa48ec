import { type CallBody, type CallQuery, calls } from '@adconsole/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/request';
import { accessKeys, useAccessChange } from '../menus/menusApi';

const quiet = { quiet: true };

/** Every role, with its grants and how many users hold it. */
export function useRoles() {
  return useQuery({
    queryKey: accessKeys.roles,
    queryFn: async () => (await api(calls.authAccess.roles)).data,
  });
}

/** The users of one role (the first page of the users search), for the role screen's "users" list. */
export function useRoleUsers(roleId: number | null) {
  return useQuery({
    queryKey: [...accessKeys.roles, 'users', roleId ?? 0],
    enabled: roleId !== null,
    queryFn: async () =>
      (await api(calls.authAdmin.userPage, { role_id: roleId ?? undefined, page_no: 1, page_size: 100 })).data,
  });
}

/** Creates a role with its grants. */
export const useCreateRole = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.createRole>) =>
    api(calls.authAccess.createRole, body, quiet),
  );

/** Edits a role's name, remark or administrator flag. */
export const useEditRole = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.editRole>) => api(calls.authAccess.editRole, body, quiet));

/** Replaces a role's grants (leaf menus and groups ticked). */
export const useLinkRoleMenu = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.linkRoleMenu>) =>
    api(calls.authAccess.linkRoleMenu, body, quiet),
  );

/** Deletes a role no user holds. */
export const useDeleteRole = () =>
  useAccessChange((query: CallQuery<typeof calls.authAccess.deleteRole>) =>
    api(calls.authAccess.deleteRole, query, quiet),
  );
