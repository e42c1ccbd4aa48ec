import { type Expression, type SqlBool, sql } from 'kysely';
import { isPostgres } from './dialect.js';

type Engine = { getExecutor(): { adapter: unknown } };

/**
 * Exact tests on JSON kept in a text column, the same answer on both engines (a `like` over the text also finds a
 * code inside a longer key, or under another field). SQLite walks the value with json_each; PostgreSQL casts it to
 * jsonb. The column must hold valid JSON (the repositories write it with JSON.stringify).
 */

/** The JSON object in `column` has `key` among its top-level keys. */
export function jsonHasKey(db: Engine, column: string, key: string): Expression<SqlBool> {
  const col = sql.ref(column);
  if (isPostgres(db)) return sql<SqlBool>`exists (select 1 from jsonb_object_keys(${col}::jsonb) k where k = ${key})`;
  return sql<SqlBool>`exists (select 1 from json_each(${col}) where key = ${key})`;
}

/** The JSON array under the top-level `field` of the object in `column` holds the string `value`. */
export function jsonArrayHas(db: Engine, column: string, field: string, value: string): Expression<SqlBool> {
  const col = sql.ref(column);
  if (isPostgres(db)) {
    return sql<SqlBool>`coalesce(${col}::jsonb -> ${field}, '[]'::jsonb) @> jsonb_build_array(${value}::text)`;
  }
  return sql<SqlBool>`exists (select 1 from json_each(${col}, ${`$.${field}`}) where value = ${value})`;
}
