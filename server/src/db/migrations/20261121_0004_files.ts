import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Uploaded files: one row per stored original (and its thumbnail or poster frame), `used` once a material takes it.
 * Rows with used = 0 past the grace period are orphans and are swept with their stored objects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('file'))
    .addColumn('md5', 'char(32)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('ext', 'varchar(8)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    // 1 image, 2 video
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // video seconds, rounded; null for images
    .addColumn('duration', 'integer')
    .addColumn('scale', 'varchar(16)', (c) => c.notNull())
    .addColumn('screen_type', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(80)', (c) => c.notNull().unique())
    // image thumbnail or video poster frame; null when no poster could be made
    .addColumn('thumb_key', 'varchar(80)')
    .addColumn('uploader_id', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('file_md5_idx').on('file').column('md5').execute();
  await db.schema.createIndex('file_used_time_idx').on('file').columns(['used', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file').ifExists().execute();
}
