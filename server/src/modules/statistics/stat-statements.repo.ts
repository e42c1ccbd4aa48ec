import { CompiledQuery } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { idList } from '../../db/id-list.js';
import type { StatRow } from './stat-line.js';

// What both of the intake's ways to write a batch (stat-write.repo.ts, stat-write-fresh.repo.ts) build their
// statements from: the columns, the statements made once as text and run over flat lists of values, and the metric
// sums.

export const METRICS = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;
export const KEY = ['ad_id', 'stat_date', 'country', 'media_app_id', 'ad_position_id'] as const;
export const OWNERS = ['account_id', 'campaign_id', 'ad_group_id', 'ad_type'] as const;
const SUMMARY_KEY = ['account_id', 'stat_date', 'campaign_id', 'country'] as const;
export const HOUR_KEY = [...KEY, 'hour'] as const;
export const HOUR_COLUMNS = [...HOUR_KEY, ...METRICS];
export const DAY_COLUMNS = [...KEY, ...OWNERS, ...METRICS];
const SUMMARY_COLUMNS = [...SUMMARY_KEY, ...METRICS];
export type Key = Pick<StatRow, (typeof KEY)[number]>;
export type Metrics = Record<(typeof METRICS)[number], number>;
export type Owners = Record<(typeof OWNERS)[number], number>;

/** Each column's type, for PostgreSQL's casts of the parameters (a VALUES list of bare parameters is text there). */
const TYPES: Record<string, string> = {
  ad_id: 'integer',
  stat_date: 'varchar(10)',
  country: 'varchar(8)',
  media_app_id: 'integer',
  ad_position_id: 'integer',
  hour: 'integer',
  account_id: 'integer',
  campaign_id: 'integer',
  ad_group_id: 'integer',
  ad_type: 'integer',
  impressions: 'bigint',
  clicks: 'bigint',
  installs: 'bigint',
  conversions: 'bigint',
  spend: 'bigint',
};

/**
 * Rows one statement carries: on SQLite a VALUES list of at most 14 values a row, under its 32,766 parameters; on
 * PostgreSQL a parameter per column (an array each), so a batch goes in one statement.
 */
const ROWS_PER_STATEMENT = { sqlite: 1000, postgres: 20_000 };

/** Metrics in METRICS order. */
export type Vec = [number, number, number, number, number];

/** Adds `sign` times a row's metrics to `into`: plain arithmetic on an array, as this runs once per line of a batch. */
export function add(into: Vec, m: Metrics, sign: number): void {
  into[0] += sign * m.impressions;
  into[1] += sign * m.clicks;
  into[2] += sign * m.installs;
  into[3] += sign * m.conversions;
  into[4] += sign * m.spend;
}

/** Adds the sums `from` to `into`. */
export function addVec(into: Vec, from: Vec): void {
  into[0] += from[0];
  into[1] += from[1];
  into[2] += from[2];
  into[3] += from[3];
  into[4] += from[4];
}

const texts = new Map<string, string>();

/**
 * What a statement does with its tuples: `body` reads them as a table `k` of the columns (`with k (…) as (…)` goes in
 * front), or `into` a table (an INSERT of them as rows, then `onConflict`).
 */
export type Use = { body: string } | { into: string; onConflict: string };

/**
 * The statement's text, made once per engine, kind and size: the intake's hot path, where building 10,000 rows of
 * values through the query builder cost more than running them (the device-event intake does the same), and a fixed
 * text lets both engines reuse the prepared statement. SQLite reads a VALUES list of `rows` tuples; PostgreSQL unnests
 * one array per column, which it parses and plans in a fraction of the time a VALUES list of thousands of parameters
 * takes.
 */
function statement(postgres: boolean, kind: string, columns: readonly string[], rows: number, use: Use): string {
  const key = postgres ? `pg:${kind}` : `sqlite:${kind}:${rows}`;
  let text = texts.get(key);
  if (!text) {
    const source = postgres
      ? `select * from unnest(${columns.map((c, i) => `$${i + 1}::${TYPES[c]}[]`).join(', ')})`
      : `values ${Array.from({ length: rows }, () => `(${columns.map(() => '?').join(', ')})`).join(', ')}`;
    const names = columns.join(', ');
    text =
      'body' in use
        ? `with k (${names}) as (${source}) ${use.body}`
        : `insert into ${use.into} (${names}) ${source} ${use.onConflict}`;
    texts.set(key, text);
  }
  return text;
}

