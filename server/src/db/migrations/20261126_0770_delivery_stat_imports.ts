import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The delivery-statistics file import: a file the ad server (an API key of scope delivery_stats) uploaded, imported
 * by a job in batches through the intake's checks and writes, with its progress and report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('delivery_stat_import'))
    // the API key that started it: only that key reads it back (a key is never deleted, only revoked)
    .addColumn('api_key_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    // the file's private storage key; null once the import has ended and the file is removed
    .addColumn('file_key', 'varchar(255)')
    .addColumn('format', 'varchar(32)', (c) => c.notNull())
    // 1 running, 2 done, 3 failed
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
    // the lines whose rows are committed: a second try of the job goes on after them
    .addColumn('lines_done', 'bigint', (c) => c.notNull().defaultTo(0))
    // JSON: DeliveryStatImportReport so far
    .addColumn('report', 'text')
    .addColumn('failure', 'varchar(32)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_stat_import_key_idx')
    .on('delivery_stat_import')
    .columns(['api_key_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_stat_import').execute();
}
