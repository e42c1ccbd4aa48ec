import type { Insertable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { DB } from '../../db/database.js';
import { idList } from '../../db/id-list.js';
import type { DeliveryStatBatchTable } from './statistics.tables.js';

export const findBatch = (db: DB, apiKeyId: number, batchId: string) =>
  db
    .selectFrom('delivery_stat_batch')
    .selectAll()
    .where('api_key_id', '=', apiKeyId)
    .where('batch_id', '=', batchId)
    .executeTakeFirst();

export async function insertBatch(db: DB, row: Insertable<DeliveryStatBatchTable>): Promise<void> {
  await db.insertInto('delivery_stat_batch').values(row).execute();
}

/** Takes the writer row for the transaction: the next intake waits for this one to commit. */
export async function takeWriterTurn(db: DB): Promise<void> {
  await db
    .updateTable('delivery_stat_writer')
    .set((eb) => ({ batches: eb('batches', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/** The ads among `ids` (deleted ones too: what they delivered was delivered). */
export async function knownAds(db: DB, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('ad').select('id').where('id', 'in', idList(ids)).execute();
  return new Set(rows.map((r) => r.id));
}

/** The media app of each ad position among `ids`. */
export async function positionApps(db: DB, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('ad_position').select(['id', 'app_id']).where('id', 'in', idList(ids)).execute();
  return new Map(rows.map((r) => [r.id, r.app_id]));
}

/**
 * Deletes the stored rows of the oldest day before `before` (their sums stay in the daily rollup); answers how many,
 * 0 when no day is left to fold.
 */
export async function foldOldestDay(db: DB, before: string): Promise<number> {
  const oldest = await db
    .selectFrom('delivery_stat_hour')
    .select((eb) => eb.fn.min('stat_date').as('d'))
    .where('stat_date', '<', before)
    .executeTakeFirst();
  if (!oldest?.d) return 0;
  const r = await db.deleteFrom('delivery_stat_hour').where('stat_date', '=', oldest.d).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Deletes batch ids older than `before` (a repeat after that long is not a retry), answers how many. */
export async function pruneBatches(db: DB, before: number): Promise<number> {
  const r = await db.deleteFrom('delivery_stat_batch').where('create_time', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export interface Totals {
  spend: number;
  impressions: number;
  clicks: number;
  installs: number;
}

const TOTALS = ['spend', 'impressions', 'clicks', 'installs'] as const;

/** The days a total reads: one day, or a range of days (both ends included), YYYY-MM-DD. */
export type DayRange = { from: string; to: string };

type Level = 'ad_id' | 'ad_group_id' | 'campaign_id';

/**
 * The summed rows of a level's owners among `ids`, grouped by owner: the campaign summary for campaigns (a row per
 * day and country instead of per ad and placement, the same sums; the campaign list reads them on every page), else
 * the daily rollup.
 */
const sums = (db: DB, level: Level, ids: number[]) =>
  db
    .selectFrom((level === 'campaign_id' ? 'delivery_stat_summary' : 'delivery_stat_day') as 'delivery_stat_day')
    .select((eb) => [`${level} as owner`, ...TOTALS.map((c) => eb.fn.sum<number>(c).as(c))])
    .where(level, 'in', idList(ids))
    .groupBy(level);

/** Totals of the owners, over all days or over `day` or `from`..`to`: compiled once per shape (compiled-once.ts). */
const totalRows = compiledOnce(
  (db: DB, s: { level: Level }, p: { ids: number[]; day?: string; from?: string; to?: string }) => {
    let q = sums(db, s.level, p.ids);
    if (p.day !== undefined) q = q.where('stat_date', '=', p.day);
    if (p.from !== undefined) q = q.where('stat_date', '>=', p.from);
    if (p.to !== undefined) q = q.where('stat_date', '<=', p.to);
    return q;
  },
);

/** All-time totals of the owners with the spend of each of `days` alone (`day_<i>`), compiled once per shape. */
const totalDayRows = compiledOnce((db: DB, s: { level: Level }, p: { ids: number[]; days: string[] }) =>
  sums(db, s.level, p.ids).select((eb) =>
    p.days.map((day, i) =>
      eb.fn.sum<number>(eb.case().when('stat_date', '=', day).then(eb.ref('spend')).end()).as(`day_${i}`),
    ),
  ),
);

const totalsOf = (r: Record<(typeof TOTALS)[number], unknown>): Totals => ({
  spend: Number(r.spend),
  impressions: Number(r.impressions),
  clicks: Number(r.clicks),
  installs: Number(r.installs),
});

/**
 * Delivery totals from the daily rollup per ad, ad group or campaign (all days), and on `date` only (one day or a
 * range) when given; a campaign's from the campaign summary.
 */
export async function totalsBy(
  db: DB,
  scope: Level,
  ids: number[],
  date?: string | DayRange,
): Promise<Map<number, Totals>> {
  if (!ids.length) return new Map();
  const days = typeof date === 'string' ? { day: date } : (date ?? {});
  const rows = await totalRows(db, { level: scope }, { ids, ...days });
  return new Map(rows.map((r) => [Number(r.owner), totalsOf(r)]));
}

/** All-time totals of an owner, and its spend on each of the days asked (0 for a day without delivery). */
export interface TotalsAndDaySpend {
  total: Totals;
  daySpend: number[];
}

/**
 * All-time totals per ad group or campaign (as totalsBy) with the spend of each of `days` (YYYY-MM-DD) alone, in one
 * read: a list shows all-time figures and today's spend, where today is a date per time zone (at most three at a
 * time), and the rows the all-time sums read hold today's too. An owner without delivery is left out.
 */
export async function totalsAndDaySpend(
  db: DB,
  scope: 'ad_group_id' | 'campaign_id',
  ids: number[],
  days: string[],
): Promise<Map<number, TotalsAndDaySpend>> {
  if (!ids.length) return new Map();
  const rows = await totalDayRows(db, { level: scope }, { ids, days });
  return new Map(
    rows.map((r) => {
      const row = r as typeof r & Record<string, unknown>;
      // a day without rows sums to null
      return [Number(r.owner), { total: totalsOf(r), daySpend: days.map((_, i) => Number(row[`day_${i}`] ?? 0)) }];
    }),
  );
}
