import type { ListMetricsItem } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import { textColor } from '../../kit/theme';
import type { KitColumn } from '../../kit/useTableColumns';
import { formatCount, formatCtr, formatMetricMoney } from './listMetrics';

/** What the metric columns read: the page's figures by row id, and whether a new range's are on their way. */
export interface MetricSource {
  byId: ReadonlyMap<number, ListMetricsItem>;
  loading: boolean;
}

type Metric = 'impressions' | 'clicks' | 'ctr' | 'installs' | 'spend' | 'cpi';
const METRICS: readonly Metric[] = ['impressions', 'clicks', 'ctr', 'installs', 'spend', 'cpi'];

function show(metric: Metric, m: ListMetricsItem): string {
  switch (metric) {
    case 'ctr':
      return formatCtr(m.ctr);
    case 'spend':
      return formatMetricMoney(m.spend, m.currency);
    case 'cpi':
      return formatMetricMoney(m.cpi, m.currency);
    default:
      return formatCount(m[metric]);
  }
}

/** The categories' entry of the metric columns in the custom-columns dialog. */
export const metricCategory = (t: TFunction) => ({ key: 'metrics', label: t('campaigns.category.metrics') });

/**
 * Impressions, clicks, CTR, installs, spend and CPI of a row over the toolbar's range (category `metrics`); a row the
 * answer does not hold yet shows a dash. `prefix` names the test ids (`<prefix>-metric-<name>`).
 */
export function metricColumns<T>(
  t: TFunction,
  prefix: string,
  idOf: (item: T) => number,
  source: MetricSource,
): KitColumn<T>[] {
  return METRICS.map((metric) => ({
    key: `metric_${metric}`,
    category: 'metrics',
    title: t(`campaigns.metrics.${metric}`),
    width: metric === 'spend' || metric === 'cpi' ? 130 : 100,
    align: 'right' as const,
    render: (_: unknown, item: T) => {
      const m = source.byId.get(idOf(item));
      return (
        <span
          data-testid={`${prefix}-metric-${metric}`}
          style={{ color: source.loading || !m ? textColor.muted : undefined, whiteSpace: 'nowrap' }}
        >
          {m ? show(metric, m) : '-'}
        </span>
      );
    },
  }));
}

/** A list's columns with the metric columns before its operation column (or last). */
export function withMetricColumns<T>(columns: KitColumn<T>[], metrics: KitColumn<T>[]): KitColumn<T>[] {
  const at = columns.findIndex((c) => c.key === 'action' || c.key === 'actions');
  return at < 0 ? [...columns, ...metrics] : [...columns.slice(0, at), ...metrics, ...columns.slice(at)];
}
