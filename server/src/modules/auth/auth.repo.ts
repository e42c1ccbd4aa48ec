import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';

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

/** What {@link findLiveCaller} answers: the session's columns with its linked accounts, menus and groups. */
export interface CallerRow {
  session_id: number;
  user_id: number;
  login_name: string;
  role_id: number;
  is_admin: number;
  /** the session's end (ms) */
  expire_time: number;
  /** the access version the row was read at (the same statement, so the same snapshot) */
  access_version: number;
  account_ids: number[];
  menus: string[];
  groups: string[];
}

/** A JSON array aggregate of one column (SQLite answers it as text, PostgreSQL as parsed JSON). */
const jsonArray = (db: DB, column: RawBuilder<unknown>) =>
  isPostgres(db) ? sql`coalesce(json_agg(${column}), '[]'::json)` : sql`json_group_array(${column})`;
const parsed = <T>(value: unknown): T[] =>
  value == null ? [] : typeof value === 'string' ? (JSON.parse(value) as T[]) : (value as T[]);

/**
 * The live session of a token digest with its user, role, linked accounts, menus and permission groups, in one
 * round trip and one row (every API call starts here): the lists come aggregated as JSON arrays, which costs the
 * database a fifth of answering a row per account, menu and group (bench/hot-reads.bench.ts). The menus are the
 * granted ones and all their ancestors (grants are stored on the leaves ticked, and a parent is in the role when any
 * descendant is). Undefined when the token is unknown, expired or revoked, or its user disabled.
 */
export async function findLiveCaller(db: DB, tokenHash: string, now: number): Promise<CallerRow | undefined> {
  const { rows } = await sql<Omit<CallerRow, 'account_ids' | 'menus' | 'groups'> & Record<string, unknown>>`
    with recursive s as (
      select s.id as session_id, u.id as user_id, u.login_name, u.role_id, r.is_admin, s.expire_time
      from "session" s
      join app_user u on u.id = s.user_id
      join role r on r.id = u.role_id
      where s.token_hash = ${tokenHash} and s.revoke_time is null and s.expire_time > ${now} and u.status = 1
    ),
    held(id, parent_id, name) as (
      select m.id, m.parent_id, m.name from s join role_menu rm on rm.role_id = s.role_id join menu m on m.id = rm.menu_id
      union
      select p.id, p.parent_id, p.name from held h join menu p on p.id = h.parent_id
    )
    select s.*,
      (select v.version from access_version v where v.id = 1) as access_version,
      (select ${jsonArray(db, sql.ref('ua.account_id'))} from user_account ua where ua.user_id = s.user_id) as account_ids,
      (select ${jsonArray(db, sql.ref('h.name'))} from held h) as menus,
      (select ${jsonArray(db, sql.ref('g.name'))} from role_permission_group rg
        join permission_group g on g.id = rg.group_id where rg.role_id = s.role_id) as "groups"
    from s
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    session_id: row.session_id,
    user_id: row.user_id,
    login_name: row.login_name,
    role_id: row.role_id,
    is_admin: row.is_admin,
    expire_time: Number(row.expire_time),
    access_version: Number(row.access_version),
    account_ids: parsed<number>(row.account_ids),
    menus: parsed<string>(row.menus),
    groups: parsed<string>(row.groups),
  };
}

const VERSION_READ = CompiledQuery.raw('select version from access_version where id = 1');

/**
 * The access version: a number every write to a rights table moves on (migration 20261127_0820). Plain SQL made
 * once: every signed-in call with a remembered caller runs this and nothing else to know its rights.
 */
export async function accessVersion(db: DB): Promise<number> {
  const { rows } = await db.executeQuery<{ version: number | string }>(VERSION_READ);
  return Number(rows[0]?.version ?? 0);
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

/** A user's password hash, for a signed-in user proving it is them. */
export function findPasswordHash(db: DB, userId: number) {
  return db.selectFrom('app_user').select(['password_hash']).where('id', '=', userId).executeTakeFirst();
}

export async function setPasswordHash(db: DB, userId: number, hash: string): Promise<void> {
  await db.updateTable('app_user').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** Ends every live session of a user but one (the caller's own, which goes on). */
export async function revokeOtherSessions(db: DB, userId: number, keepSessionId: number, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoke_time: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoke_time', 'is', null)
    .execute();
}

/**
 * Why a token that resolved to nobody is dead, when it is for a reason the user should be told: its session was
 * ended because the user was disabled. Null otherwise (unknown, expired, signed out).
 */
export async function deadSessionUserStatus(db: DB, tokenHash: string): Promise<number | null> {
  const row = await db
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select('u.status')
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? Number(row.status) : null;
}
