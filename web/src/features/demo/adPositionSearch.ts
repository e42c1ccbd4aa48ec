import type { MediaApp } from '@adconsole/contract';
import { AD_TYPES } from '@adconsole/contract';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { FieldCodec, Filters, ListDefaults, ListState } from '../../kit/listQuery';
import type { SearchField } from '../../kit/searchFields';
import type { AdPositionQuery } from '../../shared/lookups/api';

/** How the /table filters sit in the URL (module constants: the list hook needs them stable). */
export const AD_POSITION_CODECS: readonly FieldCodec[] = [
  { key: 'name', kind: 'text' },
  { key: 'app', kind: 'multi', valueType: 'number' },
  { key: 'type', kind: 'select', valueType: 'number' },
  { key: 'status', kind: 'select', valueType: 'number' },
  { key: 'id', kind: 'number' },
  { key: 'width', kind: 'numberRange' },
  { key: 'created', kind: 'dateRange' },
];

/** The list opens newest first, 20 rows a page. */
export const AD_POSITION_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: { field: 'create_time', order: 'descend' },
};

/** Widths an ad position can have (px), the bounds of the width filter. */
const WIDTH_RULE = { min: 0, max: 10000 };

/** The search form of the ad-position list, with translated labels and the loaded apps as options. */
export function adPositionFields(t: TFunction, apps: readonly MediaApp[]): SearchField[] {
  const label = (key: string) => t(`demo.table.field.${key}`);
  const byKey = new Map(AD_POSITION_CODECS.map((codec) => [codec.key, codec]));
  const codec = (key: string) => byKey.get(key)!;
  return [
    {
      ...codec('name'),
      label: label('name'),
      placement: 'quick',
      span: 5,
      emoji: 'reject',
      placeholder: t('demo.table.quickSearch'),
    },
    {
      ...codec('app'),
      label: label('app'),
      placement: 'inline',
      span: 5,
      options: apps.map((app) => ({ value: app.id, label: app.name })),
    },
    {
      ...codec('type'),
      label: label('type'),
      placement: 'inline',
      span: 4,
      options: AD_TYPES.map((type) => ({ value: type, label: t(`lookups.adType.${type}`) })),
    },
    {
      ...codec('status'),
      label: label('status'),
      placement: 'inline',
      span: 3,
      options: [1, 0].map((status) => ({ value: status, label: t(`lookups.status.${status}`) })),
    },
    { ...codec('id'), label: label('id'), placement: 'advanced', rule: { min: 1 } },
    { ...codec('width'), label: label('width'), placement: 'advanced', rule: WIDTH_RULE },
    { ...codec('created'), label: label('created'), placement: 'advanced', span: 24 },
  ];
}

function whole(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The API query of GET /v1/app/adpos/list for a list state (dates become unix ms of whole local days). */
export function adPositionQuery(state: Pick<ListState, 'filters' | 'page' | 'pageSize' | 'sort'>): AdPositionQuery {
  const f: Filters = state.filters;
  const width = (f.width as [number | null, number | null] | undefined) ?? [null, null];
  const created = f.created as [string, string] | undefined;
  const query: AdPositionQuery = {
    page_no: state.page,
    page_size: state.pageSize,
    name: typeof f.name === 'string' ? f.name : undefined,
    id: whole(f.id),
    app_ids: Array.isArray(f.app) && f.app.length ? (f.app as number[]) : undefined,
    ad_types: whole(f.type) !== undefined ? [f.type as number] : undefined,
    status: whole(f.status),
    min_width: width[0] ?? undefined,
    max_width: width[1] ?? undefined,
    create_start: created ? dayjs(created[0]).startOf('day').valueOf() : undefined,
    create_end: created ? dayjs(created[1]).endOf('day').valueOf() : undefined,
    time_sort: state.sort?.field === 'create_time' ? (state.sort.order === 'ascend' ? 2 : 1) : undefined,
  };
  // Undefined keys would still change the query key's shape; drop them so equal queries share one cache entry.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as AdPositionQuery;
}
