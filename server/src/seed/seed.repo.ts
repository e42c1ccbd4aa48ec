import type { DB } from '../db/database.js';

export async function hasUsers(db: DB): Promise<boolean> {
  return (await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function getMeta(db: DB, key: string): Promise<string | undefined> {
  return (await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

export async function setMeta(db: DB, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
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

export async function insertCompany(db: DB, name: string): Promise<number> {
  const r = await db
    .insertInto('company')
    .values({ name, owner_user_id: null, create_time: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function setCompanyOwner(db: DB, companyId: number, userId: number): Promise<void> {
  await db.updateTable('company').set({ owner_user_id: userId }).where('id', '=', companyId).execute();
}

export async function insertAccount(
  db: DB,
  row: { account_name: string; company_id: number; is_review_material: number; create_time: number },
): Promise<number> {
  const r = await db.insertInto('account').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function linkAccounts(db: DB, userId: number, accountIds: number[]): Promise<void> {
  if (accountIds.length) {
    await db
      .insertInto('user_account')
      .values(accountIds.map((account_id) => ({ user_id: userId, account_id })))
      .execute();
  }
}
