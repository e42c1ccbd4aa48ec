import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

/** A user by login name, for the login check. */
export function findUserByLoginName(db: DB, loginName: string) {
  return db.selectFrom('app_user').selectAll().where('login_name', '=', loginName).executeTakeFirst();
}

export async function insertSession(
  db: DB,
  row: { token_hash: string; user_id: number; create_time: number; expire_time: number; ip: string },
): Promise<void> {
  await db.insertInto('session').values(row).execute();
}

export async function touchLastLogin(db: DB, userId: number, now: number): Promise<void> {
  await db.updateTable('app_user').set({ last_login_time: now }).where('id', '=', userId).execute();
}

/** The live session of a token digest with its user and role; undefined when unknown, expired, revoked or disabled. */
export function findLiveSession(db: DB, tokenHash: string, now: number) {
  return db
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select(['s.id as session_id', 'u.id as user_id', 'u.login_name', 'u.role_id', 'r.is_admin'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoke_time', 'is', null)
    .where('s.expire_time', '>', now)
    .where('u.status', '=', 1)
    .executeTakeFirst();
}

export async function revokeSession(db: DB, sessionId: number, now: number): Promise<void> {
  await db.updateTable('session').set({ revoke_time: now }).where('id', '=', sessionId).execute();
}

/** Ids of the advertiser accounts linked to a user. */
export async function linkedAccountIds(db: DB, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_account')
    .select('account_id')
    .where('user_id', '=', userId)
    .orderBy('account_id')
    .execute();
  return rows.map((r) => r.account_id);
}

/** Names of the menus a role has. */
export async function roleMenuNames(db: DB, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('role_menu as rm')
    .innerJoin('menu as m', 'm.id', 'rm.menu_id')
    .select('m.name')
    .where('rm.role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.name);
}

/** Names of the permission groups a role has. */
export async function roleGroupNames(db: DB, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('role_permission_group as rg')
    .innerJoin('permission_group as g', 'g.id', 'rg.group_id')
    .select('g.name')
    .where('rg.role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.name);
}

/**
 * Counts one failed login against a key inside a fixed window, atomically on both engines:
 * a stale window restarts at 1.
 */
export async function recordLoginFailure(db: DB, key: string, now: number, windowMs: number): Promise<void> {
  const cutoff = now - windowMs;
  await db
    .insertInto('login_failure')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when login_failure.window_start <= ${cutoff} then 1 else login_failure.count + 1 end`,
        window_start: sql<number>`case when login_failure.window_start <= ${cutoff} then ${now} else login_failure.window_start end`,
      }),
    )
    .execute();
}

/** The failure counters of the given keys that are still inside the window. */
export function liveLoginFailures(db: DB, keys: string[], now: number, windowMs: number) {
  return db
    .selectFrom('login_failure')
    .selectAll()
    .where('key', 'in', keys)
    .where('window_start', '>', now - windowMs)
    .execute();
}

export async function clearLoginFailures(db: DB, key: string): Promise<void> {
  await db.deleteFrom('login_failure').where('key', '=', key).execute();
}
