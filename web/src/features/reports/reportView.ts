import {
  REPORT_RATES,
  type ReportDay,
  type ReportDimension,
  type ReportMetric,
  type ReportMetrics,
} from '@adconsole/contract';
import type dayjs from 'dayjs';
import type { DayRange } from '../../kit/dateRange';

/** The dimensions in the form's order (spec: Date / App / Ad position / Country / Ad type). */
export const DIMENSIONS: readonly ReportDimension[] = ['date', 'app', 'ad_position', 'country', 'ad_type'];
/** The longest range the form offers, as the server allows. */
export const MAX_DAYS = 366;
/** Where the form keeps its range between visits. */
export const RANGE_STORAGE = 'report.delivery';

/** The filters beside the range and the dimensions. */
export interface ReportFilters {
  account_ids: number[];
  campaign_ids: number[];
  ad_group_ids: number[];
  ad_ids: number[];
}
export const NO_FILTERS: ReportFilters = { account_ids: [], campaign_ids: [], ad_group_ids: [], ad_ids: [] };

/** The days of a range as the server names them. */
export const dayText = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');

/** Whether a metric is a rate (never summed: a range's rate comes from the range's sums). */
export const isRate = (metric: ReportMetric) => (REPORT_RATES as readonly string[]).includes(metric);

/** One point of the chart: a day and the metric's value per currency (null: a rate with nothing under it). */
export type ChartPoint = { stat_date: string } & Record<string, number | string | null>;

/**
 * The chart's points: every day of the range (a day without data is 0, a rate null), one value per currency, so the
 * line covers the whole range and two currencies' amounts stay apart.
 */
export function chartPoints(days: readonly ReportDay[], range: DayRange, metric: ReportMetric, currencies: string[]) {
  const byKey = new Map(days.map((d) => [`${d.stat_date}|${d.currency}`, d]));
  const points: ChartPoint[] = [];
  for (let day = range[0].startOf('day'); !day.isAfter(range[1], 'day'); day = day.add(1, 'day')) {
    const date = dayText(day);
    const point: ChartPoint = { stat_date: date };
    for (const currency of currencies) {
      const found = byKey.get(`${date}|${currency}`);
      point[currency] = found ? found[metric] : isRate(metric) ? null : 0;
    }
    points.push(point);
  }
  return points;
}

/** The sum of a count over the chart's points of one currency (what the table's totals row shows for it). */
export function pointsSum(points: readonly ChartPoint[], currency: string): number {
  // spend has cents: sum in cents so the total is exact
  return points.reduce((sum, p) => sum + Math.round(Number(p[currency] ?? 0) * 100), 0) / 100;
}

/** A metric's value as the table shows it: counts grouped, spend and costs with 2 decimals, rates in percent. */
export function metricText(metrics: ReportMetrics, metric: ReportMetric, locale: string): string {
  const value = metrics[metric];
  if (value === null) return '-';
  if (metric === 'ctr' || metric === 'cvr') {
    return new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  }
  const money = metric === 'spend' || metric === 'cpi' || metric === 'ecpm';
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: money ? 2 : 0,
    maximumFractionDigits: money ? 2 : 0,
  }).format(value);
}
