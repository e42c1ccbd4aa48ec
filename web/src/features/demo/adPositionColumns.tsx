import type { AdPosition } from '@adconsole/contract';
import Badge from 'antd/es/badge';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../kit/format';
import type { SortState } from '../../kit/listQuery';
import { textColor } from '../../kit/theme';
import type { KitColumn } from '../../kit/useTableColumns';
import type { CsvColumn } from './csv';

/** The name the ad-position table's layout and widths are stored under. */
export const AD_POSITION_TABLE = 'demo.adPositions';

/** The custom-columns dialog's categories of the ad-position table. */
export function adPositionCategories(t: TFunction) {
  return ['basic', 'spec', 'state'].map((key) => ({ key, label: t(`demo.table.category.${key}`) }));
}

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** The columns of the ad-position table; id and name are fixed, width and height start hidden. */
export function adPositionColumns(t: TFunction, sort: SortState | null): KitColumn<AdPosition>[] {
  const title = (key: string) => t(`demo.table.column.${key}`);
  return [
    { key: 'id', category: 'basic', locked: true, title: title('id'), dataIndex: 'id', width: 90 },
    {
      key: 'name',
      category: 'basic',
      locked: true,
      title: title('name'),
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
    },
    {
      key: 'app',
      category: 'basic',
      title: title('app'),
      width: 200,
      ellipsis: true,
      render: (_, row) => (
        <span>
          {row.app_name} <span style={{ color: textColor.muted }}>#{row.app_id}</span>
        </span>
      ),
    },
    {
      key: 'type',
      category: 'spec',
      title: title('type'),
      width: 140,
      render: (_, row) => t(`lookups.adType.${row.ad_type}`),
    },
    {
      key: 'size',
      category: 'spec',
      title: title('size'),
      width: 140,
      render: (_, row) => `${formatNumber(row.width)} × ${formatNumber(row.height)}`,
    },
    {
      key: 'width',
      category: 'spec',
      defaultHidden: true,
      title: title('width'),
      width: 100,
      render: (_, row) => formatNumber(row.width),
    },
    {
      key: 'height',
      category: 'spec',
      defaultHidden: true,
      title: title('height'),
      width: 100,
      render: (_, row) => formatNumber(row.height),
    },
    {
      key: 'status',
      category: 'state',
      title: title('status'),
      width: 110,
      render: (_, row) => (
        <Badge status={row.status === 1 ? 'success' : 'default'} text={t(`lookups.status.${row.status}`)} />
      ),
    },
    {
      key: 'create_time',
      category: 'state',
      title: title('created'),
      width: 190,
      sorter: true,
      // Newest and oldest only: there is no "unsorted" list.
      sortDirections: ['descend', 'ascend', 'descend'],
      sortOrder: sort?.field === 'create_time' ? sort.order : null,
      render: (_, row) => time(row.create_time),
    },
  ];
}

/** The CSV columns of an export: the visible table columns, in their order. */
export function adPositionCsvColumns(t: TFunction, visible: readonly string[]): CsvColumn<AdPosition>[] {
  const all: Record<string, CsvColumn<AdPosition>> = {
    id: { title: t('demo.table.column.id'), value: (row) => row.id },
    name: { title: t('demo.table.column.name'), value: (row) => row.name },
    app: { title: t('demo.table.column.app'), value: (row) => row.app_name },
    type: { title: t('demo.table.column.type'), value: (row) => t(`lookups.adType.${row.ad_type}`) },
    size: { title: t('demo.table.column.size'), value: (row) => `${row.width}x${row.height}` },
    width: { title: t('demo.table.column.width'), value: (row) => row.width },
    height: { title: t('demo.table.column.height'), value: (row) => row.height },
    status: { title: t('demo.table.column.status'), value: (row) => t(`lookups.status.${row.status}`) },
    create_time: { title: t('demo.table.column.created'), value: (row) => time(row.create_time) },
  };
  return visible.flatMap((key) => (all[key] ? [all[key]] : []));
}
