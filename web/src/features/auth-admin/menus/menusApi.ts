import { type CallBody, type CallQuery, calls } from '@adconsole/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/request';

/** Query keys of the access model (roles, menus, groups, permissions); every change there invalidates `all`. */
export const accessKeys = {
  all: ['authAccess'] as const,
  roles: ['authAccess', 'roles'] as const,
  menus: ['authAccess', 'menus'] as const,
  permissions: (groupId: number) => ['authAccess', 'permissions', groupId] as const,
  groups: (menuId: number) => ['authAccess', 'groups', menuId] as const,
  user: (userId: number) => ['authAccess', 'user', userId] as const,
};

/** Every menu row (flat, with its groups): the menus screen and the role grant tree build their trees from it. */
export function useMenuRows() {
  return useQuery({
    queryKey: accessKeys.menus,
    queryFn: async () => (await api(calls.authAccess.menus)).data,
  });
}

/** The permission groups of one menu, with how many permissions and roles each has. */
export function useMenuGroups(menuId: number | null) {
  return useQuery({
    queryKey: accessKeys.groups(menuId ?? 0),
    enabled: menuId !== null,
    queryFn: async () =>
      (await api(calls.authAccess.groupPage, { menu_id: menuId ?? undefined, page_no: 1, page_size: 1000 })).data.list,
  });
}

/** The permissions (method + path) of one group. */
export function useGroupPermissions(groupId: number) {
  return useQuery({
    queryKey: accessKeys.permissions(groupId),
    queryFn: async () => (await api(calls.authAccess.permissions, { group_id: groupId })).data,
  });
}

/** A mutation of the access model that refreshes every view of it (quiet: the caller explains refusals by code). */
export function useAccessChange<I, R>(send: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.all }),
  });
}

const quiet = { quiet: true };

/** Creates a grouping menu or an external link. */
export const useCreateMenu = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.createMenu>) =>
    api(calls.authAccess.createMenu, body, quiet),
  );

/** Edits a menu: titles, hidden flag, link, parent or position. */
export const useEditMenu = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.editMenu>) => api(calls.authAccess.editMenu, body, quiet));

/** Deletes a menu the administrator added. */
export const useDeleteMenu = () =>
  useAccessChange((query: CallQuery<typeof calls.authAccess.deleteMenu>) =>
    api(calls.authAccess.deleteMenu, query, quiet),
  );

/** Creates a permission group under a menu. */
export const useCreateGroup = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.createGroup>) =>
    api(calls.authAccess.createGroup, body, quiet),
  );

/** Edits a permission group's name or remark. */
export const useEditGroup = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.editGroup>) => api(calls.authAccess.editGroup, body, quiet));

/** Deletes a permission group. */
export const useDeleteGroup = () =>
  useAccessChange((query: CallQuery<typeof calls.authAccess.deleteGroup>) =>
    api(calls.authAccess.deleteGroup, query, quiet),
  );

/** Hangs groups under another menu (relation/menu_permission). */
export const useMoveGroups = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.menuPermission>) =>
    api(calls.authAccess.menuPermission, body, quiet),
  );

/** Adds a permission (method + path) to a group. */
export const useCreatePermission = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.createPermission>) =>
    api(calls.authAccess.createPermission, body, quiet),
  );

/** Edits a permission. */
export const useEditPermission = () =>
  useAccessChange((body: CallBody<typeof calls.authAccess.editPermission>) =>
    api(calls.authAccess.editPermission, body, quiet),
  );

/** Deletes a permission. */
export const useDeletePermission = () =>
  useAccessChange((query: CallQuery<typeof calls.authAccess.deletePermission>) =>
    api(calls.authAccess.deletePermission, query, quiet),
  );
