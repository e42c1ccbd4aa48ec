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

/** The menu rows by name, to sync the code's menus into. */
export async function menusByName(db: DB) {
  const rows = await db.selectFrom('menu').select(['id', 'name', 'parent_id', 'title_zh', 'title_en']).execute();
  return new Map(rows.map((r) => [r.name, r]));
}

/** The next position among a parent's children (a new menu goes last). */
export async function nextMenuSort(db: DB, parentId: number | null): Promise<number> {
  const row = await db
    .selectFrom('menu')
    .select((eb) => eb.fn.max('sort').as('top'))
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertMenu(
  db: DB,
  row: {
    name: string;
    path: string;
    parent_id: number | null;
    sort: number;
    hidden: number;
    title_zh: string;
    title_en: string;
    builtin: number;
    external_url?: string | null;
  },
): Promise<number> {
  const inserted = await db.insertInto('menu').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Keeps a code menu's row in step with the code: its path (not editable) and builtin flag, and its titles where
 * the row has none yet (rows made before menus had titles). Titles, order, hidden flag and parent an administrator
 * chose stay.
 */
export async function refreshBuiltinMenu(
  db: DB,
  row: { id: number; title_zh: string; title_en: string },
  code: { path: string; title_zh: string; title_en: string },
): Promise<void> {
  await db
    .updateTable('menu')
    .set({
      path: code.path,
      builtin: 1,
      external_url: null,
      title_zh: row.title_zh || code.title_zh,
      title_en: row.title_en || code.title_en,
    })
    .where('id', '=', row.id)
    .execute();
}

/** A code group: inserted under its menu when missing; an existing row keeps the menu an administrator chose. */
export async function ensureBuiltinGroup(db: DB, name: string, menuId: number): Promise<number> {
  const found = await db.selectFrom('permission_group').select('id').where('name', '=', name).executeTakeFirst();
  if (found) {
    await db.updateTable('permission_group').set({ builtin: 1 }).where('id', '=', found.id).execute();
    return found.id;
  }
  const inserted = await db
    .insertInto('permission_group')
    .values({ name, menu_id: menuId, builtin: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Files a declared call in its group. A row that exists keeps the group an administrator moved it to, unless the
 * code's own declaration changed since the last start (then the code's group wins).
 */
export async function ensureBuiltinPermission(
  db: DB,
  call: { method: string; path: string; group: string },
  groupId: number,
): Promise<void> {
  const found = await db
    .selectFrom('permission')
    .select(['id', 'declared_group'])
    .where('method', '=', call.method)
    .where('path', '=', call.path)
    .executeTakeFirst();
  if (!found) {
    await db
      .insertInto('permission')
      .values({ group_id: groupId, method: call.method, path: call.path, builtin: 1, declared_group: call.group })
      .execute();
  } else if (found.declared_group !== call.group) {
    await db
      .updateTable('permission')
      .set({ group_id: groupId, builtin: 1, declared_group: call.group })
      .where('id', '=', found.id)
      .execute();
  }
}

/** The group a call is filed in and that group's menu, by the unique (method, path) of the permission table. */
export function callGroup(db: DB, method: string, path: string) {
  return db
    .selectFrom('permission as p')
    .innerJoin('permission_group as g', 'g.id', 'p.group_id')
    .innerJoin('menu as m', 'm.id', 'g.menu_id')
    .select(['g.name as group', 'm.name as menu'])
    .where('p.method', '=', method)
    .where('p.path', '=', path)
    .executeTakeFirst();
}
