import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

/** Answers when the database does: a round trip that reads no table. */
export async function ping(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}
