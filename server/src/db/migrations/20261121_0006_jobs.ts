import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Background jobs (modules/jobs): one row per job, claimed by a conditional update so two workers never run the
 * same one. Recurring jobs have one row per kind (`unique_key`), put back in the queue after each run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('job'))
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_note', 'varchar(255)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'bigint', (c) => c.notNull())
    .addColumn('unique_key', 'varchar(64)', (c) => c.unique())
    .addColumn('claimed_by', 'varchar(160)')
    .addColumn('claimed_at', 'bigint')
    .addColumn('heartbeat_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  // what the poll asks: due queued jobs, oldest first
  await db.schema.createIndex('job_status_run_after_idx').on('job').columns(['status', 'run_after']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job').ifExists().execute();
}
