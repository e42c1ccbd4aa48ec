import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { type StatRow, WHOLE_DAY } from './stat-line.js';
import {
  add,
  addVec,
  DAY_COLUMNS,
  type DayWrite,
  HOUR_COLUMNS,
  KEY,
  lineValues,
  list,
  moveSummary,
  OWNERS,
  type OwnersOf,
  run,
  runCounting,
  setTo,
  type Vec,
} from './stat-statements.repo.js';

/**
 * The days of `dates` that hold a whole-day line: one primary-key read a day (the key leads with day and hour). On
 * PostgreSQL a lateral read with LIMIT 1, as in `readByKey` (stat-write.repo.ts): as a semi-join its planner scanned the whole key for the
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

/** `map`'s value at `key`, made by `make` (and kept) when it has none. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

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
export async function writeFresh(
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
    if (move) addVec(move.sums, sums);
    else byCountry.set(k.country, { account: ad.account_id, sums });
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
