import { defineCalls } from './call.js';

/**
 * The `/v2/auth/*` access-model calls: roles and their grants, the menu tree, permission groups, permissions, and a
 * user's effective access. Reading goes by the view groups; every change also needs an administrator role.
 */
export const authAccessCalls = defineCalls({
  roles: { method: 'GET', path: '/v2/auth/role/list', access: 'auth.role.view', answer: 'roleListItems' },
  createRole: {
    method: 'POST',
    path: '/v2/auth/role',
    access: 'auth.role.edit',
    body: 'roleCreateRequest',
    answer: 'idAnswer',
  },
  editRole: {
    method: 'PUT',
    path: '/v2/auth/role',
    access: 'auth.role.edit',
    body: 'roleEditRequest',
    answer: 'idAnswer',
  },
  deleteRole: {
    method: 'DELETE',
    path: '/v2/auth/role',
    access: 'auth.role.edit',
    query: 'roleDeleteQuery',
    answer: null,
  },
  linkRoleMenu: {
    method: 'POST',
    path: '/v2/auth/role/linkRoleMenu',
    access: 'auth.role.edit',
    body: 'linkRoleMenuRequest',
    answer: 'idAnswer',
  },
  menus: { method: 'GET', path: '/v2/auth/menu', access: 'auth.menu.view', answer: 'menuItems' },
  createMenu: {
    method: 'POST',
    path: '/v2/auth/menu',
    access: 'auth.menu.edit',
    body: 'menuCreateRequest',
    answer: 'idAnswer',
  },
  editMenu: {
    method: 'PUT',
    path: '/v2/auth/menu',
    access: 'auth.menu.edit',
    body: 'menuEditRequest',
    answer: 'idAnswer',
  },
  deleteMenu: {
    method: 'DELETE',
    path: '/v2/auth/menu',
    access: 'auth.menu.edit',
    query: 'menuDeleteQuery',
    answer: null,
  },
  menuPermission: {
    method: 'POST',
    path: '/v2/auth/relation/menu_permission',
    access: 'auth.menu.edit',
    body: 'menuPermissionRequest',
    answer: 'idsAnswer',
  },
  // a search with a JSON body, as the spec gives PUT for it
  groupPage: {
    method: 'PUT',
    path: '/v2/auth/permission_group/list',
    access: 'auth.menu.view',
    body: 'permissionGroupSearch',
    answer: 'permissionGroupPage',
  },
  createGroup: {
    method: 'POST',
    path: '/v2/auth/permission_group',
    access: 'auth.menu.edit',
    body: 'permissionGroupCreateRequest',
    answer: 'idAnswer',
  },
  editGroup: {
    method: 'PUT',
    path: '/v2/auth/permission_group',
    access: 'auth.menu.edit',
    body: 'permissionGroupEditRequest',
    answer: 'idAnswer',
  },
  deleteGroup: {
    method: 'DELETE',
    path: '/v2/auth/permission_group',
    access: 'auth.menu.edit',
    query: 'permissionGroupDeleteQuery',
    answer: null,
  },
  permissions: {
    method: 'GET',
    path: '/v2/auth/permission',
    access: 'auth.menu.view',
    query: 'permissionListQuery',
    answer: 'permissionItems',
  },
  createPermission: {
    method: 'POST',
    path: '/v2/auth/permission',
    access: 'auth.menu.edit',
    body: 'permissionCreateRequest',
    answer: 'idAnswer',
  },
  editPermission: {
    method: 'PUT',
    path: '/v2/auth/permission',
    access: 'auth.menu.edit',
    body: 'permissionEditRequest',
    answer: 'idAnswer',
  },
  deletePermission: {
    method: 'DELETE',
    path: '/v2/auth/permission',
    access: 'auth.menu.edit',
    query: 'permissionDeleteQuery',
    answer: null,
  },
  userAccess: {
    method: 'GET',
    path: '/v2/auth/user/access',
    access: 'auth.user.view',
    query: 'userAccessQuery',
    answer: 'userAccess',
  },
});
