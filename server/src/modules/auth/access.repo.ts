import type { DB } from '../../db/database.js';

/** Every menu, in display order. */
export function allMenus(db: DB) {
  return db.selectFrom('menu').selectAll().orderBy('sort').orderBy('id').execute();
}

/** Every permission group with the name of its menu. */
export function allGroups(db: DB) {
  return db
    .selectFrom('permission_group as g')
    .innerJoin('menu as m', 'm.id', 'g.menu_id')
    .select(['g.id', 'g.name', 'm.name as menu_name'])
    .orderBy('g.id')
    .execute();
}

export function findRole(db: DB, roleId: number) {
  return db.selectFrom('role').selectAll().where('id', '=', roleId).executeTakeFirst();
}

export async function upsertMenu(
  db: DB,
  row: { name: string; path: string; parent_id: number | null; sort: number; hidden: number },
): Promise<number> {
  const found = await db.selectFrom('menu').select('id').where('name', '=', row.name).executeTakeFirst();
  if (found) {
    await db.updateTable('menu').set(row).where('id', '=', found.id).execute();
    return found.id;
  }
  const inserted = await db.insertInto('menu').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function upsertGroup(db: DB, name: string, menuId: number): Promise<number> {
  const found = await db.selectFrom('permission_group').select('id').where('name', '=', name).executeTakeFirst();
  if (found) {
    await db.updateTable('permission_group').set({ menu_id: menuId }).where('id', '=', found.id).execute();
    return found.id;
  }
  const inserted = await db
    .insertInto('permission_group')
    .values({ name, menu_id: menuId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Records which API call belongs to which group; an existing row is left alone. */
export async function insertPermissionIfMissing(db: DB, groupId: number, method: string, path: string): Promise<void> {
  await db
    .insertInto('permission')
    .values({ group_id: groupId, method, path })
    .onConflict((oc) => oc.columns(['method', 'path']).doUpdateSet({ group_id: groupId }))
    .execute();
}
