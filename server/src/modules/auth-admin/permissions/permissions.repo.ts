import type { Updateable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import { type Paging, paged } from '../../../db/paged.js';
import { containsText } from '../../../db/text-search.js';
import type { PermissionGroupTable, PermissionTable } from '../auth-admin.tables.js';

/** One page of permission groups with their menu and how many permissions and roles each has. */
export function pageGroups(db: DB, filter: { menu_id?: number; name?: string }, page: Paging) {
  let q = db
    .selectFrom('permission_group as g')
    .innerJoin('menu as m', 'm.id', 'g.menu_id')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.remark',
      'g.builtin',
      'g.menu_id',
      'm.name as menu_name',
      eb
        .selectFrom('permission as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.group_id', '=', 'g.id')
        .as('permission_count'),
      eb
        .selectFrom('role_permission_group as rg')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('rg.group_id', '=', 'g.id')
        .as('role_count'),
    ]);
  if (filter.menu_id !== undefined) q = q.where('g.menu_id', '=', filter.menu_id);
  if (filter.name) q = q.where(containsText('g.name', filter.name));
  return paged(q.orderBy('g.menu_id').orderBy('g.id'), page);
}

export function findGroup(db: DB, id: number) {
  return db
    .selectFrom('permission_group')
    .select(['id', 'name', 'builtin', 'menu_id', 'remark'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function menuExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('menu').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertGroup(db: DB, row: { name: string; menu_id: number; remark: string }): Promise<number> {
  const r = await db
    .insertInto('permission_group')
    .values({ ...row, builtin: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateGroup(db: DB, id: number, patch: Updateable<PermissionGroupTable>): Promise<void> {
  if (!Object.keys(patch).length) return;
  await db.updateTable('permission_group').set(patch).where('id', '=', id).execute();
}

/** The roles granted a group and the permissions in it, by name. */
export async function groupHolders(db: DB, id: number) {
  const [roles, permissions] = await Promise.all([
    db
      .selectFrom('role_permission_group as rg')
      .innerJoin('role as r', 'r.id', 'rg.role_id')
      .select('r.name')
      .where('rg.group_id', '=', id)
      .orderBy('r.id')
      .execute(),
    db.selectFrom('permission').select(['method', 'path']).where('group_id', '=', id).orderBy('id').execute(),
  ]);
  return { roles: roles.map((r) => r.name), permissions: permissions.map((p) => `${p.method} ${p.path}`) };
}

export async function deleteGroup(db: DB, id: number): Promise<void> {
  await db.deleteFrom('permission_group').where('id', '=', id).execute();
}

/** Hangs groups under a menu; answers the groups that exist (and were moved) with the menu each had. */
export async function moveGroups(db: DB, menuId: number, ids: number[]) {
  const found = await db
    .selectFrom('permission_group')
    .select(['id', 'name', 'menu_id'])
    .where('id', 'in', idList(ids))
    .orderBy('id')
    .execute();
  if (found.length) {
    await db
      .updateTable('permission_group')
      .set({ menu_id: menuId })
      .where(
        'id',
        'in',
        found.map((g) => g.id),
      )
      .execute();
  }
  return found;
}

export function listPermissions(db: DB, filter: { group_id?: number; menu_id?: number; path?: string }) {
  let q = db
    .selectFrom('permission as p')
    .innerJoin('permission_group as g', 'g.id', 'p.group_id')
    .select(['p.id', 'p.group_id', 'g.name as group_name', 'p.method', 'p.path', 'p.remark', 'p.builtin']);
  if (filter.group_id !== undefined) q = q.where('p.group_id', '=', filter.group_id);
  if (filter.menu_id !== undefined) q = q.where('g.menu_id', '=', filter.menu_id);
  if (filter.path) q = q.where(containsText('p.path', filter.path));
  return q.orderBy('p.path').orderBy('p.method').execute();
}

export function findPermission(db: DB, id: number) {
  return db
    .selectFrom('permission')
    .select(['id', 'group_id', 'method', 'path', 'builtin', 'remark'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPermission(
  db: DB,
  row: { group_id: number; method: string; path: string; remark: string },
): Promise<number> {
  const r = await db
    .insertInto('permission')
    .values({ ...row, builtin: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updatePermission(db: DB, id: number, patch: Updateable<PermissionTable>): Promise<void> {
  await db.updateTable('permission').set(patch).where('id', '=', id).execute();
}

export async function deletePermission(db: DB, id: number): Promise<void> {
  await db.deleteFrom('permission').where('id', '=', id).execute();
}
