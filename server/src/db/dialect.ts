import Sqlite from 'better-sqlite3';
import { type Dialect, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

export type DialectName = 'sqlite' | 'postgres';

// PostgreSQL answers BIGINT and COUNT(*) as strings; every such value here (ids, millis, counts) fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The only place that knows which database engine is underneath. */
export function createDialect(databaseUrl: string | null, sqliteFile: string): { dialect: Dialect; name: DialectName } {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin kill) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
    return { dialect: new PostgresDialect({ pool }), name: 'postgres' };
  }
  const sqlite = new Sqlite(sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return { dialect: new SqliteDialect({ database: sqlite }), name: 'sqlite' };
}

/** True when an error is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || (typeof e?.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT_UNIQUE'));
}

/** True when a Kysely instance talks to PostgreSQL (for the few DDL bits that differ). */
export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter?.constructor?.name === 'PostgresAdapter';
}
