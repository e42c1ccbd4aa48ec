import { calls, type MaterialItem } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { useCall } from '../../../app/useCall';
import ListPage from '../../../kit/ListPage';
import ListPagination from '../../../kit/ListPagination';
import SearchForm from '../../../kit/SearchForm';
import TableSettings from '../../../kit/TableSettings';
import { useListPage } from '../../../kit/useListPage';
import { useTableColumns } from '../../../kit/useTableColumns';
import ExportButton from '../../../shared/ExportButton';
import LibraryBatchActions from './LibraryBatchActions';
import LibraryDialogs, { useLibraryDialogs } from './LibraryDialogs';
import LibraryTable from './LibraryTable';
import LibraryToolbar from './LibraryToolbar';
import LibraryUpload from './LibraryUpload';
import { imageColumns, libraryCategories, libraryTable, videoColumns } from './libraryColumns';
import { LIBRARY_DEFAULTS, type LibraryType, libraryCodecs, libraryQuery } from './librarySearch';
import type { LibraryHandlers } from './MaterialActions';
import MaterialGrid from './MaterialGrid';
import { hasBatchActions, selectableIn } from './materialRules';
import { useLibraryFields } from './useLibraryFields';
import { useMaterialDelete } from './useMaterialDelete';
import { useReviewFlow } from './useReviewFlow';
import { useReviewQueue } from './useReviewQueue';
import { useSelection } from './useSelection';
import { useViewMode } from './viewMode';

/** Props of a library page. */
export interface MaterialLibraryProps {
  type: LibraryType;
}

/**
 * The image library (/material/image) or the video library (/material/video): filters with chips, list or grid view,
 * the batch bar, row actions, the review queue, and every dialog of the spec's material library.
 */
export default function MaterialLibrary({ type }: MaterialLibraryProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const can = {
    edit: access.can['material.edit'],
    delete: access.can['material.delete'],
    review: access.can['material.review'],
  };
  const { list, search, pager } = useListPage(libraryCodecs(type), LIBRARY_DEFAULTS);
  const [view, setView] = useViewMode(type);
  const [reviewQueue, setReviewQueue] = useReviewQueue(can.review);
  const fields = useLibraryFields(type);
  const query = useMemo(() => libraryQuery(type, list, reviewQueue), [type, list, reviewQueue]);
  const page = useCall(calls.materials.list, query, { placeholderData: keepPreviousData });
  const rows = page.data?.List ?? [];
  const selection = useSelection();
  const dialogs = useLibraryDialogs();
  const [uploading, setUploading] = useState(false);
  const statusFilter = typeof list.filters.status === 'number' ? list.filters.status : undefined;
  const selecting = hasBatchActions(can, reviewQueue);
  const selectable = (row: MaterialItem) => selecting && selectableIn(row, { statusFilter, reviewQueue });
  const askDelete = useMaterialDelete(type, selection.drop);
  const review = useReviewFlow(selection.drop);

  const h: LibraryHandlers = {
    statusFilter,
    reviewQueue,
    can,
    onOpen: (item) => (item.type === 2 ? dialogs.play(item) : dialogs.preview(item)),
    onAccounts: dialogs.accounts,
    onEdit: (item) => dialogs.drawer('single', [item]),
    onEditTags: (item) => dialogs.editTags(false, [item]),
    onDelete: (item) => askDelete([item], false),
    onApprove: (item) => review.approve([item]),
    onReject: (item) => review.reject([item]),
  };
  // Rebuilt each render: the row actions read the current filters, permissions and flows, and 14 columns are cheap.
  const allColumns = (type === 2 ? videoColumns : imageColumns)(t, list.sort, h);
  const table = useTableColumns(libraryTable(type), allColumns);

  const empty = page.isError ? (
    <Alert
      type="error"
      showIcon
      title={t('library.error')}
      action={
        <Button size="small" onClick={() => void page.refetch()}>
          {t('common.retry')}
        </Button>
      }
    />
  ) : (
    t(reviewQueue ? 'library.queue.empty' : `library.empty.${type}`)
  );

  return (
    <ListPage
      breadcrumb={[
        { title: t('menu.material') },
        { title: t(type === 1 ? 'menu.material.image' : 'menu.material.video') },
      ]}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          <LibraryToolbar
            type={type}
            onUpload={access.can['material.upload'] ? () => setUploading(true) : null}
            view={view}
            onView={setView}
            reviewQueue={can.review ? reviewQueue : null}
            onQueue={(on) => {
              selection.clear();
              setReviewQueue(on);
            }}
            onRefresh={() => void review.refresh()}
            refreshing={review.refreshing}
          />
          <ExportButton call={calls.listExports.materials} filters={query} fileName="materials.csv" />
        </>
      }
      settings={view === 'list' ? <TableSettings table={table} categories={libraryCategories(t)} /> : null}
      batch={{
        count: selection.count,
        onClear: selection.clear,
        actions: (
          <LibraryBatchActions
            reviewQueue={reviewQueue}
            can={can}
            onTag={() => dialogs.drawer('batch', selection.items)}
            onEditTags={() => dialogs.editTags(true, selection.items)}
            onDelete={() => askDelete(selection.items, true)}
            onApprove={() => review.approve(selection.items)}
            onReject={() => review.reject(selection.items)}
          />
        ),
      }}
      pagination={<ListPagination {...pager(page.data?.Total ?? 0, page.data?.TotalCapped)} />}
    >
      {view === 'grid' ? (
        <MaterialGrid
          rows={rows}
          loading={page.isFetching}
          selected={selection.ids}
          selectable={selectable}
          onSelect={selection.toggle}
          h={h}
          empty={empty}
        />
      ) : (
        <LibraryTable
          rows={rows}
          loading={page.isFetching}
          table={table}
          selected={selection.ids}
          selecting={selecting}
          onSelectPage={(picked) => selection.setPage(rows, picked)}
          selectable={selectable}
          onSort={list.setSort}
          empty={empty}
        />
      )}
      <LibraryDialogs
        state={dialogs.state}
        close={dialogs.close}
        rows={rows}
        onSaved={selection.clear}
        rejecting={review.rejecting}
        rejectSaving={review.saving}
        onReject={(reason) => void review.confirmReject(reason)}
        onCloseReject={review.closeReject}
      />
      <LibraryUpload open={uploading} onClose={() => setUploading(false)} type={type} />
    </ListPage>
  );
}
