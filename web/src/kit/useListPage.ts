import type { ListPaginationProps } from './ListPagination';
import type { FieldCodec, Filters, ListDefaults } from './listQuery';
import type { SearchFormProps } from './SearchForm';
import { type ListQuery, useListQuery } from './useListQuery';

/** A list page's own filter rules (e.g. choosing a theme clears the category), layered over the plain wiring. */
export interface ListPageRules {
  submit?: (list: ListQuery, next: Filters) => void;
  remove?: (list: ListQuery, key: string) => void;
}

/** The state of a list page and the props that wire its search form and pager to it. */
export interface ListPageWiring {
  list: ListQuery;
  /** spread into SearchForm, beside its `fields` */
  search: Omit<SearchFormProps, 'fields'>;
  /** spread into ListPagination: the total the server counted (and whether it stopped counting) */
  pager: (total: number, totalAtLeast?: boolean) => ListPaginationProps;
}

/** The URL-held list query of a page, wired to its SearchForm (filters and chips) and its ListPagination. */
export function useListPage(codecs: readonly FieldCodec[], defaults: ListDefaults = {}, rules: ListPageRules = {}) {
  const list = useListQuery(codecs, defaults);
  const wiring: ListPageWiring = {
    list,
    search: {
      value: list.filters,
      onSubmit: (next) => (rules.submit ? rules.submit(list, next) : list.setFilters(next)),
      onRemove: (key) => (rules.remove ? rules.remove(list, key) : list.removeFilter(key)),
      onClear: list.clearFilters,
      onReset: list.reset,
    },
    pager: (total, totalAtLeast) => ({
      total,
      totalAtLeast,
      page: list.page,
      pageSize: list.pageSize,
      onChange: list.setPage,
    }),
  };
  return wiring;
}
