import { CampaignLimits } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { FieldCodec, ListDefaults, ListState } from '../../kit/listQuery';
import type { Option } from '../../kit/loadMore';
import type { SearchField } from '../../kit/searchFields';
import type { CampaignListQuery } from './api';
import { startTimeBounds, startTimeShortcuts } from './startTime';

/** How the campaign filters sit in the URL (beside `campaign_id` and `type`, which the list leaves alone). */
export const CAMPAIGN_CODECS: readonly FieldCodec[] = [
  { key: 'custom', kind: 'text' },
  { key: 'country', kind: 'select', valueType: 'string' },
  { key: 'app', kind: 'select', valueType: 'number' },
  { key: 'start', kind: 'dateRange' },
];

/** The campaign list starts at page 1 with 20 rows. */
export const CAMPAIGN_DEFAULTS: ListDefaults = { pageSize: CampaignLimits.PAGE_SIZE };

/** Reset sets the page size to 10. */
export const RESET_PAGE_SIZE = 10;

/**
 * The filter bar: the custom keyword as the quick search, then country, app and start time (no future days, with the
 * today / yesterday / a-week-ago shortcuts).
 */
export function campaignFields(
  t: TFunction,
  options: { countries: readonly Option[]; apps: readonly Option[] },
): SearchField[] {
  const [custom, country, app, start] = CAMPAIGN_CODECS as [FieldCodec, FieldCodec, FieldCodec, FieldCodec];
  return [
    {
      ...custom,
      label: t('campaigns.filter.custom'),
      placeholder: t('campaigns.filter.customPlaceholder'),
      placement: 'quick',
      span: 6,
      emoji: 'reject',
    },
    { ...country, label: t('campaigns.filter.country'), placement: 'inline', span: 5, options: options.countries },
    { ...app, label: t('campaigns.filter.app'), placement: 'inline', span: 6, options: options.apps },
    {
      ...start,
      label: t('campaigns.filter.startTime'),
      placement: 'inline',
      span: 7,
      pastOnly: true,
      rangePresets: () =>
        startTimeShortcuts().map(({ key, range }) => ({ label: t(`campaigns.startTime.${key}`), value: range })),
    },
  ];
}

/** The list call's body for the current list state (start days become unix-second bounds). */
export function campaignQuery(list: Pick<ListState, 'filters' | 'page' | 'pageSize'>): CampaignListQuery {
  const { custom, country, app, start } = list.filters;
  const bounds = startTimeBounds(start);
  return {
    page_no: list.page,
    page_size: list.pageSize,
    custom: typeof custom === 'string' && custom ? custom : undefined,
    country: typeof country === 'string' && country ? country : undefined,
    app: typeof app === 'number' ? app : undefined,
    start_from: bounds?.start,
    start_to: bounds?.end,
  };
}

/** True when any filter is applied (the empty table then says nothing matches). */
export const isFiltered = (query: CampaignListQuery) =>
  [query.custom, query.country, query.app, query.start_from].some((value) => value !== undefined);
