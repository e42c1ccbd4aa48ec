import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The device-event intake: the batches a service call stored (one row per API key and batch id, so a repeat of the
 * id answers the first result and stores nothing), the back-fill imports an administrator started from a file, and
 * the indexes the rules and the retention prune read `device_event` by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('device_event_batch'))
    // the API key that sent it; a key is never deleted (only revoked), so the id keeps its meaning
    .addColumn('api_key_id', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(64)', (c) => c.notNull())
    // the body's SHA-256: the same id with other content is refused rather than answered as a repeat
    .addColumn('body_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('stored', 'integer', (c) => c.notNull())
    .addColumn('expired', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  // the repeat is caught by this index, not by a read before the write (two calls racing with one id)
  await db.schema
    .createIndex('device_event_batch_key_idx')
    .on('device_event_batch')
    .columns(['api_key_id', 'batch_id'])
    .unique()
    .execute();
  await db.schema.createIndex('device_event_batch_time_idx').on('device_event_batch').column('create_time').execute();

  await withId(db, db.schema.createTable('device_event_import'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    // the uploaded file's private storage key; null once the import has ended and the file is removed
    .addColumn('file_key', 'varchar(255)')
    .addColumn('format', 'varchar(32)', (c) => c.notNull())
    // 1 running, 2 done, 3 failed
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
    // the lines whose events are committed: a second try of the job goes on after them
    .addColumn('lines_done', 'bigint', (c) => c.notNull().defaultTo(0))
    // JSON: DeviceEventImportReport so far
    .addColumn('report', 'text')
    .addColumn('failure', 'varchar(32)')
    .addColumn('creator_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();

  // the prune deletes by time
  await db.schema.createIndex('device_event_time_idx').on('device_event').column('event_time').execute();
  // a rule reads the devices of one country, category and events since a time: with the GAID in the index the
  // rule is answered from the index alone (the old index made it read every matching row)
  await db.schema.dropIndex('device_event_rule_idx').execute();
  await db.schema
    .createIndex('device_event_rule_idx')
    .on('device_event')
    .columns(['country', 'industry_category', 'event', 'event_time', 'gaid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('device_event_rule_idx').execute();
  await db.schema
    .createIndex('device_event_rule_idx')
    .on('device_event')
    .columns(['country', 'industry_category', 'event', 'event_time'])
    .execute();
  await db.schema.dropIndex('device_event_time_idx').execute();
  await db.schema.dropTable('device_event_import').execute();
  await db.schema.dropTable('device_event_batch').execute();
}
