import { z } from 'zod';
import type { MenuName } from './access.js';
import { navNode } from './auth.js';
import { accountItem } from './directory.js';
import { listOf, pageQuery } from './envelope.js';
import { int32, queryInt32 } from './numbers.js';
import { nameFilter, safeName, safeString } from './strings.js';

/**
 * The access model the administrator edits: roles, the menu tree, permission groups under menus, permissions (the
 * server's calls) in groups, and a role's grants (leaf menus ticked plus groups).
 */

/**
 * The titles a menu the code serves starts with (copied from the web's `menu.<name>` texts); the administrator may
 * retitle it afterwards, and the menu row keeps what they chose.
 */
export const MENU_TITLES = {
  home: { zh: '首页', en: 'Home' },
  material: { zh: '素材库', en: 'Material Library' },
  'material.image': { zh: '图片库', en: 'Image Library' },
  'material.video': { zh: '视频库', en: 'Video Library' },
  'material.creativeTag': { zh: '创意标签管理', en: 'Manage Creative Tags' },
  audience: { zh: '受众管理', en: 'Audience Management' },
  'audience.index': { zh: '受众列表', en: 'Audience List' },
  'audience.create': { zh: '新建人群包', en: 'Create Audience' },
  'audience.partnerFolder': { zh: '合作方目录', en: 'Partner Folders' },
  'audience.deviceEvent': { zh: '设备事件', en: 'Device Events' },
  package: { zh: '推广管理', en: 'Promotion Management' },
  'package.index': { zh: '推广应用', en: 'Promotion Apps' },
  advertising: { zh: '广告投放', en: 'Advertising' },
  'advertising.index': { zh: '广告系列', en: 'Campaigns' },
  'advertising.view': { zh: '广告系列详情', en: 'Campaign Details' },
  auth: { zh: '权限管理', en: 'Auth Administration' },
  'auth.account': { zh: '账户管理', en: 'Accounts' },
  'auth.user': { zh: '用户管理', en: 'Users' },
  'auth.role': { zh: '角色管理', en: 'Roles' },
  'auth.menu': { zh: '菜单管理', en: 'Menus' },
  'auth.audit': { zh: '操作日志', en: 'Audit Log' },
  placement: { zh: '广告位管理', en: 'Placements' },
  'placement.mediaApp': { zh: '媒体应用', en: 'Media Apps' },
  'placement.adPosition': { zh: '广告位', en: 'Ad Positions' },
  'placement.dsp': { zh: 'DSP 与广告位映射', en: 'DSPs and Mappings' },
  'placement.adPlatform': { zh: '广告平台', en: 'Ad Platforms' },
  'auth.apiKey': { zh: 'API 密钥', en: 'API Keys' },
  report: { zh: '数据报表', en: 'Reports' },
  'report.delivery': { zh: '投放报表', en: 'Delivery Report' },
} as const satisfies Record<MenuName, { zh: string; en: string }>;

export const AccessLimits = {
  NAME_MAX: 64,
  TITLE_MAX: 64,
  REMARK_MAX: 200,
  URL_MAX: 500,
  PATH_MAX: 200,
} as const;

const id = int32().positive();
const queryId = queryInt32().positive();
const ids = z.array(id).max(10000);
const title = safeName().min(1).max(AccessLimits.TITLE_MAX);
const remark = safeString().trim().max(AccessLimits.REMARK_MAX);
/** a key the code and the web's locale fall-back read: letters, digits, dot, dash, underscore */
const key = safeString()
  .trim()
  .min(1)
  .max(AccessLimits.NAME_MAX)
  .regex(/^[A-Za-z][\w.-]*$/, 'letters, digits, dot, dash or underscore, starting with a letter');
const externalUrl = safeString()
  .trim()
  .max(AccessLimits.URL_MAX)
  .regex(/^https?:\/\/\S+$/, 'an http(s) address');

// ---- roles

