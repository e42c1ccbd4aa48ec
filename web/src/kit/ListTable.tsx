import Table, { type TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';

/** Props of a list's table: antd's, with the rows and the empty text named plainly. */
export type ListTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'locale'> & {
  /** the rows (none yet while the first load runs) */
  rows: readonly T[] | undefined;
  /** shown when there is no row */
  empty: ReactNode;
  'data-testid'?: string;
};

/** A list's table as the console shows one: rows by id, middle size, no pager of its own unless given one. */
export default function ListTable<T extends object>({ rows, empty, ...props }: ListTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={rows ?? []}
      locale={{ emptyText: empty }}
      {...props}
    />
  );
}
