import { Readable } from 'node:stream';
import {
  Code,
  type Language,
  type ReportAnswer,
  type ReportDimension,
  type ReportExportRequest,
  type ReportQuery,
} from '@adconsole/contract';
import { accountScope } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { createWorkPool, PoolFullError } from '../../core/work-pool.js';
import type { DB } from '../../db/database.js';
import { reportLines } from './report.csv.js';
import * as repo from './report.repo.js';
import { reportRow, withRates } from './report.view.js';

type Parsed<T> = Required<Omit<T, 'page_no' | 'page_size' | 'lang'>> & { dimensions: ReportDimension[] };

/** The selection of a parsed request in the caller's scope: an advertiser's rows are those of their accounts only. */
function selectionOf(auth: AuthContext, q: Parsed<ReportQuery>): repo.ReportSelection {
  return {
    from: q.from,
    to: q.to,
    accounts: accountScope(auth),
    account_ids: q.account_ids,
    campaign_ids: q.campaign_ids,
    ad_group_ids: q.ad_group_ids,
    ad_ids: q.ad_ids,
    dimensions: q.dimensions,
    sort_by: q.sort_by,
    sort_order: q.sort_order,
  };
}

/**
 * A page of the report (rows grouped by the chosen dimensions and currency), how many rows in all, the totals and
 * the days of the whole result, per currency. Ids of other accounts match no row: the answer is empty, as for ids
 * that do not exist.
 */
export async function query(
  db: DB,
  auth: AuthContext,
  q: Parsed<ReportQuery> & { page_no: number; page_size: number },
): Promise<ReportAnswer> {
  const s = selectionOf(auth, q);
  if (s.accounts?.length === 0) return { total: 0, list: [], totals: [], days: [] };
  const offset = (q.page_no - 1) * q.page_size;
  // one scan for the page and the days; the totals are the days' sums, and a first page that is not full is the count
  const { page, days } = await repo.reportPageAndDays(db, s, offset, q.page_size);
  const total = offset === 0 && page.length < q.page_size ? page.length : await repo.reportCount(db, s);
  return {
    total,
    list: page.map(reportRow),
    totals: totalsOf(days).map((t) => ({ currency: t.currency, ...withRates(t) })),
    days: days.map((d) => ({ currency: d.currency, stat_date: d.stat_date, ...withRates(d) })),
  };
}

const COUNTS = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;

/** The sums per currency of the per-day sums (integers, so exact), by currency. */
export function totalsOf(days: readonly (repo.ReportSums & { currency: string })[]) {
  const by = new Map<string, repo.ReportSums & { currency: string }>();
  for (const d of days) {
    const t = by.get(d.currency) ?? {
      currency: d.currency,
      impressions: 0,
      clicks: 0,
      installs: 0,
      conversions: 0,
      spend: 0,
    };
    for (const m of COUNTS) t[m] += Number(d[m]);
    by.set(d.currency, t);
  }
  return [...by.values()].sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
}

const EXPORT_BATCH = 2000;
/** Exports that read at once in a process (on PostgreSQL each holds a connection until its download ends), and how many more may wait. */
const EXPORTS_AT_ONCE = 3;
const EXPORTS_WAITING = 20;
const exportTurns = createWorkPool(EXPORTS_AT_ONCE, EXPORTS_WAITING);

/**
 * A download that takes nothing more for this long is cut: a reader that stopped would keep its turn for ever (and on
 * PostgreSQL a connection in an open transaction, which holds back vacuum).
 */
const EXPORT_STALL_MS = 120_000;

const exportBusy = () =>
  new AppError(
    Code.REPORT_EXPORT_BUSY,
    'too many report exports at once, try again in 5 seconds',
    { retry_after: 5 },
    429,
  );

/** Every row of the selection as CSV lines, a batch at a time, so the export holds one batch in memory. */
async function* csvLines(
  rows: repo.ReportRows | null,
  s: repo.ReportSelection,
  lang: Language,
  pulled: () => void,
): AsyncGenerator<string> {
  // a byte-order mark first: spreadsheets then read the file as UTF-8 (Chinese headers and names)
  yield '\uFEFF';
  for (let first = true; ; first = false) {
    // here only when the stream wants more: its reader is taking what it was given
    pulled();
    const batch = rows ? await rows.next(EXPORT_BATCH) : [];
    const text = reportLines(batch.map(reportRow), s.dimensions, lang, first);
    if (text) yield text;
    if (batch.length < EXPORT_BATCH) return;
  }
}

/**
 * The whole report as CSV (headers in `lang`), streamed in the query's order from rows grouped once when the call
 * comes (`openReportRows`). It waits for one of the process's export turns, and is refused (429) when they and
 * their queue are all taken; the turn and the rows are let go when the stream closes, read to the end or not, and a
 * stream whose reader takes nothing for `stallMs` is cut.
 */
export async function exportCsv(
  db: DB,
  auth: AuthContext,
  q: Parsed<ReportExportRequest> & { lang: Language },
  stallMs = EXPORT_STALL_MS,
): Promise<Readable> {
  const s = selectionOf(auth, q);
  const endTurn = await exportTurns.take().catch((error) => {
    throw error instanceof PoolFullError ? exportBusy() : error;
  });
  let rows: repo.ReportRows | null = null;
  try {
    if (s.accounts?.length !== 0) rows = await repo.openReportRows(db, s);
  } catch (error) {
    endTurn();
    throw error;
  }
  const cut = () => stream.destroy(new Error(`report export: nothing read for ${stallMs} ms`));
  const stall = setTimeout(cut, stallMs);
  const stream = Readable.from(csvLines(rows, s, q.lang, () => stall.refresh()));
  // the reader (the reply) hears of an error too; this keeps a cut stream without one from throwing
  stream.on('error', (error) => console.warn(`report export: ${error.message}`));
  stream.once('close', () => {
    clearTimeout(stall);
    (rows?.close() ?? Promise.resolve()).catch((error) => console.warn(`report export: ${error}`)).finally(endTurn);
  });
  return stream;
}
