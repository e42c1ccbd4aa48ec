import { z } from 'zod';
import { LANGUAGES } from './limits.js';
import { int32 } from './numbers.js';
import { safeString } from './strings.js';

// The delivery report: the daily rollup of delivery statistics (delivery-stats.ts) grouped by the dimensions a caller
// picks, over a range of days, within the caller's accounts. Rows and totals are per currency (a campaign's spend is
// in its own currency; amounts of two currencies are never added). Definitions in docs/reports.md.

export const ReportLimits = {
  /** days one report may cover, both ends counted */
  RANGE_DAYS_MAX: 366,
  /** ids one filter may list */
  FILTER_IDS_MAX: 200,
  PAGE_SIZE_MAX: 500,
  PAGE_SIZE_DEFAULT: 50,
} as const;

/** What a report may be grouped by: the day, the media app, the ad position, the country, the ad type. */
export const REPORT_DIMENSIONS = ['date', 'app', 'ad_position', 'country', 'ad_type'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** The counts the ad server sends, summed; spend in the currency's major unit. */
export const REPORT_COUNTS = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;
/** The rates derived from the sums (never summed themselves): CTR, CVR, CPI, eCPM. */
export const REPORT_RATES = ['ctr', 'cvr', 'cpi', 'ecpm'] as const;
export const REPORT_METRICS = [...REPORT_COUNTS, ...REPORT_RATES] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];
export type ReportCount = (typeof REPORT_COUNTS)[number];

/** What a report may be sorted by: a metric, or a dimension's column (`date` by day, `app` by media app name, …). */
export const REPORT_SORTS = [...REPORT_METRICS, ...REPORT_DIMENSIONS] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The unix ms of a YYYY-MM-DD day at 00:00 UTC, or NaN when it is not a real day. */
export function dayMs(day: string): number {
  if (!DATE.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day) ? ms : Number.NaN;
}

/** Days a range covers, both ends counted. */
export const reportRangeDays = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

/** A calendar day YYYY-MM-DD that exists (the rollup's `stat_date`): the report's and the list metrics' range ends. */
export const calendarDay = safeString().refine((s) => Number.isFinite(dayMs(s)), 'must be a day YYYY-MM-DD');
const day = calendarDay;
const ids = z.array(int32().positive()).max(ReportLimits.FILTER_IDS_MAX).default([]);

const reportFilterFields = z.object({
  /** first day, in each campaign's time zone (the rollup's days are), YYYY-MM-DD */
  from: day,
  /** last day, included */
  to: day,
  /** grouping, in this order of columns; none gives one row per currency */
  dimensions: z
    .array(z.enum(REPORT_DIMENSIONS))
    .max(REPORT_DIMENSIONS.length)
    .default([])
    .refine((d) => new Set(d).size === d.length, 'each dimension once'),
  /** account filter (an advertiser's own accounts only: others give nothing) */
  account_ids: ids,
  campaign_ids: ids,
  ad_group_ids: ids,
  ad_ids: ids,
});

type RangeFields = { from: string; to: string };
function rangeCheck(value: RangeFields, ctx: z.RefinementCtx) {
  const from = dayMs(value.from);
  const to = dayMs(value.to);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return;
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (reportRangeDays(value.from, value.to) > ReportLimits.RANGE_DAYS_MAX) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${ReportLimits.RANGE_DAYS_MAX} days from from` });
  }
}

/** The report call: the range, dimensions, filters, a sort and a page. */
export const reportQuery = reportFilterFields
  .extend({
    sort_by: z.enum(REPORT_SORTS).default('spend'),
    sort_order: z.enum(['asc', 'desc']).default('desc'),
    page_no: int32().min(1).default(1),
    page_size: z.number().int().min(1).max(ReportLimits.PAGE_SIZE_MAX).default(ReportLimits.PAGE_SIZE_DEFAULT),
  })
  .superRefine(rangeCheck);
export type ReportQuery = z.input<typeof reportQuery>;

/** The CSV export: the same range, dimensions, filters and sort, every row; headers in `lang`. */
export const reportExportRequest = reportFilterFields
  .extend({
    sort_by: z.enum(REPORT_SORTS).default('spend'),
    sort_order: z.enum(['asc', 'desc']).default('desc'),
    lang: z.enum(LANGUAGES).default('zh-CN'),
  })
  .superRefine(rangeCheck);
export type ReportExportRequest = z.input<typeof reportExportRequest>;

const rate = z.number().nullable();

/** The sums and rates of a row, a day or the whole result; a rate is null when its denominator is 0. */
export const reportMetrics = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  installs: z.number().int(),
  conversions: z.number().int(),
  /** major unit of `currency` */
  spend: z.number(),
  /** clicks / impressions */
  ctr: rate,
  /** conversions / clicks */
  cvr: rate,
  /** spend / installs */
  cpi: rate,
  /** spend / impressions × 1000 */
  ecpm: rate,
});
export type ReportMetrics = z.infer<typeof reportMetrics>;

/** One row: the chosen dimensions' values (the others absent), its currency, its metrics. */
export const reportRow = reportMetrics.extend({
  currency: z.string(),
  stat_date: z.string().optional(),
  media_app_id: z.number().int().optional(),
  media_app_name: z.string().optional(),
  ad_position_id: z.number().int().optional(),
  ad_position_name: z.string().optional(),
  country: z.string().optional(),
  ad_type: z.number().int().optional(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** The whole result's sums in one currency. */
export const reportTotal = reportMetrics.extend({ currency: z.string() });
export type ReportTotal = z.infer<typeof reportTotal>;

/** One day of the whole result in one currency (the chart's points), every day of the range with data. */
export const reportDay = reportMetrics.extend({ currency: z.string(), stat_date: z.string() });
export type ReportDay = z.infer<typeof reportDay>;

/** `data` of the report call: a page of rows, how many rows in all, the totals and the days (per currency). */
export const reportAnswer = z.object({
  total: z.number().int(),
  list: z.array(reportRow),
  totals: z.array(reportTotal),
  days: z.array(reportDay),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
