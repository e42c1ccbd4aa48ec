import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

/** Answers when the database does: a round trip that reads no table. */
export async function ping(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
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
