import type { DB } from '../../../db/database.js';

export function listRoles(db: DB) {
  return db.selectFrom('role').select(['id', 'name', 'is_admin']).orderBy('id').execute();
}

/** Whether any user exists (the first start creates the administrator). */
export async function hasUsers(db: DB): Promise<boolean> {
  return (await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertRole(db: DB, row: { name: string; is_admin: number; remark: string }): Promise<number> {
  const r = await db
    .insertInto('role')
    .values({ ...row, create_time: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function findRoleId(db: DB, name: string): Promise<number | undefined> {
  return (await db.selectFrom('role').select('id').where('name', '=', name).executeTakeFirst())?.id;
}

/** Grants a role the named menus (or every menu). */
export async function grantMenus(db: DB, roleId: number, names: string[] | 'all'): Promise<void> {
  if (!names.length) return; // `in ()` is an error on PostgreSQL
  let q = db.selectFrom('menu').select('id');
  if (names !== 'all') q = q.where('name', 'in', names);
  const menus = await q.execute();
  if (menus.length)
    await db
      .insertInto('role_menu')
      .values(menus.map((m) => ({ role_id: roleId, menu_id: m.id })))
      .execute();
}

/** Grants a role the named permission groups (or every group). */
export async function grantGroups(db: DB, roleId: number, names: string[] | 'all'): Promise<void> {
  if (!names.length) return; // `in ()` is an error on PostgreSQL
  let q = db.selectFrom('permission_group').select('id');
  if (names !== 'all') q = q.where('name', 'in', names);
  const groups = await q.execute();
  if (groups.length) {
    await db
      .insertInto('role_permission_group')
      .values(groups.map((g) => ({ role_id: roleId, group_id: g.id })))
      .execute();
  }
}

export async function insertUser(
  db: DB,
  row: { login_name: string; password_hash: string; role_id: number; company_id: number | null },
): Promise<number> {
  const r = await db
    .insertInto('app_user')
    .values({ ...row, create_time: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Every user's id by login name. */
export async function userIdsByLogin(db: DB): Promise<Map<string, number>> {
  const rows = await db.selectFrom('app_user').select(['id', 'login_name']).execute();
  return new Map(rows.map((u) => [u.login_name, u.id]));
}
