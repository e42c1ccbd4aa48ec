import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { ApiKeyTable } from './api-keys.tables.js';

/** Every key with the names of who issued and revoked it, newest first (a platform has a handful). */
export function list(db: DB) {
  return db
    .selectFrom('api_key as k')
    .leftJoin('app_user as c', 'c.id', 'k.create_user_id')
    .leftJoin('app_user as r', 'r.id', 'k.revoke_user_id')
    .select([
      'k.id',
      'k.name',
      'k.scopes',
      'k.prefix',
      'k.create_time',
      'k.last_used_time',
      'k.revoke_time',
      'c.login_name as create_user_name',
      'r.login_name as revoke_user_name',
    ])
    .orderBy('k.id', 'desc')
    .execute();
}

export type ApiKeyRow = Awaited<ReturnType<typeof list>>[number];

export async function insert(db: DB, row: Insertable<ApiKeyTable>): Promise<number> {
  const { id } = await db.insertInto('api_key').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findById(db: DB, id: number) {
  return db
    .selectFrom('api_key')
    .select(['id', 'name', 'scopes', 'prefix', 'revoke_time'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The key with this digest, if it is not revoked (the unique index on the digest makes this one probe). */
export function findLiveByHash(db: DB, secretHash: string) {
  return db
    .selectFrom('api_key')
    .select(['id', 'name', 'scopes', 'last_used_time'])
    .where('secret_hash', '=', secretHash)
    .where('revoke_time', 'is', null)
    .executeTakeFirst();
}

export async function rename(db: DB, id: number, name: string): Promise<void> {
  await db.updateTable('api_key').set({ name }).where('id', '=', id).execute();
}

/** Revokes a live key; answers false when it was revoked already (by a concurrent call, say). */
export async function revoke(db: DB, id: number, userId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('api_key')
    .set({ revoke_time: now, revoke_user_id: userId })
    .where('id', '=', id)
    .where('revoke_time', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touch(db: DB, id: number, now: number): Promise<void> {
  await db.updateTable('api_key').set({ last_used_time: now }).where('id', '=', id).execute();
}
