import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { isPostgres } from './dialect.js';
import { likePattern, lowerLike } from './text-search.js';

/**
 * An indexed "name contains" search, the same answer on both engines: PostgreSQL uses a pg_trgm GIN index on
 * lower(name); SQLite an FTS5 trigram table kept in sync by triggers. Both accelerate text of 3 characters or more;
 * shorter text falls back to a scan. Every hit is re-checked with the portable `lower(name) like` of text-search.ts,
 * so the engines cannot disagree on what matches.
 */
export interface NameIndex {
  table: string;
  column: string;
}

const ftsName = (ix: NameIndex) => `${ix.table}_${ix.column}_fts`;
const trgmName = (ix: NameIndex) => `${ix.table}_${ix.column}_trgm_idx`;
/** Trigram indexes need at least this many characters to narrow anything. */
export const TRIGRAM_MIN = 3;

/** Creates the name index (migration helper). On PostgreSQL without pg_trgm the search still works, by scanning. */
export async function createNameIndex(db: Kysely<unknown>, ix: NameIndex): Promise<void> {
  const { table, column } = ix;
  if (isPostgres(db)) {
    // a failed statement would abort the migration's transaction, so ask first: installed already, or installable
    // here (the server has it and the user may create it: pg_trgm is a trusted extension)
    const state = await sql<{ installed: boolean; installable: boolean }>`select
      exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and has_database_privilege(current_database(), 'CREATE') as installable`.execute(db);
    const { installed, installable } = state.rows[0] ?? { installed: false, installable: false };
    if (!installed && !installable) return;
    if (!installed) await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index ${sql.id(trgmName(ix))} on ${sql.table(table)}
      using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
    return;
  }
  const fts = sql.table(ftsName(ix));
  const col = sql.ref(column);
  await sql`create virtual table ${fts} using fts5(${col}, content=${sql.lit(table)}, content_rowid='id',
    tokenize='trigram')`.execute(db);
  const trigger = (suffix: string) => sql.id(`${ftsName(ix)}_${suffix}`);
  await sql`create trigger ${trigger('ai')} after insert on ${sql.table(table)} begin
    insert into ${fts}(rowid, ${col}) values (new.id, new.${col}); end`.execute(db);
  await sql`create trigger ${trigger('ad')} after delete on ${sql.table(table)} begin
    insert into ${fts}(${fts}, rowid, ${col}) values ('delete', old.id, old.${col}); end`.execute(db);
  await sql`create trigger ${trigger('au')} after update of ${col} on ${sql.table(table)} begin
    insert into ${fts}(${fts}, rowid, ${col}) values ('delete', old.id, old.${col});
    insert into ${fts}(rowid, ${col}) values (new.id, new.${col}); end`.execute(db);
}

export async function dropNameIndex(db: Kysely<unknown>, ix: NameIndex): Promise<void> {
  if (isPostgres(db)) await sql`drop index if exists ${sql.id(trgmName(ix))}`.execute(db);
  else await sql`drop table if exists ${sql.table(ftsName(ix))}`.execute(db);
}

/** At most this many trigram keys go to an index: each one more is another posting list to intersect. */
export const TRIGRAM_KEYS_MAX = 4;

/**
 * The trigram keys of `text`: within each run of letters and digits (pg_trgm indexes only those), its
 * non-overlapping 3-character pieces and the run's last three characters, lower-cased and unique; the first piece
 * of every run comes first, then the last ones, then the rest, and only TRIGRAM_KEYS_MAX are kept. Every name
 * containing `text` contains each key, so their conjunction is a superset (the `like` re-check keeps the exact
 * answer), found with far fewer posting lists than the whole text's trigrams: for "summer banner" 4 instead of 13
 * in pg_trgm (index scan 8.6 -> 2.9 ms), and in FTS5 the hits in 2.8 ms instead of 4.4. Empty when no run is 3 long.
 */
export function trigramKeys(text: string): string[] {
  const firsts: string[] = [];
  const lasts: string[] = [];
  const middles: string[] = [];
  for (const run of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [...run];
    if (chars.length < TRIGRAM_MIN) continue;
    const pieces = sideBySide(chars);
    firsts.push(pieces[0]!);
    if (pieces.length > 1) lasts.push(pieces.at(-1)!);
    middles.push(...pieces.slice(1, -1));
  }
  return [...new Set([...firsts, ...lasts, ...middles])].slice(0, TRIGRAM_KEYS_MAX);
}

/** `chars` cut into side-by-side pieces of three, and its last three characters when they do not end a piece. */
function sideBySide(chars: string[]): string[] {
  const pieces: string[] = [];
  for (let i = 0; i + TRIGRAM_MIN <= chars.length; i += TRIGRAM_MIN)
    pieces.push(chars.slice(i, i + TRIGRAM_MIN).join(''));
  if (chars.length % TRIGRAM_MIN) pieces.push(chars.slice(-TRIGRAM_MIN).join(''));
  return pieces;
}

/**
 * The FTS5 query for "contains `text`" over a trigram index: the trigram keys ANDed, each quoted (quotes doubled, so
 * no FTS syntax gets through). A text without a run of 3 letters or digits ("a-b", "50%") still has trigrams in
 * FTS5, which indexes every character: then its side-by-side pieces and its last three characters are used.
 */
export function ftsTrigramQuery(text: string): string {
  const keys = trigramKeys(text);
  const grams = keys.length ? keys : [...new Set(sideBySide([...text.toLowerCase()]))];
  return grams.map((g) => `"${g.replaceAll('"', '""')}"`).join(' AND ');
}

/**
 * "`alias`.name contains `text`" (case-insensitive) through the name index; `alias` is the query's name for the
 * indexed table, whose primary key is `id`. With `via: 'rows'` the same test is made on the rows only, for a text
 * so common that walking another index (creation time) meets enough hits sooner than the name index lists them all.
 */
export function nameContains(
  db: { getExecutor(): { adapter: unknown } },
  ix: NameIndex,
  alias: string,
  text: string,
  via: 'index' | 'rows' = 'index',
): Expression<SqlBool> {
  const column = sql.ref(`${alias}.${ix.column}`);
  const like = lowerLike(column, likePattern(text));
  if (!isPostgres(db)) {
    if (via === 'rows' || [...text].length < TRIGRAM_MIN) return like;
    const fts = sql.table(ftsName(ix));
    return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select rowid from ${fts} where ${fts} match ${ftsTrigramQuery(text)})
    and ${like}`;
  }
  // the same test in a form the planner cannot hand to the GIN index (|| '' is not the indexed expression)
  const unindexed = lowerLike(sql`${column} || ''`, likePattern(text));
  // checked on each row the query walks anyway (in time order, say): no index may drive it
  if (via === 'rows') return unindexed;
  const keys = trigramKeys(text);
  if (!keys.length) return like;
  // the keys go to the GIN index (one scan, one trigram each) and the whole text is checked on the rows found;
  // were it indexable, the planner would add back every trigram of the text
  const keyed = keys.map((k) => lowerLike(column, likePattern(k)));
  return sql<SqlBool>`(${sql.join([...keyed, unindexed], sql` and `)})`;
}
