import { createRequire } from 'node:module';
import Sqlite from 'better-sqlite3';
import { type Dialect, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The PostgreSQL driver, loaded only when the server runs on PostgreSQL: on SQLite its modules would be a few MB of
 * memory for nothing. PostgreSQL answers BIGINT and COUNT(*) as strings; every such value here (ids, millis,
 * counts) fits a JS number.
 */
function loadPg(): typeof pg {
  const driver: typeof pg = createRequire(import.meta.url)('pg');
  driver.types.setTypeParser(driver.types.builtins.INT8, (v) => Number(v));
  driver.types.setTypeParser(driver.types.builtins.NUMERIC, (v) => Number(v));
  return driver;
}

/** The only place that knows which database engine is underneath. */
export function createDialect(databaseUrl: string | null, sqliteFile: string): { dialect: Dialect; name: DialectName } {
  if (databaseUrl) {
    const pool = new (loadPg().Pool)({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin kill) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
    return { dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), name: 'postgres' };
  }
  const sqlite = new Sqlite(sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite's own page cache is 2 MB by default: with a library of a million materials the list's index and row
  // pages are read with a system call each time. 64 MB of cache, and the file mapped into memory (reads become
  // memory accesses, the pages shared with the OS cache), keep the hot pages a lookup away.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
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

const NAMED_PER_CONNECTION = 500;
const named = new WeakSet<pg.PoolClient>();

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it on each call (0.4 to 0.9 ms of planning per
 * query of the material list, more than running it). Here each connection prepares a parameterised query once, by
 * its SQL text, and later calls only bind and execute it (PostgreSQL still re-plans per call where a generic plan
 * would be worse: plan_cache_mode auto). Queries without parameters (DDL, migrations with several statements) stay
 * on the simple protocol; past the limit a connection stops naming new texts (an IN list of a new length is a new
 * text), so the server-side statements of a connection stay bounded.
 */
function withNamedStatements(pool: pg.Pool) {
  const prepare = (client: pg.PoolClient): pg.PoolClient => {
    if (named.has(client)) return client;
    named.add(client);
    const names = new Map<string, string>();
    const query = client.query.bind(client) as (text: unknown, values?: unknown[]) => Promise<pg.QueryResult>;
    (client as { query: unknown }).query = (text: unknown, values?: unknown[]) => {
      if (typeof text !== 'string' || !values?.length) return query(text, values);
      let name = names.get(text);
      if (!name && names.size < NAMED_PER_CONNECTION) {
        name = `k${names.size}`;
        names.set(text, name);
      }
      return name ? query({ name, text, values }) : query(text, values);
    };
    return client;
  };
  return {
    connect: async () => prepare(await pool.connect()),
    end: () => pool.end(),
  };
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
