import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { FeLogTable } from './logs.tables.js';

export async function insertFeLog(db: DB, row: Insertable<FeLogTable>): Promise<void> {
  await db.insertInto('fe_log').values(row).execute();
}

/** Deletes the log lines written before `before` (the retention prune); answers how many. */
export async function deleteOlderThan(db: DB, before: number): Promise<number> {
  const result = await db.deleteFrom('fe_log').where('create_time', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