/** One role of the roles screen, with what it grants (leaf menus ticked and groups) and how many users hold it. */
export const roleListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  is_admin: z.boolean(),
  remark: z.string(),
  create_time: z.number().int(),
  /** users with this role (enabled or not): a role with users cannot be deleted */
  user_count: z.number().int(),
  /** the leaf menus ticked; a parent is in the role when any of its descendants is */
  menu_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
});
export type RoleListItem = z.infer<typeof roleListItem>;
export const roleListItems = z.array(roleListItem);

export const roleCreateRequest = z.object({
  name: safeName().min(1).max(AccessLimits.NAME_MAX),
  remark: remark.default(''),
  is_admin: z.boolean().default(false),
  /** leaf menus ticked (a menu with children is implied by its ticked descendants, so it is not stored) */
  menu_ids: ids.default([]),
  group_ids: ids.default([]),
});
export type RoleCreateRequest = z.infer<typeof roleCreateRequest>;

/** A role edit: the fields given change, the others stay (grants change through linkRoleMenu). */
export const roleEditRequest = z.object({
  id,
  name: safeName().min(1).max(AccessLimits.NAME_MAX).optional(),
  remark: remark.optional(),
  is_admin: z.boolean().optional(),
});
export type RoleEditRequest = z.infer<typeof roleEditRequest>;

export const roleDeleteQuery = z.object({ id: queryId });

/** Replaces a role's grants: the leaf menus ticked and the permission groups. */
export const linkRoleMenuRequest = z.object({ role_id: id, menu_ids: ids, group_ids: ids });
export type LinkRoleMenuRequest = z.infer<typeof linkRoleMenuRequest>;

// ---- menus

/** A permission group as the menu tree shows it under its menu. */
export const menuGroupItem = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: z.string(),
  /** declared by the code: cannot be deleted or renamed */
  builtin: z.boolean(),
});

/**
 * One menu row of the whole tree (flat: `parent_id` and `sort` place it). A menu the code serves (`builtin`) has an
 * internal `path`; an administrator's menu is a grouping menu (no path, no url) or an external link.
 */
export const menuItem = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  path: z.string(),
  external_url: z.string().nullable(),
  title_zh: z.string(),
  title_en: z.string(),
  /** position among its siblings, from 0 */
  sort: z.number().int(),
  hidden: z.boolean(),
  builtin: z.boolean(),
  groups: z.array(menuGroupItem),
});
export type MenuItem = z.infer<typeof menuItem>;
export const menuItems = z.array(menuItem);

export const menuCreateRequest = z.object({
  /** null or absent: a top-level menu */
  parent_id: id.nullable().optional(),
  /** the menu's key; absent: the server names it `custom_<id>` */
  name: key.optional(),
  title_zh: title,
  title_en: title,
  /** an external link; absent or null: a grouping menu */
  external_url: externalUrl.nullable().optional(),
  hidden: z.boolean().default(false),
});
export type MenuCreateRequest = z.infer<typeof menuCreateRequest>;

/**
 * A menu edit: the fields given change. `parent_id` moves it (null: top level); `sort` is its new position among its
 * (new) siblings, from 0, the others shifting to make room. A builtin menu keeps its path and has no external url.
 */
export const menuEditRequest = z.object({
  id,
  parent_id: id.nullable().optional(),
  sort: int32().min(0).optional(),
  title_zh: title.optional(),
  title_en: title.optional(),
  hidden: z.boolean().optional(),
  external_url: externalUrl.nullable().optional(),
});
export type MenuEditRequest = z.infer<typeof menuEditRequest>;

export const menuDeleteQuery = z.object({ menu_id: queryId });

// ---- permission groups

/** One permission group of the groups list. */
export const permissionGroupItem = menuGroupItem.extend({
  menu_id: z.number().int(),
  menu_name: z.string(),
  /** permissions (calls) in the group */
  permission_count: z.number().int(),
  /** roles granted the group */
  role_count: z.number().int(),
});
export type PermissionGroupItem = z.infer<typeof permissionGroupItem>;
export const permissionGroupPage = listOf(permissionGroupItem);

