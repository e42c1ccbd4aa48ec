import {
  AD_TYPES,
  type CallQuery,
  type calls,
  MEDIA_PLATFORMS,
  type MediaApp,
  PlacementLimits,
} from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { FieldCodec, Filters, ListDefaults, ListState } from '../../kit/listQuery';
import type { SearchField } from '../../kit/searchFields';

type PlacementCalls = typeof calls.placements;
type ListPart = Pick<ListState, 'filters' | 'page' | 'pageSize'>;

/** Every catalogue list opens 20 rows a page (the server's default), newest first (its only order). */
export const PLACEMENT_DEFAULTS: ListDefaults = { pageSize: PlacementLimits.PAGE_SIZE };

const keyword: FieldCodec = { key: 'keyword', kind: 'text' };
const status: FieldCodec = { key: 'status', kind: 'select', valueType: 'number' };

/** How each list's filters sit in the URL (module constants: the list hook needs them stable). */
export const MEDIA_APP_CODECS: readonly FieldCodec[] = [
  keyword,
  { key: 'platform', kind: 'select', valueType: 'number' },
];
export const AD_POSITION_CODECS: readonly FieldCodec[] = [
  keyword,
  { key: 'app', kind: 'select', valueType: 'number' },
  { key: 'type', kind: 'select', valueType: 'number' },
  status,
];
export const DSP_CODECS: readonly FieldCodec[] = [keyword];
export const MAPPING_CODECS: readonly FieldCodec[] = [
  keyword,
  { key: 'dsp', kind: 'select', valueType: 'number' },
  status,
  { key: 'adpos', kind: 'number' },
];
export const AD_PLATFORM_CODECS: readonly FieldCodec[] = [keyword];

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Whether the list shows a filtered view (its empty state then says nothing matched, not that there is nothing). */
export const isFiltered = (filters: Filters): boolean => Object.values(filters).some((value) => value !== undefined);

/** The quick keyword box every catalogue list has. */
function keywordField(t: TFunction, placeholder: string): SearchField {
  return {
    ...keyword,
    label: t('placements.filter.keyword'),
    placeholder: t(placeholder),
    placement: 'quick',
    span: 6,
    emoji: 'reject',
  };
}

const statusOptions = (t: TFunction) => [1, 0].map((value) => ({ value, label: t(`lookups.status.${value}`) }));

/** The media app list's filters: the keyword and the platform. */
export function mediaAppFields(t: TFunction): SearchField[] {
  return [
    keywordField(t, 'placements.mediaApp.keyword'),
    {
      ...MEDIA_APP_CODECS[1]!,
      label: t('placements.mediaApp.col.platform'),
      placement: 'inline',
      span: 4,
      options: MEDIA_PLATFORMS.map((value) => ({ value, label: t(`lookups.platform.${value}`) })),
    },
  ];
}

/** The ad position list's filters: the keyword, the media app, the ad type and the status. */
export function adPositionFields(t: TFunction, apps: readonly MediaApp[]): SearchField[] {
  const [, app, type] = AD_POSITION_CODECS as [FieldCodec, FieldCodec, FieldCodec, FieldCodec];
  return [
    keywordField(t, 'placements.adPosition.keyword'),
    {
      ...app,
      label: t('placements.adPosition.col.app'),
      placement: 'inline',
      span: 4,
      options: apps.map((item) => ({ value: item.id, label: item.name })),
    },
    {
      ...type,
      label: t('placements.adPosition.col.type'),
      placement: 'inline',
      span: 4,
      options: AD_TYPES.map((value) => ({ value, label: t(`lookups.adType.${value}`) })),
    },
    {
      ...status,
      label: t('placements.adPosition.col.status'),
      placement: 'inline',
      span: 3,
      options: statusOptions(t),
    },
  ];
}

/** The DSP list's filter: the keyword. */
export const dspFields = (t: TFunction): SearchField[] => [keywordField(t, 'placements.dsp.keyword')];

/**
 * The mapping list's filters: the keyword, the DSP, the status, and the ad position by id (in the advanced dialog:
 * the ad position list's link fills it).
 */
