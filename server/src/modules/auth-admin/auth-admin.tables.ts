import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Flag, Millis } from '../../db/columns.js';

// What auth administration creates and changes: roles, menus, permission groups and their calls, users. The session
// (modules/auth) reads the same rows through the database's one schema (db/schema.ts), not through this file, so it
// does not depend on this module.

export interface RoleTable {
  id: Generated<number>;
  name: string;
  is_admin: ColumnType<Flag, Flag | undefined, Flag>;
  remark: string;
  create_time: Millis;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  path: string;
  sort: number;
  hidden: ColumnType<Flag, Flag | undefined, Flag>;
  external_url: string | null;
  title_zh: Defaulted<string>;
  title_en: Defaulted<string>;
  /** a menu the code serves (contract MENUS): not deleted, path kept */
  builtin: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface PermissionGroupTable {
  id: Generated<number>;
  menu_id: number;
  name: string;
  builtin: ColumnType<Flag, Flag | undefined, Flag>;
  remark: Defaulted<string>;
}

/** One API call (method + path) of a permission group. */
export interface PermissionTable {
  id: Generated<number>;
  group_id: number;
  method: string;
  path: string;
  builtin: ColumnType<Flag, Flag | undefined, Flag>;
  remark: Defaulted<string>;
  /** the group the code declared at the last start (a code change re-files the call; an administrator's move stays) */
  declared_group: Defaulted<string>;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface RolePermissionGroupTable {
  role_id: number;
  group_id: number;
}

export interface UserTable {
  id: Generated<number>;
  login_name: string;
  password_hash: string;
  role_id: number;
  company_id: number | null;
  status: ColumnType<number, number | undefined, number>;
  create_time: Millis;
  last_login_time: Millis | null;
}