/** The search of PUT /v2/auth/permission_group/list, read from the body (the spec gives only the method). */
export const permissionGroupSearch = pageQuery.extend({
  menu_id: id.optional(),
  /** part of the group's name */
  name: nameFilter().trim().max(AccessLimits.NAME_MAX).optional(),
});
export type PermissionGroupSearch = z.infer<typeof permissionGroupSearch>;

export const permissionGroupCreateRequest = z.object({ name: key, menu_id: id, remark: remark.default('') });
/** A group edit: a builtin group keeps its name (the code checks calls by it); `menu_id` moves it. */
export const permissionGroupEditRequest = z.object({
  id,
  name: key.optional(),
  menu_id: id.optional(),
  remark: remark.optional(),
});
export const permissionGroupDeleteQuery = z.object({ id: queryId });

/** Hangs the listed groups under a menu (groups already there and not listed stay). */
export const menuPermissionRequest = z.object({ menu_id: id, group_ids: ids.min(1) });

// ---- permissions

/** One permission: an API call (method + path) in a group. */
export const permissionItem = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  method: z.string(),
  path: z.string(),
  remark: z.string(),
  /** a call the server declares: it can move to another group, not be deleted or re-pathed */
  builtin: z.boolean(),
});
export type PermissionItem = z.infer<typeof permissionItem>;
export const permissionItems = z.array(permissionItem);

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const permissionListQuery = z.object({
  group_id: z.preprocess(blank, queryId.optional()),
  menu_id: z.preprocess(blank, queryId.optional()),
  /** part of the path */
  path: z.preprocess(blank, safeString().trim().max(AccessLimits.PATH_MAX).optional()),
});

const method = z.enum(['GET', 'POST', 'PUT', 'DELETE']);
const apiPath = safeString()
  .trim()
  .max(AccessLimits.PATH_MAX)
  .regex(/^\/v[12]\/\S*$/, 'an API path under /v1/ or /v2/');
export const permissionCreateRequest = z.object({ group_id: id, method, path: apiPath, remark: remark.default('') });
/** A permission edit: a builtin one only moves between groups and changes its remark. */
export const permissionEditRequest = z.object({
  id,
  group_id: id.optional(),
  method: method.optional(),
  path: apiPath.optional(),
  remark: remark.optional(),
});
export const permissionDeleteQuery = z.object({ id: queryId });

// ---- effective access

export const userAccessQuery = z.object({ user_id: queryId });

/** Why a user has a menu: administrator role, a tick on it, or a tick on a descendant (`implied_by` names them). */
export const AccessSource = { ADMIN: 'admin', GRANTED: 'granted', IMPLIED: 'implied' } as const;
const source = z.enum([AccessSource.ADMIN, AccessSource.GRANTED, AccessSource.IMPLIED]);

/** A user's effective access, and why: their role, its menus and groups, the accounts scoping their data. */
export const userAccess = z.object({
  user: z.object({ id: z.number().int(), shareid: z.string(), enabled: z.boolean() }),
  role: z.object({ id: z.number().int(), name: z.string(), is_admin: z.boolean() }),
  menus: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      title_zh: z.string(),
      title_en: z.string(),
      source,
      /** for an implied menu: the ticked descendants that bring it */
      implied_by: z.array(z.string()),
    }),
  ),
  groups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      menu_name: z.string(),
      source: z.enum([AccessSource.ADMIN, AccessSource.GRANTED]),
      /** granted, but the role lacks the group's menu, so its calls still answer 402 */
      menu_missing: z.boolean(),
    }),
  ),
  /** every account (administrators), or only the linked ones */
  all_accounts: z.boolean(),
  accounts: z.array(accountItem),
  /** the navigation the user would see (the getRoleMenu tree) */
  navigation: z.array(navNode),
});
export type UserAccess = z.infer<typeof userAccess>;

/** The `data` of MENU_IN_USE: what still holds the menu that was to be deleted, by name. */
export interface MenuHolders {
  id: number;
  children: string[];
  groups: string[];
  roles: string[];
}

/** The `data` of GROUP_IN_USE: the roles granted the group and the permissions in it. */
export interface GroupHolders {
  id: number;
  roles: string[];
  permissions: string[];
}
