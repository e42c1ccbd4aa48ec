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
  return { dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), name: 'sqlite' };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; a hot list call runs about ten queries, and compiling their SQL was a tenth of
 * its time. Statements are kept by SQL text (the oldest dropped past the limit) and reused: better-sqlite3 runs a
 * statement to completion synchronously, so a cached one is never busy when it is reused.
 */
function withStatementCache(sqlite: Sqlite.Database): Sqlite.Database {
  const cache = new Map<string, Sqlite.Statement>();
  const prepare = (source: string) => {
    let stmt = cache.get(source);
    if (!stmt) {
      stmt = sqlite.prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(source, stmt);
    }
    return stmt;
  };
  return new Proxy(sqlite, {
    get: (target, prop) => {
      if (prop === 'prepare') return prepare;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
