import Table, { type TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import { SELECTION_WIDTH } from './useCrossPageSelection';
import type { TableColumns } from './useTableColumns';

/** Props of a list's table whose columns the user arranges: antd's, but for what the arrangement sets. */
export type ColumnsTableProps<T> = Omit<
  TableProps<T>,
  'columns' | 'components' | 'scroll' | 'size' | 'tableLayout' | 'pagination' | 'dataSource' | 'locale'
> & {
  /** the columns as the user arranged them (order, visibility, widths) */
  table: TableColumns<T>;
  rows: readonly T[];
  /** shown when there is no row (antd's own text when left out) */
  empty?: ReactNode;
  'data-testid'?: string;
};

/**
 * A list's table with the user's columns, fixed to their widths (a selection column adds its own); the list page's
 * pager pages it.
 */
export default function ColumnsTable<T extends object>({ table, rows, empty, ...props }: ColumnsTableProps<T>) {
  return (
    <Table<T>
      size="middle"
      tableLayout="fixed"
      dataSource={rows}
      columns={table.columns}
      components={table.components}
      scroll={{ x: table.scrollX + (props.rowSelection ? SELECTION_WIDTH : 0) }}
      pagination={false}
      locale={{ emptyText: empty }}
      {...props}
    />
  );
}
