import { CompiledQuery, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { idList } from '../../db/id-list.js';
import { type StatRow, WHOLE_DAY } from './stat-line.js';

const METRICS = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;
const KEY = ['ad_id', 'stat_date', 'country', 'media_app_id', 'ad_position_id'] as const;
const OWNERS = ['account_id', 'campaign_id', 'ad_group_id', 'ad_type'] as const;
const SUMMARY_KEY = ['account_id', 'stat_date', 'campaign_id', 'country'] as const;
type Key = Pick<StatRow, (typeof KEY)[number]>;
type Metrics = Record<(typeof METRICS)[number], number>;
type Owners = Record<(typeof OWNERS)[number], number>;

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
type Vec = [number, number, number, number, number];

const keyText = (r: Key) => `${r.ad_id}|${r.stat_date}|${r.country}|${r.media_app_id}|${r.ad_position_id}`;
const hourText = (r: Key, hour: number) => `${keyText(r)}|${hour}`;

const texts = new Map<string, string>();

/**
 * What a statement does with its tuples: `body` reads them as a table `k` of the columns (`with k (…) as (…)` goes in
 * front), or `into` a table (an INSERT of them as rows, then `onConflict`).
 */
type Use = { body: string } | { into: string; onConflict: string };

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
async function run<R = unknown>(
  db: DB,
  kind: string,
  columns: readonly string[],
  values: readonly unknown[],
  use: Use,
): Promise<R[]> {
  return (await runCounting<R>(db, kind, columns, values, use)).rows;
}

/** `run`, also answering how many rows its statements inserted, updated or deleted. */
async function runCounting<R = unknown>(
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
const pushKey = (into: unknown[], k: Key) => {
  into.push(k.ad_id, k.stat_date, k.country, k.media_app_id, k.ad_position_id);
};
const keyValues = (keys: readonly Key[]) => {
  const values: unknown[] = [];
  for (const k of keys) pushKey(values, k);
  return values;
};
const joinOn = (a: string, b: string, columns: readonly string[]) =>
  columns.map((c) => `${a}.${c} = ${b}.${c}`).join(' and ');
const list = (columns: readonly string[]) => columns.join(', ');
const setTo = (update: (m: string) => string) => METRICS.map((m) => `${m} = ${update(m)}`).join(', ');

type StoredDay = Key & Owners & Metrics;

/**
 * `k` joined to the rows of `table` at its primary key `key`, the row's `columns` as `x.<column>`. PostgreSQL gets a
 * lateral read by the primary key for each tuple (LIMIT 1 keeps the planner from folding it into a join): a batch's
 * keys share a day and a handful of countries, and as a plain join its planner merged them on the (date, country)
 * index and filtered the rest, 10,000 × 10,000 pairs a batch (1.3 s with auto_explain). SQLite loops over `k` and
 * probes the primary key.
 */
function readByKey(postgres: boolean, table: string, key: readonly string[], columns: readonly string[]): string {
  const on = joinOn('x', 'k', key);
  const picked = columns.map((c) => `x.${c}`).join(', ');
  return postgres
    ? `select ${picked} from k cross join lateral (select ${columns.join(', ')} from ${table} x where ${on} limit 1) x`
    : `select ${picked} from k join ${table} x on ${on}`;
}

/** The stored daily rollup rows of the keys. */
const storedDays = (db: DB, keys: readonly Key[]) =>
  run<StoredDay>(db, 'day.read', KEY, keyValues(keys), {
    body: readByKey(isPostgres(db), 'delivery_stat_day', KEY, [...KEY, ...OWNERS, ...METRICS]),
  });

const HOUR_KEY = [...KEY, 'hour'] as const;

/** The stored lines at the primary keys given (a flat list: key columns, then the hour). */
const storedHours = (db: DB, keys: readonly unknown[]) =>
  run<StatRow>(db, 'hour.read', HOUR_KEY, keys, {
    body: readByKey(isPostgres(db), 'delivery_stat_hour', HOUR_KEY, [...HOUR_KEY, ...METRICS]),
  });

/** The hours 0-23 as a second table `h` of the statement (its text goes right after `k`'s). */
const HOURS = `, h (hour) as (values ${Array.from({ length: WHOLE_DAY }, (_, hour) => `(${hour})`).join(', ')})`;

/**
 * Deletes the hour lines (0-23) of the keys: a whole-day line replaces them. Each hour is named, so every line is
 * found by its primary key (which leads with the day and the hour).
 */
const dropHoursOf = (db: DB, keys: readonly Key[]) =>
  run(db, 'hour.drop-hours', KEY, keyValues(keys), {
    body: `${HOURS} delete from delivery_stat_hour where (${list(HOUR_KEY)}) in (select ${KEY.map((c) => `k.${c}`).join(', ')}, h.hour from k cross join h)`,
  });

/** Deletes the whole-day lines of the keys (by primary key): hour lines replace them. */
const dropWholeOf = (db: DB, keys: readonly Key[]) =>
  run(db, 'hour.drop-whole', KEY, keyValues(keys), {
    body: `delete from delivery_stat_hour where (${list(HOUR_KEY)}) in (select ${list(KEY)}, ${WHOLE_DAY} from k)`,
  });

const HOUR_COLUMNS = [...HOUR_KEY, ...METRICS];
/** The lines as a flat list of HOUR_COLUMNS values. */
const lineValues = (rows: readonly StatRow[]) => {
  const values: unknown[] = [];
  for (const r of rows) {
    pushKey(values, r);
    values.push(r.hour, r.impressions, r.clicks, r.installs, r.conversions, r.spend);
  }
  return values;
};
const upsertHours = (db: DB, rows: readonly StatRow[]) =>
  run(db, 'hour.write', HOUR_COLUMNS, lineValues(rows), {
    into: 'delivery_stat_hour',
    onConflict: `on conflict (${list(HOUR_KEY)}) do update set ${setTo((m) => `excluded.${m}`)}`,
  });

/** Writes rollup rows given as a flat list of DAY_COLUMNS values. */
const DAY_COLUMNS = [...KEY, ...OWNERS, ...METRICS];
const upsertDays = (db: DB, values: readonly unknown[]) =>
  run(db, 'day.write', DAY_COLUMNS, values, {
    into: 'delivery_stat_day',
    onConflict: `on conflict (${list(KEY)}) do update set ${setTo((m) => `excluded.${m}`)}`,
  });

/** Adds changes given as a flat list of SUMMARY_COLUMNS values to the campaign summary. */
const SUMMARY_COLUMNS = [...SUMMARY_KEY, ...METRICS];
const moveSummary = (db: DB, values: readonly unknown[]) =>
  run(db, 'summary.move', SUMMARY_COLUMNS, values, {
    into: 'delivery_stat_summary',
    onConflict: `on conflict (${list(SUMMARY_KEY)}) do update set ${setTo((m) => `delivery_stat_summary.${m} + excluded.${m}`)}`,
  });

/** Each ad's account, ad group and campaign, and each position's ad type: what a new rollup row copies. */
async function ownersOf(db: DB, rows: readonly StatRow[]) {
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

/** Adds `sign` times a row's metrics to `into` (the metrics in METRICS order): plain arithmetic on an array, as
 * this runs once per line of a batch. */
function add(into: Vec, m: Metrics, sign: number): void {
  into[0] += sign * m.impressions;
  into[1] += sign * m.clicks;
  into[2] += sign * m.installs;
  into[3] += sign * m.conversions;
  into[4] += sign * m.spend;
}

type OwnersOf = Awaited<ReturnType<typeof ownersOf>>;

/**
 * The days of `dates` that hold a whole-day line: one primary-key read a day (the key leads with day and hour). On
 * PostgreSQL a lateral read with LIMIT 1, as in `readByKey`: as a semi-join its planner scanned the whole key for the
 * hour.
 */
async function daysWithWholeLines(db: DB, dates: readonly string[]): Promise<Set<string>> {
  const probe = `select 1 from delivery_stat_hour x where x.stat_date = k.stat_date and x.hour = ${WHOLE_DAY}`;
  const found = await run<{ stat_date: string }>(db, 'hour.whole-days', ['stat_date'], dates, {
    body: isPostgres(db)
      ? `select k.stat_date from k cross join lateral (${probe} limit 1) x`
      : `select k.stat_date from k where exists (${probe})`,
  });
  return new Set(found.map((d) => d.stat_date));
}

/** Stores lines that must all be new (a line already stored is left as it was and not counted). */
const insertNewLines = (db: DB, rows: readonly StatRow[]) =>
  runCounting(db, 'hour.insert-new', HOUR_COLUMNS, lineValues(rows), {
    into: 'delivery_stat_hour',
    onConflict: 'on conflict do nothing',
  });

/**
 * Adds rollup rows given as a flat list of DAY_COLUMNS values to the stored ones. A stored row filed under other owners
 * than the ones given (the ad or its position changed since) is left alone and not counted.
 */
const addDays = (db: DB, values: readonly unknown[]) =>
  runCounting(db, 'day.add', DAY_COLUMNS, values, {
    into: 'delivery_stat_day',
    onConflict: `on conflict (${list(KEY)}) do update set ${setTo((m) => `delivery_stat_day.${m} + excluded.${m}`)} where ${OWNERS.map((o) => `delivery_stat_day.${o} = excluded.${o}`).join(' and ')}`,
  });

/**
 * The fast way for what an ad server sends most: hour lines that are all new, on days that hold no whole-day line.
 * Nothing is replaced then, so each rollup row is the stored one plus the new lines, and no stored row needs reading:
 * the lines are inserted and the rollup and the summary grow by their sums. Answers false, having changed nothing, for
 * any other batch, and `writeRows` takes the general way: one with a whole-day line (it replaces its day, which may
 * hold sums folded from lines no longer stored), a day holding a whole-day line (asked first, one read a day), an ad
 * without owners, a line already stored or a rollup row filed under other owners than the ad's now (both found by
 * counting what the statements changed, which then roll back to the savepoint). An hour line's day holds no folded
 * sums: the intake refuses hour lines of days the fold has reached.
 */
async function writeFresh(
  db: DB,
  rows: readonly StatRow[],
  writes: readonly DayWrite[],
  owners: OwnersOf,
): Promise<boolean> {
  if (writes.some((d) => d.whole)) return false;
  const dayValues: unknown[] = [];
  // the summary's moves by campaign, day and country, in maps of numbers and of the few texts a batch names (the
  // rows share each day's and country's text): no key text made a line
  const moves = new Map<number, Map<string, Map<string, { account: number; sums: Vec }>>>();
  for (const d of writes) {
    const k = d.key;
    const ad = owners.ads.get(k.ad_id);
    const type = owners.types.get(k.ad_position_id);
    if (!ad || type === undefined) return false;
    const sums: Vec = [k.impressions, k.clicks, k.installs, k.conversions, k.spend];
    for (let r = 1; r < d.rows.length; r++) add(sums, d.rows[r]!, 1);
    dayValues.push(k.ad_id, k.stat_date, k.country, k.media_app_id, k.ad_position_id);
    dayValues.push(ad.account_id, ad.campaign_id, ad.ad_group_id, type, sums[0], sums[1], sums[2], sums[3], sums[4]);
    const byCountry = entry(
      entry(moves, ad.campaign_id, () => new Map()),
      k.stat_date,
      () => new Map(),
    );
    const move = byCountry.get(k.country);
    if (move) {
      const m = move.sums;
      m[0] += sums[0];
      m[1] += sums[1];
      m[2] += sums[2];
      m[3] += sums[3];
      m[4] += sums[4];
    } else byCountry.set(k.country, { account: ad.account_id, sums });
  }
  const dates = new Set<string>();
  for (const d of writes) dates.add(d.key.stat_date);
  if ((await daysWithWholeLines(db, [...dates])).size) return false;

  await sql`savepoint stat_fresh`.execute(db);
  const taken =
    (await insertNewLines(db, rows)).changed === rows.length &&
    (await addDays(db, dayValues)).changed === writes.length;
  if (!taken) {
    await sql`rollback to savepoint stat_fresh`.execute(db);
    await sql`release savepoint stat_fresh`.execute(db);
    return false;
  }
  const summaryValues: unknown[] = [];
  for (const [campaign, byDay] of moves)
    for (const [date, byCountry] of byDay)
      for (const [country, m] of byCountry) summaryValues.push(m.account, date, campaign, country, ...m.sums);
  await moveSummary(db, summaryValues);
  await sql`release savepoint stat_fresh`.execute(db);
  return true;
}

/** `map`'s value at `key`, made by `make` (and kept) when it has none. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

interface DayWrite {
  /** the key's first row (a whole-day key has only that one) */
  key: StatRow;
  whole: boolean;
  rows: readonly StatRow[];
}

/**
 * Stores a batch's rows (each replacing what its key held) and brings the daily rollup of every key they touch to the
 * sum of its stored rows, inside the caller's transaction (which holds the writer's turn). A whole-day row and hour
 * rows of one key do not live together: the one written last removes the other. The rows come grouped by day key as
 * `latestRows` gives them (one grain a key, each key once).
 *
 * The rollup moves by each key's change instead of being summed again from its stored lines: a stored day is the sum
 * of its stored lines (every write comes through here; the fold deletes lines, never rollup rows), so the new day is
 * the old one plus, for each line written, the new values less the ones it replaced; a whole-day line is the day
 * itself, and hours that replace a whole day are the day. Only primary keys are read: the stored day of each key, and
 * for a day already stored the lines at the hours written and its whole-day line. The campaign summary moves by the
 * same change, under the owners the rollup row already carries.
 */
export async function writeRows(db: DB, days: readonly (readonly StatRow[])[]): Promise<void> {
  const writes: DayWrite[] = [];
  const rows: StatRow[] = [];
  for (const day of days) {
    const key = day[0];
    if (!key) continue;
    writes.push({ key, whole: key.hour === WHOLE_DAY, rows: day });
    for (const r of day) rows.push(r);
  }
  if (!rows.length) return;
  const owners = await ownersOf(db, rows);
  if (await writeFresh(db, rows, writes, owners)) return;
  const stored = await storedDays(
    db,
    writes.map((d) => d.key),
  );
  const before = new Map<string, StoredDay>();
  for (const s of stored) before.set(keyText(s), s);
  // each key's text, made here: the fast way never needs it
  const texts = writes.map((d) => keyText(d.key));
  const probe: unknown[] = [];
  for (const [i, d] of writes.entries()) {
    if (d.whole || !before.has(texts[i]!)) continue;
    for (const r of d.rows) {
      pushKey(probe, r);
      probe.push(r.hour);
    }
    pushKey(probe, d.key);
    probe.push(WHOLE_DAY);
  }
  // only a day already stored has lines to replace: none read for a batch of new days
  const lines = new Map<string, StatRow>();
  if (probe.length) for (const h of await storedHours(db, probe)) lines.set(hourText(h, h.hour), h);

  const dropHours: Key[] = [];
  const dropWhole: Key[] = [];
  const dayValues: unknown[] = [];
  const moves = new Map<string, { key: StatRow; account: number; campaign: number; sums: Vec }>();
  for (const [i, d] of writes.entries()) {
    const k = d.key;
    const text = texts[i]!;
    const old = before.get(text);
    const after: Vec = [0, 0, 0, 0, 0];
    if (d.whole) {
      add(after, k, 1);
      if (old) dropHours.push(k);
    } else if (old && lines.has(`${text}|${WHOLE_DAY}`)) {
      dropWhole.push(k);
      for (const r of d.rows) add(after, r, 1);
    } else {
      if (old) add(after, old, 1);
      for (const r of d.rows) {
        add(after, r, 1);
        const was = old && lines.get(`${text}|${r.hour}`);
        if (was) add(after, was, -1);
      }
    }
    // the owners the stored rollup row was filed under, else the ad's; an ad whose ad group is gone has none (its
    // lines are still kept)
    const ad = owners.ads.get(k.ad_id);
    const adType = owners.types.get(k.ad_position_id);
    const account = old ? old.account_id : ad?.account_id;
    const campaign = old ? old.campaign_id : ad?.campaign_id;
    const group = old ? old.ad_group_id : ad?.ad_group_id;
    const type = old ? old.ad_type : adType;
    if (account === undefined || campaign === undefined || group === undefined || type === undefined) continue;
    pushKey(dayValues, k);
    dayValues.push(account, campaign, group, type, after[0], after[1], after[2], after[3], after[4]);
    const s = `${account}|${k.stat_date}|${campaign}|${k.country}`;
    let move = moves.get(s);
    if (!move) {
      move = { key: k, account, campaign, sums: [0, 0, 0, 0, 0] };
      moves.set(s, move);
    }
    const m = move.sums;
    m[0] += after[0];
    m[1] += after[1];
    m[2] += after[2];
    m[3] += after[3];
    m[4] += after[4];
    if (old) add(m, old, -1);
  }
  const summaryValues: unknown[] = [];
  for (const m of moves.values()) summaryValues.push(m.account, m.key.stat_date, m.campaign, m.key.country, ...m.sums);
  await dropHoursOf(db, dropHours);
  await dropWholeOf(db, dropWhole);
  await upsertHours(db, rows);
  await upsertDays(db, dayValues);
  await moveSummary(db, summaryValues);
}
