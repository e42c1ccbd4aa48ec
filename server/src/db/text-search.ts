import { type Expression, type SqlBool, sql } from 'kysely';

// Every LIKE of the server goes through this file, so a user's own `%`, `_` and the escape character always match
// literally and the ESCAPE clause is never left out (PostgreSQL escapes with a backslash by default, SQLite with
// nothing: a pattern escaped for one engine is wrong on the other unless the clause names the character).

/**
 * The escape character of every LIKE: '!' rather than a backslash, whose meaning in a PostgreSQL string literal
 * depends on a server setting (standard_conforming_strings), and which users type in paths.
 */
const ESCAPE = '!';

/** `text` with the LIKE wildcards (`%`, `_`) and the escape character taken literally, lowered for `lower(col)`. */
export function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[!%_]/g, (c) => ESCAPE + c);
}

/** A `like` pattern that finds `text` anywhere, with the user's own %, _ and ! taken literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A `like` pattern that finds values starting with `text`, with the user's own %, _ and ! taken literally. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/**
 * `lower(value) like pattern escape '!'` (or `not like`): the one form of LIKE the repositories use, with a pattern
 * made by `likePattern`, `prefixPattern` or `escapeLike`.
 */
export function lowerLike(value: Expression<unknown>, pattern: string, negate = false): Expression<SqlBool> {
  return negate
    ? sql<SqlBool>`lower(${value}) not like ${pattern} escape ${sql.lit(ESCAPE)}`
    : sql<SqlBool>`lower(${value}) like ${pattern} escape ${sql.lit(ESCAPE)}`;
}

/**
 * Case-insensitive "contains" on both engines: SQLite's `like` ignores ASCII case but PostgreSQL's does not,
 * so both sides are lowered. A leading wildcard cannot use an index; these searches run on small catalogues.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  return lowerLike(sql.ref(column), likePattern(text));
}

/** A list's search box as values to bind: a pattern for names containing the text, and the id it spells if digits. */
export type SearchBox = { like?: string; like_id?: number };

/** The search box's values for `text` (none when it is empty). */
export function searchBox(text: string | undefined): SearchBox {
  if (!text) return {};
  return /^\d+$/.test(text) ? { like: likePattern(text), like_id: Number(text) } : { like: likePattern(text) };
}

/** The row's name (`name` column) contains the search box's text, or its id (`id` column) is the one the text spells. */
export function matchesSearchBox(id: string, name: string, like: string, likeId: number | undefined) {
  const named = lowerLike(sql.ref(name), like);
  return likeId === undefined ? named : sql<SqlBool>`(${sql.ref(id)} = ${likeId} or ${named})`;
}
