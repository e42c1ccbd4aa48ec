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

/** The column types the later migrations add to existing tables. */
type ColumnKind = 'integer' | 'bigint' | 'text' | `varchar(${number})`;

/**
 * An `add(table, column, type, fill)` for a migration that grows existing tables: the column is not null with `fill`
 * as its default, so every row made before it gets that value; a null `fill` leaves the column nullable instead.
 */
export const columnAdder =
  (db: Kysely<unknown>) => async (table: string, column: string, type: ColumnKind, fill: string | number | null) =>
    db.schema
      .alterTable(table)
      .addColumn(column, type, (c) => (fill === null ? c : c.notNull().defaultTo(fill)))
      .execute();
