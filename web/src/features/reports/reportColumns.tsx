import { REPORT_METRICS, type ReportDimension, type ReportMetric, type ReportRow } from '@adconsole/contract';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { metricText } from './reportView';

/** The table's sort: a metric or a dimension, and its direction. */
export interface ReportSort {
  by: ReportMetric | ReportDimension;
  order: 'asc' | 'desc';
}

/** A row of the table: a report row with a key. */
export type TableRow = ReportRow & { key: string };

interface ColumnContext {
  t: TFunction;
  locale: string;
  sort: ReportSort;
  /** a country code's name in the interface language */
  countryName: (code: string) => string;
}

// the rates' headers are short in English and long in Chinese (千次展示成本): room for both on one line at 1280 px
const WIDTH: Partial<Record<ReportMetric, number>> = { ctr: 80, cvr: 80, cpi: 96, ecpm: 112 };

const sortOrderOf = (sort: ReportSort, by: string): SortOrder =>
  sort.by === by ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

/** What a dimension's cell shows: the day, the name (id beside it), the country's name, the ad type's name. */
export function dimensionText(
  row: ReportRow,
  dimension: ReportDimension,
  ctx: Pick<ColumnContext, 't' | 'countryName'>,
) {
  switch (dimension) {
    case 'date':
      return row.stat_date ?? '';
    case 'app':
      return `${row.media_app_name || '-'} (${row.media_app_id})`;
    case 'ad_position':
      return `${row.ad_position_name || '-'} (${row.ad_position_id})`;
    case 'country':
      return row.country ? `${ctx.countryName(row.country)} (${row.country})` : '';
    case 'ad_type':
      return row.ad_type === undefined
        ? ''
        : ctx.t(`lookups.adType.${row.ad_type}`, { defaultValue: String(row.ad_type) });
  }
}

/** The table's columns: the chosen dimensions, the currency, the counts and the rates; every one sortable. */
export function reportColumns(dimensions: readonly ReportDimension[], ctx: ColumnContext): ColumnsType<TableRow> {
  const { t, locale, sort } = ctx;
  return [
    ...dimensions.map((dimension) => ({
      key: dimension,
      dataIndex: dimension,
      title: t(`reports.dimension.${dimension}`),
      width: dimension === 'date' ? 108 : dimension === 'country' ? 140 : 190,
      fixed: 'left' as const,
      sorter: true,
      sortOrder: sortOrderOf(sort, dimension),
      render: (_: unknown, row: TableRow) => dimensionText(row, dimension, ctx),
    })),
    { key: 'currency', dataIndex: 'currency', title: t('reports.col.currency'), width: 72 },
    ...REPORT_METRICS.map((metric) => ({
      key: metric,
      dataIndex: metric,
      title: t(`reports.metric.${metric}`),
      align: 'right' as const,
      width: WIDTH[metric] ?? 100,
      sorter: true,
      // the most first: what a report is read for
      sortDirections: ['descend', 'ascend'] as SortOrder[],
      sortOrder: sortOrderOf(sort, metric),
      render: (_: unknown, row: TableRow) => metricText(row, metric, locale),
    })),
  ];
}
