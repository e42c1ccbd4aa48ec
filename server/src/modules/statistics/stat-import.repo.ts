import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { DeliveryStatImportTable } from './statistics.tables.js';

export async function insertImport(db: DB, row: Insertable<DeliveryStatImportTable>): Promise<number> {
  const r = await db.insertInto('delivery_stat_import').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export const findImport = (db: DB, id: number) =>
  db.selectFrom('delivery_stat_import').selectAll().where('id', '=', id).executeTakeFirst();

/** The import of `id` if the API key `apiKeyId` started it. */
export const findKeyImport = (db: DB, apiKeyId: number, id: number) =>
  db
    .selectFrom('delivery_stat_import')
    .selectAll()
    .where('id', '=', id)
    .where('api_key_id', '=', apiKeyId)
    .executeTakeFirst();

export async function updateImport(db: DB, id: number, patch: Updateable<DeliveryStatImportTable>): Promise<void> {
  await db.updateTable('delivery_stat_import').set(patch).where('id', '=', id).execute();
}
