import { calls, type KeyMatchField, type PromotionAppItem } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import Button from 'antd/es/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import ColumnsTable from '../../kit/ColumnsTable';
import ListPage from '../../kit/ListPage';
import ListPagination from '../../kit/ListPagination';
import SearchForm from '../../kit/SearchForm';
import type { CustomControlProps } from '../../kit/searchFields';
import TableSettings from '../../kit/TableSettings';
import { useListPage } from '../../kit/useListPage';
import { useTableColumns } from '../../kit/useTableColumns';
import ExportButton from '../../shared/ExportButton';
import AppAccountsDialog from './AppAccountsDialog';
import AppDrawer, { type AppDrawerTarget } from './AppDrawer';
import { useAppPage } from './api';
import { APP_TABLE, appCategories, appColumns, changeable } from './appColumns';
import { APP_CODECS, APP_DEFAULTS, appFields, appQuery, isFiltered } from './appSearch';
import KeyMatchFilter from './KeyMatchFilter';
import { useAppDelete } from './useAppDelete';

const keyMatchControl = (field: KeyMatchField) => (props: CustomControlProps) => (
  <KeyMatchFilter key={field} field={field} {...props} />
);

/** /package/index: the promotion apps (ad products), their key-match filters, linked accounts, add, edit and delete. */
export default function PromotionAppPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const { list, search, pager } = useListPage(APP_CODECS, APP_DEFAULTS);
  const query = useMemo(() => appQuery(list), [list]);
  const page = useAppPage(query);
  const fields = useMemo(() => appFields(t, keyMatchControl), [t]);
  const askDelete = useAppDelete();
  const [drawer, setDrawer] = useState<AppDrawerTarget | null>(null);
  const [viewing, setViewing] = useState<PromotionAppItem | null>(null);
  const opening = (drawer?.opening ?? 0) + 1;

  const allColumns = useMemo(
    () =>
      appColumns(t, {
        canEdit: access.can['app.edit'],
        canDelete: access.can['app.delete'],
        changeable: (item) => changeable(access.isAdmin, item),
        onView: setViewing,
        onEdit: (item) => setDrawer((current) => ({ mode: 'edit', id: item.id, opening: (current?.opening ?? 0) + 1 })),
        onDelete: askDelete,
      }),
    [t, access.can, access.isAdmin, askDelete],
  );
  const table = useTableColumns(APP_TABLE, allColumns);

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.package') }, { title: t('menu.package.index') }]}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          {access.can['app.create'] ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer({ mode: 'create', opening })}
              data-testid="app-add"
            >
              {t('apps.add')}
            </Button>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} loading={page.isFetching}>
            {t('apps.refresh')}
          </Button>
          <ExportButton call={calls.listExports.apps} filters={query} fileName="promotion-apps.csv" />
        </>
      }
      settings={<TableSettings table={table} categories={appCategories(t)} />}
      pagination={<ListPagination {...pager(page.data?.total ?? 0)} />}
    >
      <ColumnsTable<PromotionAppItem>
        table={table}
        rowKey="id"
        loading={page.isLoading || (page.isFetching && page.isPlaceholderData)}
        rows={page.data?.rows ?? []}
        empty={t(isFiltered(query) ? 'apps.emptyFiltered' : 'apps.empty')}
        data-testid="app-table"
      />
      <AppAccountsDialog app={viewing} onClose={() => setViewing(null)} />
      <AppDrawer target={drawer} canEditEvents={access.can['app.edit']} onClose={() => setDrawer(null)} />
    </ListPage>
  );
}
