import type { ReportCount, ReportDimension } from '@adconsole/contract';
import { type Expression, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { idList } from '../../db/id-list.js';
import type { Database } from '../../db/schema.js';

/** What a report reads: days, the accounts in scope (null: all), the filters, the grouping and the order. */
export interface ReportSelection {
  from: string;
  to: string;
  /** the caller's accounts; null for an administrator */
  accounts: number[] | null;
  account_ids: number[];
  campaign_ids: number[];
  ad_group_ids: number[];
  ad_ids: number[];
  dimensions: readonly ReportDimension[];
  sort_by: string;
  sort_order: 'asc' | 'desc';
}

/** The sums of one group, spend in minor units. */
export type ReportSums = Record<ReportCount, number>;

/** One grouped row as read: its dimension values (those chosen), its currency and sums. */
export interface ReportGroup extends ReportSums {
  currency: string;
  stat_date?: string;
  media_app_id?: number;
  media_app_name?: string | null;
  ad_position_id?: number;
  ad_position_name?: string | null;
  country?: string;
  ad_type?: number;
}

type Rollup = SelectQueryBuilder<
  Database & { d: Database['delivery_stat_day']; c: Database['campaign'] },
  'd' | 'c',
  object
>;

const COUNTS: readonly ReportCount[] = ['impressions', 'clicks', 'installs', 'conversions', 'spend'];
const sum = (m: ReportCount) => sql<number>`sum(${sql.ref(`d.${m}`)})`;

// A rate as SQL for sorting: null when its denominator is 0 (such rows sort last either way).
const RATE_SQL: Record<string, RawBuilder<number | null>> = {
  ctr: sql`case when sum(d.impressions) = 0 then null else sum(d.clicks) * 1.0 / sum(d.impressions) end`,
  cvr: sql`case when sum(d.clicks) = 0 then null else sum(d.conversions) * 1.0 / sum(d.clicks) end`,
  cpi: sql`case when sum(d.installs) = 0 then null else sum(d.spend) * 1.0 / sum(d.installs) end`,
  ecpm: sql`case when sum(d.impressions) = 0 then null else sum(d.spend) * 1.0 / sum(d.impressions) end`,
};

// Each dimension's columns in the grouping (values and names) and the one it sorts by.
const DIMENSION: Record<ReportDimension, { columns: [string, string][]; sort: string }> = {
  date: { columns: [['d.stat_date', 'stat_date']], sort: 'd.stat_date' },
  app: {
    columns: [
      ['d.media_app_id', 'media_app_id'],
      ['m.name', 'media_app_name'],
    ],
    sort: 'm.name',
  },
  ad_position: {
    columns: [
      ['d.ad_position_id', 'ad_position_id'],
      ['p.name', 'ad_position_name'],
    ],
    sort: 'p.name',
  },
  country: { columns: [['d.country', 'country']], sort: 'd.country' },
  ad_type: { columns: [['d.ad_type', 'ad_type']], sort: 'd.ad_type' },
};

// What the campaign summary keeps: a report grouped by these alone, filtered by account or campaign, reads it.
const SUMMARY_DIMENSIONS: ReadonlySet<ReportDimension> = new Set(['date', 'country']);

/** Whether the campaign summary answers the selection (it has no ad group, ad, app, position or ad type). */
export function fromSummary(s: Pick<ReportSelection, 'dimensions' | 'ad_group_ids' | 'ad_ids'>): boolean {
  return !s.ad_group_ids.length && !s.ad_ids.length && s.dimensions.every((d) => SUMMARY_DIMENSIONS.has(d));
}

/**
 * The rows of the selection: days, scope and filters; the campaign joined for its currency. Read from the campaign
 * summary when it holds what the selection groups and filters by (far fewer rows), else from the per-ad rollup.
 */
function rollup(db: DB, s: ReportSelection): Rollup {
  const table = fromSummary(s) ? 'delivery_stat_summary' : 'delivery_stat_day';
  let q = db
    .selectFrom(`${table} as d` as 'delivery_stat_day as d')
    .innerJoin('campaign as c', 'c.id', 'd.campaign_id')
    .where('d.stat_date', '>=', s.from)
    .where('d.stat_date', '<=', s.to);
  if (s.accounts) q = q.where('d.account_id', 'in', idList(s.accounts));
  if (s.account_ids.length) q = q.where('d.account_id', 'in', s.account_ids);
  if (s.campaign_ids.length) q = q.where('d.campaign_id', 'in', s.campaign_ids);
  if (s.ad_group_ids.length) q = q.where('d.ad_group_id', 'in', s.ad_group_ids);
  if (s.ad_ids.length) q = q.where('d.ad_id', 'in', s.ad_ids);
  return q as unknown as Rollup;
}

const sums = () => COUNTS.map((m) => sum(m).as(m));

/** The rows grouped by the chosen dimensions and currency, names joined, in the selection's order. */
function grouped(db: DB, s: ReportSelection) {
  let q = rollup(db, s);
  if (s.dimensions.includes('app')) q = q.leftJoin('media_app as m', 'm.id', 'd.media_app_id') as unknown as Rollup;
  if (s.dimensions.includes('ad_position')) {
    q = q.leftJoin('ad_position as p', 'p.id', 'd.ad_position_id') as unknown as Rollup;
  }
  const columns = s.dimensions.flatMap((d) => DIMENSION[d].columns);
  const groupBy = ['c.currency', ...columns.map(([c]) => c)];
  return q
    .select([sql.ref<string>('c.currency').as('currency'), ...columns.map(([c, as]) => sql.ref(c).as(as)), ...sums()])
    .groupBy(groupBy.map((c) => sql.ref(c)));
}

function ordered(q: ReturnType<typeof grouped>, s: ReportSelection) {
  const dir = s.sort_order;
  // one currency's rows together: amounts of two currencies are not compared
  let out = q.orderBy(sql.ref('c.currency'));
  const dimension = DIMENSION[s.sort_by as ReportDimension];
  if (dimension) out = out.orderBy(sql.ref(dimension.sort), (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  else {
    const metric: Expression<number | null> = RATE_SQL[s.sort_by] ?? sum(s.sort_by as ReportCount);
    out = out.orderBy(metric, (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  }
  // the dimension values break ties, so a page is the same on each call
  for (const d of s.dimensions) for (const [c] of DIMENSION[d].columns.slice(0, 1)) out = out.orderBy(sql.ref(c));
  return out;
}

/** A page of grouped rows (`offset` rows skipped, at most `limit`). */
export async function reportPage(db: DB, s: ReportSelection, offset: number, limit: number): Promise<ReportGroup[]> {
  const rows = await ordered(grouped(db, s), s).limit(limit).offset(offset).execute();
  return rows as unknown as ReportGroup[];
}

/** How many grouped rows the selection has. */
export async function reportCount(db: DB, s: ReportSelection): Promise<number> {
  const r = await db
    .selectFrom(grouped(db, s).as('g'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The whole selection's sums per day and currency, by day. */
export async function reportDays(
  db: DB,
  s: ReportSelection,
): Promise<(ReportSums & { currency: string; stat_date: string })[]> {
  const rows = await rollup(db, s)
    .select([sql.ref<string>('c.currency').as('currency'), sql.ref<string>('d.stat_date').as('stat_date'), ...sums()])
    .groupBy([sql.ref('d.stat_date'), sql.ref('c.currency')])
    .orderBy(sql.ref('d.stat_date'))
    .orderBy(sql.ref('c.currency'))
    .execute();
  return rows as unknown as (ReportSums & { currency: string; stat_date: string })[];
}
