import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { type StatRow, WHOLE_DAY } from './stat-line.js';

const METRICS = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;
const KEY = ['ad_id', 'stat_date', 'country', 'media_app_id', 'ad_position_id'] as const;
type Key = Pick<StatRow, (typeof KEY)[number]>;
/**
 * Rows one INSERT carries: 12 values each, under SQLite's 32,766 parameters. A fixed size keeps the statement's
 * text the same, so both engines reuse its prepared form.
 */
const ROWS_PER_INSERT = 1000;
/** Keys one statement names (5 values each). */
const KEYS_PER_STATEMENT = 1000;

const keyText = (r: Key) => `${r.ad_id}|${r.stat_date}|${r.country}|${r.media_app_id}|${r.ad_position_id}`;

/**
 * The keys as a VALUES list for `(…key columns…) IN (VALUES …)` (a subquery on both engines; SQLite takes a row value
 * IN only against one), with the hour as a sixth column when given: then the list names whole primary keys. The
 * first row is cast so PostgreSQL types the list by the columns, not as text.
 */
function keyList(keys: readonly Key[], hour?: number) {
  const h = hour === undefined ? sql`` : sql`, cast(${hour} as integer)`;
  const rows = keys.map((k, i) =>
    i === 0
      ? sql`(cast(${k.ad_id} as integer), cast(${k.stat_date} as varchar(10)), cast(${k.country} as varchar(8)), cast(${k.media_app_id} as integer), cast(${k.ad_position_id} as integer)${h})`
      : sql`(${k.ad_id}, ${k.stat_date}, ${k.country}, ${k.media_app_id}, ${k.ad_position_id}${h})`,
  );
  return sql`(values ${sql.join(rows)})`;
}

const keyIn = (alias: string, keys: readonly Key[]) =>
  sql<boolean>`(${sql.join(KEY.map((k) => sql.ref(`${alias}.${k}`)))}) in ${keyList(keys)}`;

/** The whole-day rows of the keys, by their primary keys. */
const wholeDayIn = (alias: string, keys: readonly Key[]) =>
  sql<boolean>`(${sql.join([...KEY, 'hour'].map((k) => sql.ref(`${alias}.${k}`)))}) in ${keyList(keys, WHOLE_DAY)}`;

function* chunks<T>(all: readonly T[], size: number): Generator<T[]> {
  for (let at = 0; at < all.length; at += size) yield all.slice(at, at + size);
}

/**
 * Adds (sign 1) or takes away (sign -1) the rollup rows of the keys from the campaign summary: around the rollup's
 * write, the two calls move the summary by exactly each row's change. Grouped by the summary's key, so one statement
 * never names a summary row twice.
 */
async function moveSummary(db: DB, keys: readonly Key[], sign: 1 | -1): Promise<void> {
  const sums = db
    .selectFrom('delivery_stat_day as d')
    .select((eb) => [
      'd.account_id',
      'd.stat_date',
      'd.campaign_id',
      'd.country',
      ...METRICS.map((m) => sql<number>`${sql.lit(sign)} * ${eb.fn.sum<number>(`d.${m}`)}`.as(m)),
    ])
    .where(keyIn('d', keys))
    .groupBy(['d.account_id', 'd.stat_date', 'd.campaign_id', 'd.country']);
  await db
    .insertInto('delivery_stat_summary')
    .columns(['account_id', 'stat_date', 'campaign_id', 'country', ...METRICS])
    .expression(sums)
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'stat_date', 'campaign_id', 'country'])
        .doUpdateSet((eb) =>
          Object.fromEntries(
            METRICS.map((m) => [m, eb(eb.ref(`delivery_stat_summary.${m}`), '+', eb.ref(`excluded.${m}`))]),
          ),
        ),
    )
    .execute();
}

/**
 * Stores a batch's rows (each replacing what its key held) and brings the daily rollup of every key they touch to the
 * sum of its stored rows, inside the caller's transaction. A whole-day row and hour rows of one key do not live
 * together: the one written last removes the other. Rows come from `latestRows` (one grain per key). Every statement
 * names its keys (a VALUES list matched on the primary key), so each engine reads only those keys' rows. The campaign
 * summary moves by each rollup row's change (taken away before the rollup's write, added after).
 */
export async function writeRows(db: DB, rows: readonly StatRow[]): Promise<void> {
  if (!rows.length) return;
  for (const part of chunks(rows, ROWS_PER_INSERT)) {
    await db
      .insertInto('delivery_stat_hour')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns([...KEY, 'hour'])
          .doUpdateSet((eb) => Object.fromEntries(METRICS.map((m) => [m, eb.ref(`excluded.${m}`)]))),
      )
      .execute();
  }
  const whole = new Map<string, Key>();
  const hours = new Map<string, Key>();
  for (const r of rows) (r.hour === WHOLE_DAY ? whole : hours).set(keyText(r), r);
  // the other grain of a key this batch wrote: the hours of its whole-day keys, the whole day of its hour keys (named
  // by primary key: a filter on the hour alone lets PostgreSQL scan the table)
  for (const part of chunks([...whole.values()], KEYS_PER_STATEMENT)) {
    await db.deleteFrom('delivery_stat_hour as h').where('h.hour', '<', WHOLE_DAY).where(keyIn('h', part)).execute();
  }
  for (const part of chunks([...hours.values()], KEYS_PER_STATEMENT)) {
    await db.deleteFrom('delivery_stat_hour as h').where(wholeDayIn('h', part)).execute();
  }
  for (const part of chunks([...whole.values(), ...hours.values()], KEYS_PER_STATEMENT)) {
    await moveSummary(db, part, -1);
    const sums = db
      .selectFrom('delivery_stat_hour as h')
      .innerJoin('ad as a', 'a.id', 'h.ad_id')
      .innerJoin('ad_group as g', 'g.id', 'a.ad_group_id')
      .innerJoin('ad_position as p', 'p.id', 'h.ad_position_id')
      .select((eb) => [
        ...KEY.map((k) => `h.${k}` as const),
        'a.account_id',
        'g.campaign_id',
        'a.ad_group_id',
        'p.ad_type',
        ...METRICS.map((m) => eb.fn.sum<number>(`h.${m}`).as(m)),
      ])
      .where(keyIn('h', part))
      .groupBy([...KEY.map((k) => `h.${k}` as const), 'a.account_id', 'g.campaign_id', 'a.ad_group_id', 'p.ad_type']);
    await db
      .insertInto('delivery_stat_day')
      .columns([...KEY, 'account_id', 'campaign_id', 'ad_group_id', 'ad_type', ...METRICS])
      .expression(sums)
      .onConflict((oc) =>
        oc.columns([...KEY]).doUpdateSet((eb) => Object.fromEntries(METRICS.map((m) => [m, eb.ref(`excluded.${m}`)]))),
      )
      .execute();
    await moveSummary(db, part, 1);
  }
}
