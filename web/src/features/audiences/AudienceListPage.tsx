import { type AudienceItem, AudienceStatus, calls } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '../../app/access';
import ColumnsTable from '../../kit/ColumnsTable';
import GuardedDrawer from '../../kit/GuardedDrawer';
import LinkedAccountsDialog from '../../kit/LinkedAccountsDialog';
import ListPage from '../../kit/ListPage';
import ListPagination from '../../kit/ListPagination';
import SearchForm from '../../kit/SearchForm';
import TableSettings from '../../kit/TableSettings';
import { useListPage } from '../../kit/useListPage';
import { useTableColumns } from '../../kit/useTableColumns';
import ExportButton from '../../shared/ExportButton';
import AudienceForm from './AudienceForm';
import { isBusy, useAudiencePage } from './api';
import { AUDIENCE_TABLE, audienceCategories, audienceColumns } from './audienceColumns';
import { AUDIENCE_CODECS, AUDIENCE_DEFAULTS, audienceFields, audienceQuery } from './audienceSearch';
import { linkedAccountsOf } from './linkedAccounts';
import { useAudienceActions } from './useAudienceActions';

const DRAWER_WIDTH = 860;

/** /audience/index: the audience packages, their imports as they run, inline edit, the edit drawer and delete. */
export default function AudienceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useAccess();
  const { list, search, pager } = useListPage(AUDIENCE_CODECS, AUDIENCE_DEFAULTS);
  const query = useMemo(() => audienceQuery(list), [list]);
  const page = useAudiencePage(query);
  const fields = useMemo(() => audienceFields(t), [t]);
  const actions = useAudienceActions();
  const [editing, setEditing] = useState<{ item: AudienceItem; opening: number } | null>(null);
  const [viewing, setViewing] = useState<AudienceItem | null>(null);
  const rows = page.data?.list ?? [];
  const busy = rows.some((row) => isBusy(row.status));

  // the edit drawer; a deleted package's form opens in it disabled
  const open = useCallback(
    (item: AudienceItem) => setEditing((current) => ({ item, opening: (current?.opening ?? 0) + 1 })),
    [],
  );

  const allColumns = useMemo(
    () =>
      audienceColumns(t, {
        canEdit: access.can['audience.edit'],
        canDelete: access.can['audience.delete'],
        onEdit: open,
        onView: open,
        onDelete: actions.askDelete,
        onAccounts: setViewing,
        onRename: actions.rename,
        onDescribe: actions.describe,
      }),
    [t, access.can, open, actions.askDelete, actions.rename, actions.describe],
  );
  const table = useTableColumns(AUDIENCE_TABLE, allColumns);

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.audience') }, { title: t('menu.audience.index') }]}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          {access.can['audience.create'] ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/audience/create')}
              data-testid="audience-add"
            >
              {t('audiences.add')}
            </Button>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} loading={page.isFetching && !busy}>
            {t('audiences.refresh')}
          </Button>
          <ExportButton call={calls.listExports.audiences} filters={query} fileName="audiences.csv" />
          {busy ? (
            <Tag color="processing" style={{ alignSelf: 'center' }} data-testid="audience-auto-refresh">
              {t('audiences.autoRefresh')}
            </Tag>
          ) : null}
        </>
      }
      settings={<TableSettings table={table} categories={audienceCategories(t)} />}
      pagination={<ListPagination {...pager(page.data?.total ?? 0)} />}
    >
      <ColumnsTable<AudienceItem>
        table={table}
        rowKey="cluster_id"
        // a background refresh while imports run keeps the rows as they are, without a spinner over them
        loading={page.isLoading || (page.isFetching && !busy && page.isPlaceholderData)}
        rows={rows}
        empty={t('audiences.empty')}
        data-testid="audience-table"
      />
      <GuardedDrawer
        open={editing !== null}
        size={DRAWER_WIDTH}
        title={t(
          editing?.item.status === AudienceStatus.DELETED ? 'audiences.form.title.view' : 'audiences.form.title.edit',
        )}
        onClose={() => setEditing(null)}
        destroyOnHidden
      >
        {editing ? (
          <AudienceForm
            key={editing.opening}
            item={editing.item}
            onCreated={() => setEditing(null)}
            onEdited={() => {
              setEditing(null);
              void page.refetch();
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </GuardedDrawer>
      <LinkedAccountsDialog
        open={viewing !== null}
        title={t('audiences.accounts.title', { name: viewing?.cluster_name ?? '' })}
        source={{ data: viewing ? linkedAccountsOf(viewing) : [] }}
        notice={
          viewing?.linked_adset_others ? (
            <Alert
              type="info"
              showIcon
              title={t('audiences.adsets.others', { count: viewing.linked_adset_others })}
              style={{ marginBottom: 12 }}
            />
          ) : null
        }
        expandedRow={(row) =>
          row.adsets.length ? (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {row.adsets.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : null
        }
        onClose={() => setViewing(null)}
      />
    </ListPage>
  );
}
