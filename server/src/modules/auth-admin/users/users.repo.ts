import type { Updateable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { isPostgres } from '../../../db/dialect.js';
import { idList } from '../../../db/id-list.js';
import { type Paging, paged } from '../../../db/paged.js';
import { containsText } from '../../../db/text-search.js';
import type { UserTable } from '../auth-admin.tables.js';

/** Filters of the users screen; `scope` (a non-administrator's accounts) keeps users linked to one of them. */
export interface UserFilter {
  shareid?: string;
  role_id?: number;
  account_id?: number;
  company_id?: number;
  status?: number;
  scope: readonly number[] | null;
  ids?: number[];
}

function usersQuery(db: DB, filter: UserFilter) {
  let q = db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .leftJoin('company as c', 'c.id', 'u.company_id');
  if (filter.ids) q = q.where('u.id', 'in', idList(filter.ids));
  if (filter.shareid) q = q.where(containsText('u.login_name', filter.shareid));
  if (filter.role_id !== undefined) q = q.where('u.role_id', '=', filter.role_id);
  if (filter.company_id !== undefined) q = q.where('u.company_id', '=', filter.company_id);
  if (filter.status !== undefined) q = q.where('u.status', '=', filter.status);
  for (const accounts of [filter.account_id === undefined ? null : [filter.account_id], filter.scope]) {
    if (accounts) {
      q = q.where('u.id', 'in', (eb) =>
        eb.selectFrom('user_account').select('user_id').where('account_id', 'in', idList(accounts)),
      );
    }
  }
  return q.select([
    'u.id',
    'u.login_name',
    'u.role_id',
    'r.name as role_name',
    'r.is_admin',
    'u.company_id',
    'c.name as company_name',
    'u.status',
    'u.create_time',
    'u.last_login_time',
  ]);
}

/** One page of users with their role and company, newest first. */
export function pageUsers(db: DB, filter: UserFilter, page: Paging) {
  return paged(usersQuery(db, filter).orderBy('u.id', 'desc'), page);
}

/** Users by id (with role and company), within the filter's scope. */
export function findUsers(db: DB, filter: UserFilter & { ids: number[] }) {
  return usersQuery(db, filter).orderBy('u.id').execute();
}

/** The linked accounts of each of `userIds`, by account id. */
export function accountLinks(db: DB, userIds: number[]) {
  return db
    .selectFrom('user_account as ua')
    .innerJoin('account as a', 'a.id', 'ua.account_id')
    .select(['ua.user_id', 'a.id', 'a.account_name'])
    .where('ua.user_id', 'in', idList(userIds))
    .orderBy('a.id')
    .execute();
}

/** One user with its role's name and administrator flag (the safety rules and the access view read them). */
export function findUserWithRole(db: DB, id: number) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.login_name', 'u.role_id', 'u.company_id', 'u.status', 'r.name as role_name', 'r.is_admin'])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

export function findRole(db: DB, id: number) {
  return db.selectFrom('role').select(['id', 'name', 'is_admin']).where('id', '=', id).executeTakeFirst();
}

export function findCompany(db: DB, id: number) {
  return db.selectFrom('company').select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst();
}

/** Ids of the accounts among `ids` that exist. */
export async function existingAccountIds(db: DB, ids: number[]): Promise<number[]> {
  const rows = await db.selectFrom('account').select('id').where('id', 'in', idList(ids)).execute();
  return rows.map((r) => r.id);
}

/**
 * Ids of the enabled users with an administrator role. On PostgreSQL the rows are locked until the transaction
 * ends, so two administrators disabling each other at once cannot both pass the last-administrator check (SQLite
 * runs one writing transaction at a time).
 */
export async function lockEnabledAdminIds(db: DB): Promise<number[]> {
  let q = db
    .selectFrom('app_user as u')
    .select('u.id')
    .where('u.status', '=', 1)
    .where('u.role_id', 'in', (eb) => eb.selectFrom('role').select('id').where('is_admin', '=', 1));
  if (isPostgres(db)) q = q.forUpdate();
  return (await q.execute()).map((r) => r.id);
}

export async function insertUser(
  db: DB,
  row: { login_name: string; password_hash: string; role_id: number; company_id: number | null; create_time: number },
): Promise<number> {
  const r = await db.insertInto('app_user').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function updateUser(db: DB, id: number, patch: Updateable<UserTable>): Promise<void> {
  if (!Object.keys(patch).length) return;
  await db.updateTable('app_user').set(patch).where('id', '=', id).execute();
}

/** Sets a user's linked accounts to exactly `accountIds`. */
export async function replaceAccounts(db: DB, userId: number, accountIds: number[]): Promise<void> {
  await db.deleteFrom('user_account').where('user_id', '=', userId).execute();
  if (accountIds.length) {
    await db
      .insertInto('user_account')
      .values(accountIds.map((account_id) => ({ user_id: userId, account_id })))
      .execute();
  }
}

/** Ends every live session of a user: the next call of each is 401. */
export async function revokeSessions(db: DB, userId: number, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoke_time: now })
    .where('user_id', '=', userId)
    .where('revoke_time', 'is', null)
    .execute();
}

/** Rows that name the user as their creator, which keep it from being deleted. */
export async function countUserHolders(db: DB, userId: number) {
  const [materials, campaigns] = await Promise.all([
    db
      .selectFrom('material')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('campaign')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('create_user_id', '=', userId), eb('modify_user_id', '=', userId)]))
      .executeTakeFirstOrThrow(),
  ]);
  return { materials: Number(materials.n), campaigns: Number(campaigns.n) };
}

/** Deletes a user (sessions and account links cascade); a company it owned is left without an owner. */
export async function deleteUser(db: DB, userId: number): Promise<void> {
  await db.updateTable('company').set({ owner_user_id: null }).where('owner_user_id', '=', userId).execute();
  await db.deleteFrom('app_user').where('id', '=', userId).execute();
}
