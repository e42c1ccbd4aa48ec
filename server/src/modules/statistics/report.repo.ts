import type { ReportCount, ReportDimension } from '@adconsole/contract';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { holdConnection } from '../../db/held-connection.js';
import { idList } from '../../db/id-list.js';
import type { Database } from '../../db/schema.js';

/** What a report reads: days, the accounts in scope (null: all), the filters, the grouping and the order. */
export interface ReportSelection {
  from: string;
  to: string;
  /** the caller's accounts; null for an administrator */
  accounts: readonly number[] | null;
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
const sumOf = (alias: string, m: ReportCount) => sql<number>`sum(${sql.ref(`${alias}.${m}`)})`;
const sums = (alias: string) => COUNTS.map((m) => sumOf(alias, m).as(m));
const sumList = (alias: string) => sql.join(COUNTS.map((m) => sql`${sumOf(alias, m)} as ${sql.ref(m)}`));

// A rate of the fine groups' sums, for sorting: null when its denominator is 0 (such rows sort last either way).
const RATE_OF: Record<string, (a: (m: ReportCount) => RawBuilder<number>) => RawBuilder<number | null>> = {
  ctr: (a) => sql`case when ${a('impressions')} = 0 then null else ${a('clicks')} * 1.0 / ${a('impressions')} end`,
  cvr: (a) => sql`case when ${a('clicks')} = 0 then null else ${a('conversions')} * 1.0 / ${a('clicks')} end`,
  cpi: (a) => sql`case when ${a('installs')} = 0 then null else ${a('spend')} * 1.0 / ${a('installs')} end`,
  ecpm: (a) => sql`case when ${a('impressions')} = 0 then null else ${a('spend')} * 1.0 / ${a('impressions')} end`,
};

// Each dimension's columns (as read from the rollup or summary, and their names in the answer) and the one it sorts by.
const DIMENSION: Record<ReportDimension, { columns: [string, string][]; sort: string }> = {
  date: { columns: [['d.stat_date', 'stat_date']], sort: 'stat_date' },
  app: {
    columns: [
      ['d.media_app_id', 'media_app_id'],
      ['m.name', 'media_app_name'],
    ],
    sort: 'media_app_name',
  },
  ad_position: {
    columns: [
      ['d.ad_position_id', 'ad_position_id'],
      ['p.name', 'ad_position_name'],
    ],
    sort: 'ad_position_name',
  },
  country: { columns: [['d.country', 'country']], sort: 'country' },
  ad_type: { columns: [['d.ad_type', 'ad_type']], sort: 'ad_type' },
};
/** Every column a grouped row may carry, in the one order both parts of the statement answer them. */
const ROW_COLUMNS = [
  'stat_date',
  'media_app_id',
  'media_app_name',
  'ad_position_id',
  'ad_position_name',
  'country',
  'ad_type',
];
// a column's SQL type, for its null where not chosen: PostgreSQL types a bare null in a subquery as text, which a
// UNION with the integer of the other part refuses
const NUMBER_COLUMNS = new Set(['media_app_id', 'ad_position_id', 'ad_type']);

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

const chosen = (s: ReportSelection) => s.dimensions.flatMap((d) => DIMENSION[d].columns);

/**
 * The one scan of a report: the selection's rows grouped by currency, day and the chosen dimensions (names joined).
 * The page and the chart's days are both sums of these groups, so the table is read once for both.
 */
function fine(db: DB, s: ReportSelection) {
  let q = rollup(db, s);
  if (s.dimensions.includes('app')) q = q.leftJoin('media_app as m', 'm.id', 'd.media_app_id') as unknown as Rollup;
  if (s.dimensions.includes('ad_position')) {
    q = q.leftJoin('ad_position as p', 'p.id', 'd.ad_position_id') as unknown as Rollup;
  }
  const columns = [['d.stat_date', 'stat_date'], ...chosen(s).filter(([c]) => c !== 'd.stat_date')];
  return q
    .select([
      sql.ref<string>('c.currency').as('currency'),
      ...columns.map(([c, as]) => sql.ref(c!).as(as!)),
      ...sums('d'),
    ])
    .groupBy(['c.currency', ...columns.map(([c]) => c!)].map((c) => sql.ref(c)));
}

/** A column of the answer: the group's value where chosen, else null (both parts answer every column). */
const rowColumns = (present: readonly string[]) =>
  sql.join(
    ROW_COLUMNS.map((c) =>
      present.includes(c)
        ? sql`${sql.ref(`g.${c}`)} as ${sql.ref(c)}`
        : sql`cast(null as ${sql.raw(NUMBER_COLUMNS.has(c) ? 'integer' : 'varchar(255)')}) as ${sql.ref(c)}`,
    ),
  );

/**
 * The page part: the fine groups summed by currency and the chosen dimensions, in the selection's order; every row
 * without `bounds` (the export).
 */
function pagePart(s: ReportSelection, bounds?: { offset: number; limit: number }) {
  const names = chosen(s).map(([, as]) => as);
  const groupBy = sql.join(['currency', ...names].map((c) => sql.ref(`g.${c}`)));
  const dir = s.sort_order === 'asc' ? sql`asc` : sql`desc`;
  const dimension = DIMENSION[s.sort_by as ReportDimension];
  const key = dimension
    ? sql.ref(`g.${dimension.sort}`)
    : (RATE_OF[s.sort_by]?.((m) => sumOf('g', m)) ?? sumOf('g', s.sort_by as ReportCount));
  // one currency's rows together (amounts of two currencies are not compared); the dimension values break ties, so
  // a page is the same on each call
  const ties = s.dimensions.map((d) => sql`${sql.ref(`g.${DIMENSION[d].columns[0]![1]}`)}`);
  const order = sql.join([sql`${sql.ref('g.currency')}`, sql`${key} ${dir} nulls last`, ...ties]);
  return sql`select g.currency as currency, ${rowColumns(names)}, ${sumList('g')}, row_number() over (order by ${order}) as seq
    from g group by ${groupBy} order by ${order}${bounds ? sql` limit ${bounds.limit} offset ${bounds.offset}` : sql``}`;
}

/** The days part: the fine groups summed by day and currency, by day. */
const daysPart = sql`select g.currency as currency, ${rowColumns(['stat_date'])}, ${sumList('g')},
  row_number() over (order by g.stat_date, g.currency) as seq from g group by g.stat_date, g.currency`;

type Read = ReportGroup & { part?: number; seq?: number };

/** A grouped row with only its chosen columns (the statement answers every column, null where not chosen). */
function groupOf(r: Read, names: readonly string[]): ReportGroup {
  const out: Record<string, unknown> = { currency: r.currency };
  for (const c of names) out[c] = r[c as keyof ReportGroup];
  for (const m of COUNTS) out[m] = r[m];
  return out as unknown as ReportGroup;
}

/**
 * A page of grouped rows (`offset` rows skipped, at most `limit`) and the whole selection's sums per day and
 * currency, by day: one statement, one scan of the rollup or summary.
 */
export async function reportPageAndDays(
  db: DB,
  s: ReportSelection,
  offset: number,
  limit: number,
): Promise<{ page: ReportGroup[]; days: (ReportSums & { currency: string; stat_date: string })[] }> {
  const r = await sql<Read>`with g as materialized ${fine(db, s)}
    select * from (select 0 as part, p.* from (${pagePart(s, { offset, limit })}) p
      union all select 1 as part, x.* from (${daysPart}) x) u
    order by u.part, u.seq`.execute(db);
  const names = chosen(s).map(([, as]) => as);
  const page: ReportGroup[] = [];
  const days: (ReportSums & { currency: string; stat_date: string })[] = [];
  for (const row of r.rows) {
    if (Number(row.part) === 0) page.push(groupOf(row, names));
    else days.push(groupOf(row, ['stat_date']) as ReportSums & { currency: string; stat_date: string });
  }
  return { page, days };
}

/** Every grouped row of a selection, read a batch at a time in the report's order (the export). */
export interface ReportRows {
  /** the next `limit` rows (fewer at the end) */
  next(limit: number): Promise<ReportGroup[]>;
  /** lets go of what the reading holds (a second call does nothing) */
  close(): Promise<void>;
}

let rowTables = 0;

/**
 * Groups and orders the selection's rows once and keeps them until `close`, each batch reading on from the last: a
 * long result is not grouped again for every batch (as OFFSET pages were, each one reading the whole range of the
 * rollup), and lines written meanwhile do not move rows from one batch to another. SQLite keeps the rows in a
 * temporary table of its one connection (indexed by their place in the order); PostgreSQL reads them through a cursor
 * in a read-only transaction, on a connection held out of the pool until `close` (a temporary table there would be
 * the connection's own, and the pool lends another one each call).
 */
export async function openReportRows(db: DB, s: ReportSelection): Promise<ReportRows> {
  const names = chosen(s).map(([, as]) => as);
  const all = sql`with g as ${fine(db, s)} ${pagePart(s)}`;
  const grouped = (rows: Read[]) => rows.map((row) => groupOf(row, names));
  let open = true;
  if (isPostgres(db)) {
    const { conn, release } = await holdConnection(db);
    const close = async () => {
      if (!open) return;
      open = false;
      try {
        await sql`rollback`.execute(conn);
      } finally {
        release();
      }
    };
    try {
      await sql`begin transaction read only`.execute(conn);
      // a cursor is planned for its first tenth by default (cursor_tuple_fraction 0.1), which chose a plan that took
      // 19 s where the same grouping as a query took 11 (bench/report-volume.bench.ts (d)): every row is read here
      await sql`set local cursor_tuple_fraction = 1.0`.execute(conn);
      await sql`declare report_rows no scroll cursor for ${all}`.execute(conn);
    } catch (error) {
      await close();
      throw error;
    }
    return {
      next: async (limit) =>
        grouped(
          (await sql<Read>`fetch forward ${sql.raw(String(Math.trunc(limit)))} from report_rows`.execute(conn)).rows,
        ),
      close,
    };
  }
  const table = `report_rows_${++rowTables}`;
  const drop = () => sql`drop table if exists ${sql.id('temp', table)}`.execute(db);
  await sql`create temp table ${sql.id(table)} as ${all}`.execute(db);
  try {
    await sql`create index ${sql.id('temp', `${table}_seq`)} on ${sql.id(table)} (seq)`.execute(db);
  } catch (error) {
    await drop();
    throw error;
  }
  let after = 0;
  return {
    async next(limit) {
      const r =
        await sql<Read>`select * from ${sql.id('temp', table)} where seq > ${after} order by seq limit ${limit}`.execute(
          db,
        );
      const last = r.rows.at(-1);
      if (last) after = Number(last.seq);
      return grouped(r.rows);
    },
    async close() {
      if (!open) return;
      open = false;
      await drop();
    },
  };
}

/** How many grouped rows the selection has. */
export async function reportCount(db: DB, s: ReportSelection): Promise<number> {
  const names = chosen(s).map(([, as]) => as);
  const groupBy = sql.join(['currency', ...names].map((c) => sql.ref(`g.${c}`)));
  const r = await sql<{ n: number }>`with g as ${fine(db, s)}
    select count(*) as n from (select 1 as one from g group by ${groupBy}) k`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
