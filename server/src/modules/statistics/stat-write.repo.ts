import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { type StatRow, WHOLE_DAY } from './stat-line.js';
import {
  add,
  addVec,
  DAY_COLUMNS,
  type DayWrite,
  HOUR_COLUMNS,
  HOUR_KEY,
  KEY,
  type Key,
  keyValues,
  lineValues,
  list,
  METRICS,
  type Metrics,
  moveSummary,
  OWNERS,
  type Owners,
  ownersOf,
  pushKey,
  run,
  setTo,
  type Vec,
} from './stat-statements.repo.js';
import { writeFresh } from './stat-write-fresh.repo.js';

// The general way to write a batch: every stored day and line it replaces read, the rollup moved by the change. New
// hour lines take the fast way first (stat-write-fresh.repo.ts).

const keyText = (r: Key) => `${r.ad_id}|${r.stat_date}|${r.country}|${r.media_app_id}|${r.ad_position_id}`;
const hourText = (r: Key, hour: number) => `${keyText(r)}|${hour}`;
const joinOn = (a: string, b: string, columns: readonly string[]) =>
  columns.map((c) => `${a}.${c} = ${b}.${c}`).join(' and ');

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

const upsertHours = (db: DB, rows: readonly StatRow[]) =>
  run(db, 'hour.write', HOUR_COLUMNS, lineValues(rows), {
    into: 'delivery_stat_hour',
    onConflict: `on conflict (${list(HOUR_KEY)}) do update set ${setTo((m) => `excluded.${m}`)}`,
  });

/** Writes rollup rows given as a flat list of DAY_COLUMNS values. */
const upsertDays = (db: DB, values: readonly unknown[]) =>
  run(db, 'day.write', DAY_COLUMNS, values, {
    into: 'delivery_stat_day',
    onConflict: `on conflict (${list(KEY)}) do update set ${setTo((m) => `excluded.${m}`)}`,
  });

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
    addVec(move.sums, after);
    if (old) add(move.sums, old, -1);
  }
  const summaryValues: unknown[] = [];
  for (const m of moves.values()) summaryValues.push(m.account, m.key.stat_date, m.campaign, m.key.country, ...m.sums);
  await dropHoursOf(db, dropHours);
  await dropWholeOf(db, dropWhole);
  await upsertHours(db, rows);
  await upsertDays(db, dayValues);
  await moveSummary(db, summaryValues);
}
