import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The audit log (modules/audit): one row per change, written in the change's transaction, never updated; rows go
 * only through the retention prune. No foreign keys: an entry outlives the user and the entity it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('job_id', 'integer')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('call', 'varchar(255)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('entity_name', 'varchar(255)')
    .addColumn('changes', 'text')
    .execute();
  // the list's order and keyset (newest first), the prune's range; then the two filters a screen opens with
  await db.schema.createIndex('audit_log_time_idx').on('audit_log').columns(['time', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'time']).execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity_kind', 'entity_id', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
