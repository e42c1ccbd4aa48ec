import type { Kysely } from 'kysely';

/**
 * Audience files uploaded and not yet taken by a package: the create call that uses one removes its row in its
 * transaction; the hourly sweep removes the files of rows older than the grace period, and the rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_cluster_upload')
    // the private storage key the upload call answered as `path`
    .addColumn('file_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_cluster_upload_time_idx').on('user_cluster_upload').column('create_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_cluster_upload').execute();
}
