import type { TableRowSelection } from 'antd/es/table/interface';
import { useCallback, useState } from 'react';
import { selectAllTitle } from './selectAllTitle';

/** Width of a selectable table's checkbox column (add it to the table's scroll width). */
export const SELECTION_WIDTH = 48;

/**
 * Rows picked across pages of a paged table: each page's picks replace that page's earlier ones and leave other
 * pages' alone, so a batch action can act on rows from several pages (their items are kept, as the rows of another
 * page are not loaded). `rowSelection(rows)` is the table's `rowSelection` for the page showing `rows`.
 */
export function useCrossPageSelection<T>(keyOf: (row: T) => number) {
  const [selected, setSelected] = useState<ReadonlyMap<number, T>>(new Map());
  /** Drops rows that are gone (deleted) from the picks. */
  const drop = useCallback(
    (ids: readonly number[]) => setSelected((current) => new Map([...current].filter(([id]) => !ids.includes(id)))),
    [],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  const rowSelection = (rows: readonly T[]): TableRowSelection<T> => ({
    columnWidth: SELECTION_WIDTH,
    columnTitle: selectAllTitle,
    selectedRowKeys: [...selected.keys()],
    preserveSelectedRowKeys: true,
    onChange: (_keys, chosen) => {
      const onPage = new Set(rows.map(keyOf));
      const next = new Map([...selected].filter(([id]) => !onPage.has(id)));
      for (const row of chosen) if (row) next.set(keyOf(row), row);
      setSelected(next);
    },
  });
  return { selected, items: [...selected.values()], count: selected.size, drop, clear, rowSelection };
}
