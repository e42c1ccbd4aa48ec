import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type FieldCodec,
  type Filters,
  type ListAction,
  type ListDefaults,
  type ListState,
  nextListState,
  readListState,
  type SortState,
  writeListState,
} from './listQuery';

/** A list page's state and the changes it can make; every change lands in the URL query. */
export interface ListQuery extends ListState {
  /** applies filters (merged over the current ones) and returns to page 1 */
  setFilters: (filters: Filters) => void;
  /** removes one filter (a chip's close button) and returns to page 1 */
  removeFilter: (key: string) => void;
  /** removes every filter and returns to page 1 */
  clearFilters: () => void;
  /** restores the default filters, page 1, the default page size and sort */
  reset: () => void;
  setPage: (page: number, pageSize: number) => void;
  setSort: (sort: SortState | null) => void;
}

/**
 * Keeps a list's filters, page, page size and sort in the hash route's query, so a filtered list can be shared and
 * survives a reload. `codecs` and `defaults` must be stable (module constants or memoised).
 */
export function useListQuery(codecs: readonly FieldCodec[], defaults: ListDefaults = {}): ListQuery {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, codecs, defaults), [params, codecs, defaults]);
  // Widgets may hold on to an older handler (antd memoises its sorter clicks); every change must start from the
  // URL as it is now, or it would undo the change before it.
  const latest = useRef(params);
  latest.current = params;

  const dispatch = useCallback(
    (action: ListAction) => {
      const current = latest.current;
      const before = readListState(current, codecs, defaults);
      const next = writeListState(nextListState(before, action), codecs, defaults, current);
      // The navigation renders later (the route loader runs first); a second change before then builds on this one.
      latest.current = next;
      setParams(next);
    },
    [setParams, codecs, defaults],
  );

  return useMemo(
    () => ({
      ...state,
      setFilters: (filters) => dispatch({ type: 'filters', filters }),
      removeFilter: (key) => dispatch({ type: 'remove', key }),
      clearFilters: () => dispatch({ type: 'clear' }),
      reset: () => dispatch({ type: 'reset', codecs, defaults }),
      setPage: (page, pageSize) => dispatch({ type: 'page', page, pageSize }),
      setSort: (sort) => dispatch({ type: 'sort', sort }),
    }),
    [state, dispatch, codecs, defaults],
  );
}
