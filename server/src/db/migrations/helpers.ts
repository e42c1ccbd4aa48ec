import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/** Adds an auto-increment integer primary key `id`, spelled the way each engine wants it. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
