import { AppLimits, type CallQuery, type calls, type KeyMatchField } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { FieldCodec, ListDefaults, ListState } from '../../kit/listQuery';
import type { SearchField } from '../../kit/searchFields';

/** The list call's query, as the page sends it. */
export type AppListQuery = CallQuery<typeof calls.apps.list>;

/** How the apps filters sit in the URL: four multi-selects of the strings list_key_match offered. */
export const APP_CODECS: readonly FieldCodec[] = [
  { key: 'promotion_app_id', kind: 'multi', valueType: 'string' },
  { key: 'name', kind: 'multi', valueType: 'string' },
  { key: 'name_of_acc', kind: 'multi', valueType: 'string' },
  { key: 'pkg_name', kind: 'multi', valueType: 'string' },
];

/** The apps list shows 10 rows a page. */
export const APP_DEFAULTS: ListDefaults = { pageSize: AppLimits.PAGE_SIZE };

const LABELS: Record<KeyMatchField, string> = {
  promotion_app_id: 'apps.filter.id',
  name: 'apps.filter.name',
  name_of_acc: 'apps.filter.account',
  pkg_name: 'apps.filter.pkg',
};

/** The filter bar: app id, product name, account name and package name, each choosing among key matches. */
export function appFields(t: TFunction, control: (field: KeyMatchField) => SearchField['control']): SearchField[] {
  return APP_CODECS.map((codec) => {
    const field = codec.key as KeyMatchField;
    return { ...codec, label: t(LABELS[field]), placement: 'inline', span: 4, control: control(field) };
  });
}

const strings = (value: unknown) =>
  Array.isArray(value) && value.length ? value.map(String).filter((item) => item !== '') : undefined;

/** The list call's query for the current list state (the spec's `page` and `pagesize`). */
export function appQuery(list: Pick<ListState, 'filters' | 'page' | 'pageSize'>): AppListQuery {
  const { promotion_app_id, name, name_of_acc, pkg_name } = list.filters;
  return {
    page: list.page,
    pagesize: list.pageSize,
    promotion_app_id: strings(promotion_app_id),
    name: strings(name),
    name_of_acc: strings(name_of_acc),
    pkg_name: strings(pkg_name),
  };
}

/** True when any filter is applied (the empty table then says that nothing matches, not that nothing exists). */
export const isFiltered = (query: AppListQuery) =>
  [query.promotion_app_id, query.name, query.name_of_acc, query.pkg_name].some(
    (values) => Array.isArray(values) && values.length > 0,
  );
