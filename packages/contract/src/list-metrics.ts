import { z } from 'zod';
import { CampaignLimits } from './campaign-constants.js';
import { calendarDay } from './reports.js';

// Delivery metrics of the rows a campaign, ad group or ad list shows, over a range of days picked in the list's
// toolbar. A named range (today, yesterday, the last 7 or 30 days) is read in each row's campaign's time zone, as the
// spend-today figure is; custom dates are the campaign's local days, as the rollup stores them.

export const METRIC_LEVELS = ['campaign', 'ad_group', 'ad'] as const;
export type MetricLevel = (typeof METRIC_LEVELS)[number];
export const METRIC_RANGES = ['today', 'yesterday', 'last_7_days', 'last_30_days', 'custom'] as const;
export type MetricRange = (typeof METRIC_RANGES)[number];

export const ListMetricLimits = {
  /** a custom range's longest span in days (the rollup keeps every day; a list wants a readable window) */
  RANGE_DAYS_MAX: 366,
  /** rows one call asks for: one list page */
  IDS_MAX: CampaignLimits.PAGE_SIZE_MAX,
} as const;

const day = calendarDay;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

export const listMetricsQuery = z
  .object({
    level: z.enum(METRIC_LEVELS),
    ids: z.array(z.number().int().positive()).min(1).max(ListMetricLimits.IDS_MAX),
    range: z.enum(METRIC_RANGES).default('today'),
    /** custom range only: first and last day, both included */
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.range !== 'custom') return;
    for (const key of ['from', 'to'] as const) {
      if (!q[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required with range custom` });
      else if (Number.isNaN(dayMs(q[key]!))) ctx.addIssue({ code: 'custom', path: [key], message: 'not a real day' });
    }
    if (!q.from || !q.to) return;
    const days = (dayMs(q.to) - dayMs(q.from)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
    else if (days > ListMetricLimits.RANGE_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${ListMetricLimits.RANGE_DAYS_MAX} days` });
    }
  });
export type ListMetricsQuery = z.infer<typeof listMetricsQuery>;

/**
 * One row's metrics: the days read (in its campaign's time zone), counts, spend in major units of the campaign's
 * currency, CTR (clicks / impressions) and CPI (spend / installs), null where the divisor is 0.
 */
export const listMetricsItem = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  installs: z.number().int(),
  spend: z.number(),
  ctr: z.number().nullable(),
  cpi: z.number().nullable(),
});
export type ListMetricsItem = z.infer<typeof listMetricsItem>;
/** The rows the caller may see among the ids asked for (others are left out, as a list leaves them out). */
export const listMetricsRows = z.array(listMetricsItem);

/** CTR and CPI of totals (spend in major units), null where the divisor is 0. */
export function derivedRates(t: { impressions: number; clicks: number; installs: number; spend: number }) {
  return {
    ctr: t.impressions > 0 ? t.clicks / t.impressions : null,
    cpi: t.installs > 0 ? Math.round((t.spend / t.installs) * 100) / 100 : null,
  };
}

/** The first and last day of a named range ending on `today` (YYYY-MM-DD, the campaign's local day). */
export function namedRangeDays(range: Exclude<MetricRange, 'custom'>, today: string): { from: string; to: string } {
  const back = (days: number) => new Date(dayMs(today) - days * 86_400_000).toISOString().slice(0, 10);
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: back(1), to: back(1) };
    case 'last_7_days':
      return { from: back(6), to: today };
    case 'last_30_days':
      return { from: back(29), to: today };
  }
}
