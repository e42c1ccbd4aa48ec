import type { Kysely } from 'kysely';

// The failed-login counters become the counters of every rate limit (sign-in, anonymous calls, notices): the same
// shape, one mechanism, so the table is renamed and its rows (live lockouts) kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failure').renameTo('rate_counter').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rate_counter').renameTo('login_failure').execute();
}
