import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type KeyedColumn, keyColumnsInSight } from '../../kit/keyColumnsInSight';
import type { Crumb } from '../../kit/ListPage';
import ListPage from '../../kit/ListPage';
import ListPagination from '../../kit/ListPagination';
import SearchForm from '../../kit/SearchForm';
import type { SearchField } from '../../kit/searchFields';
import type { ListPageWiring } from '../../kit/useListPage';
import type { CatalogueRow } from './catalogueColumns';
import { isFiltered } from './placementSearch';

/** Props of a catalogue list: its page of rows, its URL-held filters, columns, and the add button and dialog. */
export interface CatalogueListProps<T extends CatalogueRow> {
  /** empty inside a tab of a page that shows its own */
  breadcrumb: Crumb[];
  page: UseQueryResult<{ total: number; list: T[] }>;
  wiring: ListPageWiring;
  fields: readonly SearchField[];
  columns: KeyedColumn<T>[];
  /** the add button's text; null for a role without the edit group */
  addLabel: string | null;
  onAdd: () => void;
  /** locale keys of the empty list: nothing yet, or nothing matching the filters */
  empty: { none: string; filtered: string };
  testId: string;
  /** the toolbar's export of the whole filtered catalogue (the shared ExportButton) */
  exporter?: ReactNode;
  /** the add/edit dialog, when open */
  children?: ReactNode;
}

/**
 * The frame of every catalogue list: the kit's list page with the filters in the URL, the add button, the table (its
 * empty state saying whether nothing exists yet or nothing matches) and the pager.
 */
export default function CatalogueList<T extends CatalogueRow>({
  breadcrumb,
  page,
  wiring,
  fields,
  columns,
  addLabel,
  onAdd,
  empty,
  testId,
  exporter,
  children,
}: CatalogueListProps<T>) {
  const { t } = useTranslation();
  const { list, search, pager } = wiring;
  // while the first page loads the spinner speaks; "nothing yet" would be a guess
  const emptyText = page.isPending ? (
    <div style={{ height: 96 }} />
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(isFiltered(list.filters) ? empty.filtered : empty.none)}
    />
  );
  return (
    <ListPage
      breadcrumb={breadcrumb}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          {addLabel ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={`${testId}-add`}>
              {addLabel}
            </Button>
          ) : null}
          {exporter}
        </>
      }
      pagination={<ListPagination {...pager(page.data?.total ?? 0)} />}
    >
      <Table<T>
        rowKey="id"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        columns={keyColumnsInSight(columns)}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{ emptyText }}
        data-testid={`${testId}-table`}
      />
      {children}
    </ListPage>
  );
}
