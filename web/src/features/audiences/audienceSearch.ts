import { AUDIENCE_SOURCES, AUDIENCE_STATUSES, AudienceLimits, type AudienceListQuery } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { FieldCodec, ListDefaults, ListState } from '../../kit/listQuery';
import type { SearchField } from '../../kit/searchFields';

/** How the audience filters sit in the URL (a stable module constant for the list hook). */
export const AUDIENCE_CODECS = [
  { key: 'cluster_name', kind: 'text' },
  { key: 'cluster_id', kind: 'number' },
  { key: 'status', kind: 'multi', valueType: 'number' },
  { key: 'upload_source', kind: 'multi', valueType: 'number' },
  { key: 'visibility_scope', kind: 'multi', valueType: 'number' },
] as const satisfies readonly FieldCodec[];

/** The audience list starts at 10 rows a page. */
export const AUDIENCE_DEFAULTS: ListDefaults = { pageSize: AudienceLimits.PAGE_SIZE };

/** The filter form: the name as the quick search, id, status, upload source and scope in the bar. */
export function audienceFields(t: TFunction): SearchField[] {
  const [name, id, status, uploadSource, scope] = AUDIENCE_CODECS;
  return [
    {
      ...name,
      label: t('audiences.filter.name'),
      placeholder: t('audiences.filter.namePlaceholder'),
      placement: 'quick',
      span: 6,
      emoji: 'reject',
    },
    { ...id, label: t('audiences.filter.id'), placement: 'inline', span: 4, rule: { min: 1, decimals: 0 } },
    {
      ...status,
      label: t('audiences.filter.status'),
      placement: 'inline',
      span: 5,
      options: AUDIENCE_STATUSES.map((value) => ({ value, label: t(`audiences.status.${value}`) })),
    },
    {
      ...uploadSource,
      label: t('audiences.filter.uploadSource'),
      placement: 'inline',
      span: 4,
      // every source the column shows, rule-based (3) too, worded as the column words it
      options: AUDIENCE_SOURCES.map((value) => ({ value, label: t(`audiences.uploadSource.${value}`) })),
    },
    {
      ...scope,
      label: t('audiences.filter.scope'),
      placement: 'inline',
      span: 4,
      options: [1, 2].map((value) => ({ value, label: t(`audiences.scope.${value}`) })),
    },
  ];
}

const numbers = (value: unknown) =>
  Array.isArray(value) && value.length ? value.filter((item): item is number => typeof item === 'number') : undefined;

/** The list call's body for the current list state. */
export function audienceQuery(list: Pick<ListState, 'filters' | 'page' | 'pageSize'>): AudienceListQuery {
  const { cluster_name, cluster_id, status, upload_source, visibility_scope } = list.filters;
  return {
    page_no: list.page,
    page_size: list.pageSize,
    cluster_id: typeof cluster_id === 'number' ? cluster_id : undefined,
    cluster_name: typeof cluster_name === 'string' && cluster_name ? cluster_name : undefined,
    status: numbers(status),
    upload_source: numbers(upload_source),
    visibility_scope: numbers(visibility_scope),
  };
}
