import type { ColumnType } from 'kysely';

// Column types every module's tables share, so both engines read and write the same values.

/** Booleans are 0/1 integers so the same SQL runs on SQLite and PostgreSQL. */
export type Flag = number;
/** Unix milliseconds (the spec's "unix seconds times 1000"). */
export type Millis = number;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
