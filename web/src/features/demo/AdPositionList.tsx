import type { AdPosition } from '@adconsole/contract';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import Button from 'antd/es/button';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnsTable from '../../kit/ColumnsTable';
import { toastSuccess } from '../../kit/feedback';
import ListPage from '../../kit/ListPage';
import ListPagination from '../../kit/ListPagination';
import SearchForm from '../../kit/SearchForm';
import TableSettings from '../../kit/TableSettings';
import { useClickDebounce } from '../../kit/timing';
import { useCrossPageSelection } from '../../kit/useCrossPageSelection';
import { useListQuery } from '../../kit/useListQuery';
import { useTableColumns } from '../../kit/useTableColumns';
import { useAdPositionList, useMediaApps } from '../../shared/lookups/api';
import { AD_POSITION_TABLE, adPositionCategories, adPositionColumns, adPositionCsvColumns } from './adPositionColumns';
import { AD_POSITION_CODECS, AD_POSITION_DEFAULTS, adPositionFields, adPositionQuery } from './adPositionSearch';
import { downloadCsv, toCsv } from './csv';
import { useSignedIn } from './useSignedIn';

// The selection column antd adds in front of the kit columns.

/** The ad positions of the media apps as a list page using every list widget of the kit. */
export default function AdPositionList() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const list = useListQuery(AD_POSITION_CODECS, AD_POSITION_DEFAULTS);
  const apps = useMediaApps({ enabled: signedIn });
  const query = useMemo(() => adPositionQuery(list), [list]);
  const page = useAdPositionList(query, { enabled: signedIn });
  const fields = useMemo(() => adPositionFields(t, apps.data ?? []), [t, apps.data]);
  const allColumns = useMemo(() => adPositionColumns(t, list.sort), [t, list.sort]);
  const table = useTableColumns(AD_POSITION_TABLE, allColumns);
  // Selection survives paging, so rows picked on several pages export together.
  const selection = useCrossPageSelection<AdPosition>((row) => row.id);

  const exportSelected = useClickDebounce(() => {
    const rows = selection.items;
    const columns = adPositionCsvColumns(
      t,
      table.columns.map((column) => String(column.key)),
    );
    downloadCsv(`ad-positions-${dayjs().format('YYYYMMDD-HHmmss')}.csv`, toCsv(rows, columns));
    toastSuccess(t('demo.table.exported', { count: rows.length }));
    selection.clear();
  });

  const rows = signedIn ? (page.data?.list ?? []) : [];
  return (
    <ListPage
      breadcrumb={[{ title: t('demo.breadcrumb') }, { title: t('menu.table') }]}
      filters={
        <SearchForm
          fields={fields}
          value={list.filters}
          onSubmit={list.setFilters}
          onRemove={list.removeFilter}
          onClear={list.clearFilters}
          onReset={list.reset}
        />
      }
      toolbar={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void page.refetch()}
          disabled={!signedIn}
          loading={page.isFetching}
        >
          {t('demo.table.refresh')}
        </Button>
      }
      settings={<TableSettings table={table} categories={adPositionCategories(t)} />}
      batch={{
        count: selection.count,
        onClear: selection.clear,
        actions: (
          <Button
            size="small"
            type="primary"
            icon={<DownloadOutlined />}
            onClick={exportSelected}
            data-testid="export-selected"
          >
            {t('demo.table.export')}
          </Button>
        ),
      }}
      pagination={
        <ListPagination
          total={signedIn ? (page.data?.total ?? 0) : 0}
          page={list.page}
          pageSize={list.pageSize}
          onChange={list.setPage}
          disabled={!signedIn}
        />
      }
    >
      <ColumnsTable<AdPosition>
        table={table}
        rowKey="id"
        loading={signedIn && page.isFetching}
        rows={rows}
        empty={signedIn ? undefined : t('demo.signIn.empty')}
        rowSelection={selection.rowSelection(rows)}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          if (one?.columnKey === 'create_time' && one.order) list.setSort({ field: 'create_time', order: one.order });
        }}
      />
    </ListPage>
  );
}
