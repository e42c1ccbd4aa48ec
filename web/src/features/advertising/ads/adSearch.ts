import { AdLimits, CampaignStatus } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { FieldCodec, ListDefaults, ListState } from '../../../kit/listQuery';
import type { SearchField } from '../../../kit/searchFields';
import type { AdListQuery } from './api';

/**
 * How the ad filters sit in the URL, beside `campaign_id`, `ad_group_id`, `type` and `ad_id` (which the list leaves
 * alone, so an open editor stays open while the list is filtered).
 */
export const AD_CODECS = [
  { key: 'custom', kind: 'text' },
  { key: 'status', kind: 'select', valueType: 'number' },
] as const satisfies readonly FieldCodec[];

/** The ad list starts at page 1 with 20 rows, as the campaign and ad group lists do. */
export const AD_DEFAULTS: ListDefaults = { pageSize: AdLimits.PAGE_SIZE };

/** The statuses an ad can be filtered by (a deleted ad is never listed). */
const STATUSES = [CampaignStatus.ON, CampaignStatus.PAUSED] as const;

/** The filter bar: the name-or-id keyword as the quick search, then the on/off status. */
export function adFields(t: TFunction): SearchField[] {
  const [custom, status] = AD_CODECS;
  return [
    {
      ...custom,
      label: t('ads.filter.custom'),
      placeholder: t('ads.filter.customPlaceholder'),
      placement: 'quick',
      span: 8,
      emoji: 'reject',
    },
    {
      ...status,
      label: t('ads.filter.status'),
      placement: 'inline',
      span: 6,
      options: STATUSES.map((value) => ({ value, label: t(`ads.status.${value}`) })),
    },
  ];
}

/** The list call's body for an ad group and the current list state; unknown statuses in the URL are dropped. */
export function adQuery(adGroupId: number, list: Pick<ListState, 'filters' | 'page' | 'pageSize'>): AdListQuery {
  const { custom, status } = list.filters;
  return {
    ad_group_id: adGroupId,
    page_no: list.page,
    page_size: list.pageSize,
    custom: typeof custom === 'string' && custom.trim() ? custom.trim() : undefined,
    status: typeof status === 'number' && (STATUSES as readonly number[]).includes(status) ? status : undefined,
  };
}

/** True when a filter is applied (the empty table then says nothing matches rather than "no ads yet"). */
export const isAdFiltered = (query: AdListQuery) => query.custom !== undefined || query.status !== undefined;