/**
 * Runs `kind` over rows given as one flat list of values (`columns.length` a row, in statements of ROWS_PER_STATEMENT
 * rows); answers the rows they read. Flat, not a tuple a row: a batch is 10,000 rows, and an array each (then
 * flattened again for the driver) was a fifth of the intake's garbage.
 */
export async function run<R = unknown>(
  db: DB,
  kind: string,
  columns: readonly string[],
  values: readonly unknown[],
  use: Use,
): Promise<R[]> {
  return (await runCounting<R>(db, kind, columns, values, use)).rows;
}

/** `run`, also answering how many rows its statements inserted, updated or deleted. */
export async function runCounting<R = unknown>(
  db: DB,
  kind: string,
  columns: readonly string[],
  values: readonly unknown[],
  use: Use,
): Promise<{ rows: R[]; changed: number }> {
  const postgres = isPostgres(db);
  const width = columns.length;
  const total = values.length / width;
  const size = ROWS_PER_STATEMENT[postgres ? 'postgres' : 'sqlite'];
  const rows: R[] = [];
  let changed = 0;
  for (let at = 0; at < total; at += size) {
    const count = Math.min(size, total - at);
    const part = count === total ? values : values.slice(at * width, (at + count) * width);
    const params = postgres ? columns.map((_, c) => strided(part, c, width)) : (part as unknown[]);
    const text = statement(postgres, kind, columns, count, use);
    const result = await db.executeQuery<R>(CompiledQuery.raw(text, params));
    for (const row of result.rows) rows.push(row);
    changed += Number(result.numAffectedRows ?? 0);
  }
  return { rows, changed };
}

/** Every `width`-th value from `start`: one column of a flat list of rows (PostgreSQL takes an array a column). */
function strided(values: readonly unknown[], start: number, width: number): unknown[] {
  const column = new Array(values.length / width);
  for (let i = start, j = 0; i < values.length; i += width, j++) column[j] = values[i];
  return column;
}

/** Appends a key's columns (KEY order) to a flat list of values. */
export const pushKey = (into: unknown[], k: Key) => {
  into.push(k.ad_id, k.stat_date, k.country, k.media_app_id, k.ad_position_id);
};
export const keyValues = (keys: readonly Key[]) => {
  const values: unknown[] = [];
  for (const k of keys) pushKey(values, k);
  return values;
};
export const list = (columns: readonly string[]) => columns.join(', ');
export const setTo = (update: (m: string) => string) => METRICS.map((m) => `${m} = ${update(m)}`).join(', ');

/** The lines as a flat list of HOUR_COLUMNS values. */
export const lineValues = (rows: readonly StatRow[]) => {
  const values: unknown[] = [];
  for (const r of rows) {
    pushKey(values, r);
    values.push(r.hour, r.impressions, r.clicks, r.installs, r.conversions, r.spend);
  }
  return values;
};

/** Adds changes given as a flat list of SUMMARY_COLUMNS values to the campaign summary. */
export const moveSummary = (db: DB, values: readonly unknown[]) =>
  run(db, 'summary.move', SUMMARY_COLUMNS, values, {
    into: 'delivery_stat_summary',
    onConflict: `on conflict (${list(SUMMARY_KEY)}) do update set ${setTo((m) => `delivery_stat_summary.${m} + excluded.${m}`)}`,
  });

/** A day key's rows in a batch, as `latestRows` grouped them. */
export interface DayWrite {
  /** the key's first row (a whole-day key has only that one) */
  key: StatRow;
  whole: boolean;
  rows: readonly StatRow[];
}

/** Each ad's account, ad group and campaign, and each position's ad type: what a new rollup row copies. */
export async function ownersOf(db: DB, rows: readonly StatRow[]) {
  const [ads, positions] = await Promise.all([
    db
      .selectFrom('ad as a')
      .innerJoin('ad_group as g', 'g.id', 'a.ad_group_id')
      .select(['a.id', 'a.account_id', 'a.ad_group_id', 'g.campaign_id'])
      .where('a.id', 'in', idList([...new Set(rows.map((r) => r.ad_id))]))
      .execute(),
    db
      .selectFrom('ad_position')
      .select(['id', 'ad_type'])
      .where('id', 'in', idList([...new Set(rows.map((r) => r.ad_position_id))]))
      .execute(),
  ]);
  return {
    ads: new Map(ads.map((a) => [a.id, a])),
    types: new Map(positions.map((p) => [p.id, p.ad_type])),
  };
}

export type OwnersOf = Awaited<ReturnType<typeof ownersOf>>;
