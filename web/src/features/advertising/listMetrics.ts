import {
  ListMetricLimits,
  type ListMetricsItem,
  METRIC_RANGES,
  type MetricLevel,
  type MetricRange,
} from '@adconsole/contract';
import { formatMoney } from './deliveryView';

/** The range the lists' metric columns read: a named one (in each campaign's time zone), or custom days. */
export interface MetricRangeValue {
  range: MetricRange;
  /** custom only, YYYY-MM-DD */
  from?: string;
  to?: string;
}

export const DEFAULT_METRIC_RANGE: MetricRangeValue = { range: 'today' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored range if it is one the server takes, else today. */
export function metricRangeOf(value: unknown): MetricRangeValue {
  const v = value as MetricRangeValue | null;
  if (!v || typeof v !== 'object' || !METRIC_RANGES.includes(v.range)) return DEFAULT_METRIC_RANGE;
  if (v.range !== 'custom') return { range: v.range };
  if (typeof v.from !== 'string' || typeof v.to !== 'string' || !DAY.test(v.from) || !DAY.test(v.to)) {
    return DEFAULT_METRIC_RANGE;
  }
  if (v.from > v.to) return DEFAULT_METRIC_RANGE;
  return { range: 'custom', from: v.from, to: v.to };
}

/** The metrics call's body for a page's rows (null while the page has none: the call stays idle). */
export function metricsQuery(level: MetricLevel, ids: readonly number[], value: MetricRangeValue) {
  if (!ids.length) return null;
  const unique = [...new Set(ids)].slice(0, ListMetricLimits.IDS_MAX).sort((a, b) => a - b);
  return value.range === 'custom'
    ? { level, ids: unique, range: value.range, from: value.from, to: value.to }
    : { level, ids: unique, range: value.range };
}

/** CTR as a percentage with two decimals, '-' without impressions. */
export const formatCtr = (ctr: number | null) => (ctr === null ? '-' : `${(ctr * 100).toFixed(2)}%`);

/** Money in the row's currency, '-' when there is nothing to divide (CPI without installs). */
export const formatMetricMoney = (value: number | null, currency: string) =>
  value === null ? '-' : `${formatMoney(value)} ${currency}`;

/** A count with thousands separators. */
export const formatCount = (value: number) => new Intl.NumberFormat('en-US').format(value);

/** The metrics of a page's rows by id. */
export const metricsById = (rows: readonly ListMetricsItem[] | undefined) =>
  new Map((rows ?? []).map((row) => [row.id, row]));
