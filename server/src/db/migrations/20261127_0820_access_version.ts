import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * The tables a caller's rights are read from (session, user, role, its menus and groups, linked accounts, and which
 * group each call belongs to), and the writes to each that can change them. A session's insert changes nobody's
 * rights (a new token is not in any cache), so it does not count: signing in stays a write of one row.
 */
export const ACCESS_TABLES: Record<string, readonly ('insert' | 'update' | 'delete')[]> = {
  session: ['update', 'delete'],
  app_user: ['update', 'delete'],
  role: ['update', 'delete'],
  role_menu: ['insert', 'update', 'delete'],
  role_permission_group: ['insert', 'update', 'delete'],
  menu: ['insert', 'update', 'delete'],
  permission_group: ['insert', 'update', 'delete'],
  permission: ['insert', 'update', 'delete'],
  user_account: ['insert', 'update', 'delete'],
};

const triggerName = (table: string, event: string) => `${table}_access_${event}`;

/**
 * One row holding a number every write to a rights table moves on, by triggers, so a process may keep what it read of
 * a caller's rights as long as the number has not moved: one primary-key read a call instead of the caller's
 * session, user, role, menus, groups and accounts, and a change made anywhere (another process, an administrator's
 * SQL) still holds from the next call. Triggers, not the code's writes, so no write path can forget it.
 *
 * PostgreSQL: the bump is a deferred constraint trigger, run at commit, so a transaction takes the version row's lock
 * last and never waits for another lock while holding it (two rights changes taking it first and each other's rows
 * next could deadlock), and only the first write of a transaction bumps (it records its transaction id).
 * SQLite has one writer at a time: a row trigger per event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('access_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('tx', 'bigint')
    .execute();
  await sql`insert into access_version (id, version) values (1, 1)`.execute(db);
  if (pg) {
    await sql
      .raw(`create function bump_access_version() returns trigger language plpgsql as $$
        begin
          update access_version set version = version + 1, tx = txid_current()
            where id = 1 and tx is distinct from txid_current();
          return null;
        end $$`)
      .execute(db);
  }
  for (const [table, events] of Object.entries(ACCESS_TABLES)) {
    for (const event of events) {
      const name = triggerName(table, event);
      await sql
        .raw(
          pg
            ? `create constraint trigger ${name} after ${event} on ${table} deferrable initially deferred
                 for each row execute function bump_access_version()`
            : `create trigger ${name} after ${event} on ${table}
                 begin update access_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const [table, events] of Object.entries(ACCESS_TABLES)) {
    for (const event of events) {
      const name = triggerName(table, event);
      await sql.raw(pg ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`).execute(db);
    }
  }
  if (pg) await sql`drop function bump_access_version()`.execute(db);
  await db.schema.dropTable('access_version').execute();
}
