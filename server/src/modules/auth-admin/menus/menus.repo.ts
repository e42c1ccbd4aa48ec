import type { Updateable } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { MenuTable } from '../auth-admin.tables.js';

/** Every menu row, in display order (siblings by sort). */
export function allMenus(db: DB) {
  return db
    .selectFrom('menu')
    .select(['id', 'parent_id', 'name', 'path', 'external_url', 'title_zh', 'title_en', 'sort', 'hidden', 'builtin'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Every permission group, with the menu it hangs under. */
export function allGroups(db: DB) {
  return db
    .selectFrom('permission_group')
    .select(['id', 'name', 'remark', 'builtin', 'menu_id'])
    .orderBy('id')
    .execute();
}

export function findMenu(db: DB, id: number) {
  return db
    .selectFrom('menu')
    .select(['id', 'parent_id', 'name', 'path', 'external_url', 'sort', 'builtin', 'title_zh', 'title_en', 'hidden'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function nameExists(db: DB, name: string): Promise<boolean> {
  return (await db.selectFrom('menu').select('id').where('name', '=', name).executeTakeFirst()) !== undefined;
}

export async function updateMenu(db: DB, id: number, patch: Updateable<MenuTable>): Promise<void> {
  if (!Object.keys(patch).length) return;
  await db.updateTable('menu').set(patch).where('id', '=', id).execute();
}

/** Writes positions 0..n-1 in the order given. */
export async function writeOrder(db: DB, ids: readonly number[]): Promise<void> {
  for (const [sort, id] of ids.entries()) {
    await db.updateTable('menu').set({ sort }).where('id', '=', id).execute();
  }
}

/** The names of a menu's children, of the groups under it and of the roles granted it. */
export async function holders(db: DB, id: number) {
  const [children, groups, roles] = await Promise.all([
    db.selectFrom('menu').select('name').where('parent_id', '=', id).orderBy('sort').execute(),
    db.selectFrom('permission_group').select('name').where('menu_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('role_menu as rm')
      .innerJoin('role as r', 'r.id', 'rm.role_id')
      .select('r.name')
      .where('rm.menu_id', '=', id)
      .orderBy('r.id')
      .execute(),
  ]);
  return { children: children.map((r) => r.name), groups: groups.map((r) => r.name), roles: roles.map((r) => r.name) };
}

/** Roles granted this menu itself (a leaf ticked). */
export async function rolesGranted(db: DB, id: number): Promise<string[]> {
  return (await holders(db, id)).roles;
}

export async function deleteMenu(db: DB, id: number): Promise<void> {
  await db.deleteFrom('menu').where('id', '=', id).execute();
}
