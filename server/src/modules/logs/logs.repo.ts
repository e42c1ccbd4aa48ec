import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { FeLogTable } from './logs.tables.js';

export async function insertFeLog(db: DB, row: Insertable<FeLogTable>): Promise<void> {
  await db.insertInto('fe_log').values(row).execute();
}
