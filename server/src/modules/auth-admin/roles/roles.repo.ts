import type { Updateable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { isPostgres } from '../../../db/dialect.js';
import { idList } from '../../../db/id-list.js';
import type { RoleTable } from '../auth-admin.tables.js';

export function listRoles(db: DB) {
  return db.selectFrom('role').select(['id', 'name', 'is_admin', 'remark', 'create_time']).orderBy('id').execute();
}

export function findRole(db: DB, id: number) {
  return db.selectFrom('role').select(['id', 'name', 'is_admin', 'remark']).where('id', '=', id).executeTakeFirst();
}

/** Users per role (enabled or not). */
export async function userCounts(db: DB): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('app_user')
    .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('role_id')
    .execute();
  return new Map(rows.map((r) => [r.role_id, Number(r.n)]));
}

export async function countUsers(db: DB, roleId: number, enabledOnly = false): Promise<number> {
  let q = db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role_id', '=', roleId);
  if (enabledOnly) q = q.where('status', '=', 1);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/**
 * Locks the administrator roles until the transaction ends (PostgreSQL; SQLite runs one writing transaction at a
 * time), so two administrators demoting each other's roles at once are judged one after the other.
 */
export async function lockAdminRoles(db: DB): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('role').select('id').where('is_admin', '=', 1).orderBy('id').forUpdate().execute();
}

/** Administrator roles other than `roleId` that an enabled user holds. */
export async function otherStaffedAdminRoles(db: DB, roleId: number): Promise<number> {
  const r = await db
    .selectFrom('role as r')
    .innerJoin('app_user as u', 'u.role_id', 'r.id')
    .select((eb) => eb.fn.count<number>('r.id').distinct().as('n'))
    .where('r.is_admin', '=', 1)
    .where('r.id', '<>', roleId)
    .where('u.status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function allRoleMenus(db: DB) {
  return db.selectFrom('role_menu').select(['role_id', 'menu_id']).orderBy('menu_id').execute();
}

export function allRoleGroups(db: DB) {
  return db.selectFrom('role_permission_group').select(['role_id', 'group_id']).orderBy('group_id').execute();
}

export async function updateRole(db: DB, id: number, patch: Updateable<RoleTable>): Promise<void> {
  if (!Object.keys(patch).length) return;
  await db.updateTable('role').set(patch).where('id', '=', id).execute();
}

export async function deleteRole(db: DB, id: number): Promise<void> {
  await db.deleteFrom('role_menu').where('role_id', '=', id).execute();
  await db.deleteFrom('role_permission_group').where('role_id', '=', id).execute();
  await db.deleteFrom('role').where('id', '=', id).execute();
}

/** The menu tree's links, to keep only the leaves of a grant. */
export function menuLinks(db: DB) {
  return db.selectFrom('menu').select(['id', 'parent_id']).execute();
}

/** Which of `ids` are group ids that exist. */
export async function existingGroupIds(db: DB, ids: number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('permission_group').select('id').where('id', 'in', idList(ids)).execute();
  return new Set(rows.map((r) => r.id));
}

/** A role's grants as stored, for the audit log's before. */
export async function grantsOf(db: DB, roleId: number): Promise<{ menu_ids: number[]; group_ids: number[] }> {
  const [menus, groups] = await Promise.all([
    db.selectFrom('role_menu').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute(),
    db
      .selectFrom('role_permission_group')
      .select('group_id')
      .where('role_id', '=', roleId)
      .orderBy('group_id')
      .execute(),
  ]);
  return { menu_ids: menus.map((m) => m.menu_id), group_ids: groups.map((g) => g.group_id) };
}

/** Replaces a role's grants with these leaf menus and groups. */
export async function replaceGrants(db: DB, roleId: number, menuIds: number[], groupIds: number[]): Promise<void> {
  await db.deleteFrom('role_menu').where('role_id', '=', roleId).execute();
  await db.deleteFrom('role_permission_group').where('role_id', '=', roleId).execute();
  if (menuIds.length) {
    await db
      .insertInto('role_menu')
      .values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id })))
      .execute();
  }
  if (groupIds.length) {
    await db
      .insertInto('role_permission_group')
      .values(groupIds.map((group_id) => ({ role_id: roleId, group_id })))
      .execute();
  }
}
