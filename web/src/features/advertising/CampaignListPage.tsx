import { type CampaignItem, calls } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import ColumnsTable from '../../kit/ColumnsTable';
import ListPage from '../../kit/ListPage';
import ListPagination from '../../kit/ListPagination';
import SearchForm from '../../kit/SearchForm';
import TableSettings from '../../kit/TableSettings';
import { useCrossPageSelection } from '../../kit/useCrossPageSelection';
import { useListPage } from '../../kit/useListPage';
import { useTableColumns } from '../../kit/useTableColumns';
import { currentLanguage } from '../../lib/language';
import ExportButton from '../../shared/ExportButton';
import { useAdApps } from '../../shared/lookups/adApps';
import { useCountries } from '../../shared/lookups/api';
import BatchActions from './BatchActions';
import CampaignDrawer, { type CampaignDrawerTarget } from './CampaignDrawer';
import { CAMPAIGN_TABLE, campaignCategories, campaignColumns } from './campaignColumns';
import {
  CAMPAIGN_CODECS,
  CAMPAIGN_DEFAULTS,
  campaignFields,
  campaignQuery,
  isFiltered,
  RESET_PAGE_SIZE,
} from './campaignSearch';
import MetricRangePicker from './MetricRangePicker';
import { metricCategory, metricColumns, withMetricColumns } from './metricColumns';
import NotifyButton from './NotifyButton';
import { useCampaignActions } from './useCampaignActions';
import { useListMetrics, useMetricRange } from './useListMetrics';

/** /advertising/index: the campaigns, their filters, delivery status, inline edit, copy, delete and the form drawer. */
export default function CampaignListPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const { list, search, pager } = useListPage(CAMPAIGN_CODECS, CAMPAIGN_DEFAULTS);
  const query = useMemo(() => campaignQuery(list), [list]);
  const page = useCall(calls.campaigns.list, query, { placeholderData: keepPreviousData });
  const countries = useCountries();
  const apps = useAdApps();
  const zh = currentLanguage() === 'zh-CN';
  const fields = useMemo(
    () =>
      campaignFields(t, {
        countries: (countries.data ?? []).map((c) => ({ value: c.Key, label: zh ? c.name_zh : c.name_en })),
        apps: (apps.data ?? []).map((app) => ({ value: app.id, label: `${app.name} (${app.pkg_name})` })),
      }),
    [t, countries.data, apps.data, zh],
  );
  const selection = useCrossPageSelection<CampaignItem>((row) => row.campaign_id);
  const [drawer, setDrawer] = useState<CampaignDrawerTarget | null>(null);
  const actions = useCampaignActions(selection.drop);
  const opening = (drawer?.opening ?? 0) + 1;
  const rows = page.data?.list ?? [];
  const [range, setRange] = useMetricRange();
  const ids = useMemo(() => rows.map((r) => r.campaign_id), [rows]);
  const metrics = useListMetrics('campaign', ids, range);

  const allColumns = useMemo(
    () =>
      withMetricColumns(
        campaignColumns(t, {
          canEdit: access.can['campaign.edit'],
          canCreate: access.can['campaign.create'],
          canDelete: access.can['campaign.delete'],
          onEdit: (item) => setDrawer((current) => ({ id: item.campaign_id, opening: (current?.opening ?? 0) + 1 })),
          onCopy: (item) => void actions.duplicate(item),
          onDelete: (item) => actions.askDelete([item]),
          onSave: actions.save,
          onSwitch: actions.setOn,
        }),
        metricColumns<CampaignItem>(t, 'campaign', (item) => item.campaign_id, metrics),
      ),
    [t, access.can, actions, metrics],
  );
  const table = useTableColumns(CAMPAIGN_TABLE, allColumns);
  const canDelete = access.can['campaign.delete'];
  const canSwitch = access.can['campaign.edit'];
  // the picked rows switch together; once through, the list refetches and the picks are let go
  const switchPicked = (on: boolean) =>
    void actions.setManyOn(selection.items, on).then((ok) => ok && selection.clear());

  return (
    <ListPage
      breadcrumb={[{ title: t('menu.advertising') }, { title: t('menu.advertising.index') }]}
      filters={
        <SearchForm
          fields={fields}
          {...search}
          onReset={() => {
            list.reset();
            list.setPage(1, RESET_PAGE_SIZE);
          }}
        />
      }
      toolbar={
        <>
          {access.can['campaign.create'] ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer({ id: null, opening })}
              data-testid="campaign-add"
            >
              {t('campaigns.add')}
            </Button>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} loading={page.isFetching}>
            {t('campaigns.refresh')}
          </Button>
          <ExportButton call={calls.listExports.campaigns} filters={query} fileName="campaigns.csv" />
          {access.can['campaign.edit'] ? <NotifyButton /> : null}
          <MetricRangePicker value={range} onChange={setRange} />
        </>
      }
      batch={
        canDelete || canSwitch
          ? {
              count: selection.count,
              onClear: selection.clear,
              actions: (
                <BatchActions
                  onSwitch={canSwitch ? switchPicked : null}
                  switching={actions.switching}
                  onDelete={canDelete ? () => actions.askDelete(selection.items) : null}
                  deleteLabel={t('campaigns.batchDelete')}
                  testId="campaign"
                />
              ),
            }
          : undefined
      }
      settings={<TableSettings table={table} categories={[...campaignCategories(t), metricCategory(t)]} />}
      pagination={<ListPagination {...pager(page.data?.total ?? 0)} />}
    >
      <ColumnsTable<CampaignItem>
        table={table}
        rowKey="campaign_id"
        loading={page.isLoading || (page.isFetching && page.isPlaceholderData)}
        rows={rows}
        empty={t(isFiltered(query) ? 'campaigns.emptyFiltered' : 'campaigns.empty')}
        rowSelection={canDelete || canSwitch ? selection.rowSelection(rows) : undefined}
        data-testid="campaign-table"
      />
      <CampaignDrawer target={drawer} onClose={() => setDrawer(null)} />
    </ListPage>
  );
}
