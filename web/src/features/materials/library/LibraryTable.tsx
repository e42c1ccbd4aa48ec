import type { MaterialItem } from '@adconsole/contract';
import type { ReactNode } from 'react';
import ColumnsTable from '../../../kit/ColumnsTable';
import type { SortState } from '../../../kit/listQuery';
import { selectAllTitle } from '../../../kit/selectAllTitle';
import { SELECTION_WIDTH } from '../../../kit/useCrossPageSelection';
import type { TableColumns } from '../../../kit/useTableColumns';

/** Props of the list view. */
export interface LibraryTableProps {
  rows: readonly MaterialItem[];
  loading: boolean;
  table: TableColumns<MaterialItem>;
  selected: ReadonlySet<number>;
  /** false when the role has no batch action here: no selection column */
  selecting: boolean;
  /** the rows picked on this page (the page merges them with the picks of other pages) */
  onSelectPage: (picked: MaterialItem[]) => void;
  selectable: (row: MaterialItem) => boolean;
  onSort: (sort: SortState) => void;
  empty: ReactNode;
}

/** The list view of a library: the kit's resizable, customisable columns with selection and the time sort. */
export default function LibraryTable(props: LibraryTableProps) {
  const { rows, loading, table, selected, selecting, onSelectPage, selectable, onSort, empty } = props;
  return (
    <ColumnsTable<MaterialItem>
      table={table}
      rowKey="id"
      loading={loading}
      rows={rows}
      empty={empty}
      data-testid="material-table"
      rowSelection={
        selecting
          ? {
              columnWidth: SELECTION_WIDTH,
              columnTitle: selectAllTitle,
              selectedRowKeys: [...selected],
              preserveSelectedRowKeys: true,
              getCheckboxProps: (row) => ({ disabled: !selectable(row) }),
              onChange: (_keys, picked) => onSelectPage(picked.filter(Boolean)),
            }
          : undefined
      }
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        if (one?.columnKey === 'create_time' && one.order) onSort({ field: 'create_time', order: one.order });
      }}
    />
  );
}
