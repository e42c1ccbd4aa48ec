import { type Expression, type SqlBool, sql } from 'kysely';

/** The escape character of `containsText`: '!' rather than a backslash, which the engines quote differently. */
const ESCAPE = '!';

/** A `like` pattern that finds `text` anywhere, with the user's own %, _ and ! taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => ESCAPE + c)}%`;
}

/**
 * Case-insensitive "contains" on both engines: SQLite's `like` ignores ASCII case but PostgreSQL's does not,
 * so both sides are lowered. A leading wildcard cannot use an index; these searches run on small catalogues.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(text)} escape ${sql.lit(ESCAPE)}`;
}
