import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * API keys of service calls (machine-to-machine intake). Only the SHA-256 of a key is kept, looked up by a unique
 * index; its first characters are kept in clear so an administrator can tell keys apart. A key is never deleted,
 * only revoked, so the audit log's references keep a name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('api_key'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    // the service scopes it carries, space-separated
    .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('create_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('last_used_time', 'bigint')
    .addColumn('revoke_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('revoke_time', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_key').execute();
}