export function mappingFields(t: TFunction, dsps: readonly { id: number; name: string }[]): SearchField[] {
  const [, dsp, , adpos] = MAPPING_CODECS as [FieldCodec, FieldCodec, FieldCodec, FieldCodec];
  return [
    keywordField(t, 'placements.mapping.keyword'),
    {
      ...dsp,
      label: t('placements.mapping.col.dsp'),
      placement: 'inline',
      span: 5,
      options: dsps.map((item) => ({ value: item.id, label: item.name })),
    },
    { ...status, label: t('placements.mapping.col.status'), placement: 'inline', span: 3, options: statusOptions(t) },
    { ...adpos, label: t('placements.mapping.col.adpos'), placement: 'advanced', rule: { min: 1 } },
  ];
}

/** The ad platform list's filter: the keyword. */
export const adPlatformFields = (t: TFunction): SearchField[] => [keywordField(t, 'placements.adPlatform.keyword')];

const paging = (list: ListPart) => ({
  page_no: list.page,
  page_size: list.pageSize,
  keyword: text(list.filters.keyword),
});

/** The media app page call's query for a list state. */
export const mediaAppQuery = (list: ListPart): CallQuery<PlacementCalls['mediaAppPage']> => ({
  ...paging(list),
  platform: num(list.filters.platform),
});

/** The ad position page call's query for a list state. */
export const adPositionQuery = (list: ListPart): CallQuery<PlacementCalls['adPositionPage']> => ({
  ...paging(list),
  app_id: num(list.filters.app),
  ad_type: num(list.filters.type),
  status: num(list.filters.status),
});

/** The DSP page call's query for a list state. */
export const dspQuery = (list: ListPart): CallQuery<PlacementCalls['dspPage']> => paging(list);

/** The mapping page call's query for a list state. */
export const mappingQuery = (list: ListPart): CallQuery<PlacementCalls['dspMappingPage']> => ({
  ...paging(list),
  dsp_id: num(list.filters.dsp),
  adpos_id: num(list.filters.adpos),
  status: num(list.filters.status),
});

/** The ad platform page call's query for a list state. */
export const adPlatformQuery = (list: ListPart): CallQuery<PlacementCalls['adPlatformPage']> => paging(list);

/** The platform account list's filters in the URL: the ad platform and the advertiser account. */
export const PLATFORM_ACCOUNT_CODECS: readonly FieldCodec[] = [
  { key: 'platform', kind: 'select', valueType: 'number' },
  { key: 'account', kind: 'select', valueType: 'number' },
];

/** The platform account list's filters: the ad platform, and the account (searched on the server, as every picker). */
export function platformAccountFields(
  t: TFunction,
  platforms: readonly { id: number; name: string }[],
  accountControl: SearchField['control'],
  /** accounts seen in the list's rows: they name the account filter's chip */
  accounts: readonly { id: number; name: string }[],
): SearchField[] {
  const [platform, account] = PLATFORM_ACCOUNT_CODECS as [FieldCodec, FieldCodec];
  return [
    {
      ...platform,
      label: t('placements.platformAccount.col.platform'),
      placement: 'inline',
      span: 5,
      options: platforms.map((item) => ({ value: item.id, label: item.name })),
    },
    {
      ...account,
      label: t('placements.platformAccount.col.account'),
      placement: 'inline',
      span: 6,
      control: accountControl,
      options: accounts.map((item) => ({ value: item.id, label: item.name })),
    },
  ];
}

/** The platform account call's query for a list state (the call filters; it does not page). */
export const platformAccountQuery = (list: ListPart): CallQuery<(typeof calls.lookups)['platformAccounts']> => ({
  ad_platform_id: num(list.filters.platform),
  account_id: num(list.filters.account),
});

/**
 * One page of a whole list, newest first, as the catalogue lists show theirs: the platform account call answers every
 * row oldest first, so the page is cut here.
 */
export function pageOfAll<T extends { id: number }>(rows: readonly T[], list: ListPart): { total: number; list: T[] } {
  const newest = [...rows].sort((a, b) => b.id - a.id);
  const start = (list.page - 1) * list.pageSize;
  return { total: rows.length, list: newest.slice(start, start + list.pageSize) };
}
