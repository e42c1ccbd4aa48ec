import { type AdGroupItem, calls } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import ColumnsTable from '../../kit/ColumnsTable';
import { CrumbName } from '../../kit/CrumbName';
import ListPage from '../../kit/ListPage';
import ListPagination from '../../kit/ListPagination';
import type { FieldCodec, ListDefaults } from '../../kit/listQuery';
import SearchForm from '../../kit/SearchForm';
import TableSettings from '../../kit/TableSettings';
import { useCrossPageSelection } from '../../kit/useCrossPageSelection';
import { useListPage } from '../../kit/useListPage';
import { useTableColumns } from '../../kit/useTableColumns';
import ExportButton from '../../shared/ExportButton';
import AdGroupDrawer, { type AdGroupDrawerTarget } from './AdGroupDrawer';
import { AD_GROUP_TABLE, adGroupCategories, adGroupColumns } from './adGroupColumns';
import BatchActions from './BatchActions';
import { CAMPAIGN_DEFAULTS } from './campaignSearch';
import DeliveryStatusTag from './DeliveryStatusTag';
import { deliveryView } from './deliveryView';
import MetricRangePicker from './MetricRangePicker';
import { metricCategory, metricColumns, withMetricColumns } from './metricColumns';
import { useAddOnArrival } from './nextStep';
import { useAdGroupActions } from './useAdGroupActions';
import { useListMetrics, useMetricRange } from './useListMetrics';

const GROUP_CODECS: readonly FieldCodec[] = [{ key: 'custom', kind: 'text' }];
const GROUP_DEFAULTS: ListDefaults = CAMPAIGN_DEFAULTS;

/**
 * /advertising/index?campaign_id=…&type=group: one campaign's ad groups, their form, copy, on/off and delete (one or a
 * batch).
 */
export default function AdGroupListPage({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const access = useAccess();
  const { list, search, pager } = useListPage(GROUP_CODECS, GROUP_DEFAULTS);
  const custom = typeof list.filters.custom === 'string' && list.filters.custom ? list.filters.custom : undefined;
  const page = useCall(
    calls.campaigns.groupList,
    { campaign_id: campaignId, page_no: list.page, page_size: list.pageSize, custom },
    { placeholderData: keepPreviousData },
  );
  const campaign = useCall(calls.campaigns.detail, { campaign_id: campaignId });
  const fields = useMemo(
    () => [
      {
        ...(GROUP_CODECS[0] as FieldCodec),
        label: t('campaigns.group.filter'),
        placeholder: t('campaigns.group.filterPlaceholder'),
        placement: 'quick' as const,
        span: 8,
        emoji: 'reject' as const,
      },
    ],
    [t],
  );
  // opened as the next step after a new campaign: its first ad group's form at once
  const [drawer, setDrawer] = useState<AdGroupDrawerTarget | null>(useAddOnArrival() ? { id: null, opening: 1 } : null);
  const selection = useCrossPageSelection<AdGroupItem>((row) => row.ad_group_id);
  const actions = useAdGroupActions(selection.drop);
  const opening = (drawer?.opening ?? 0) + 1;
  // the name comes with the campaign, or with the first ad group row, whichever answers first
  const name = campaign.data?.name ?? page.data?.list[0]?.campaign_name;
  const naming = campaign.isLoading;
  const [range, setRange] = useMetricRange();
  const groupRows = page.data?.list;
  const ids = useMemo(() => (groupRows ?? []).map((r) => r.ad_group_id), [groupRows]);
  const metrics = useListMetrics('ad_group', ids, range);

  const allColumns = useMemo(
    () =>
      withMetricColumns(
        adGroupColumns(t, {
          canEdit: access.can['campaign.edit'],
          canCreate: access.can['campaign.create'],
          canDelete: access.can['campaign.delete'],
          canViewAds: access.can['ad.view'],
          onEdit: (item) => setDrawer((current) => ({ id: item.ad_group_id, opening: (current?.opening ?? 0) + 1 })),
          onCopy: (item) => void actions.duplicate(item),
          onDelete: (item) => actions.askDelete([item]),
          onRename: actions.rename,
          onSwitch: (item, on) => actions.setOn([item], on),
        }),
        metricColumns<AdGroupItem>(t, 'ad-group', (item) => item.ad_group_id, metrics),
      ),
    [t, access.can, actions, metrics],
  );
  const table = useTableColumns(AD_GROUP_TABLE, allColumns);
  const canSwitch = access.can['campaign.edit'];
  const canDelete = access.can['campaign.delete'];
  const selecting = canSwitch || canDelete;
  // the picked rows switch together; once through, the list refetches and the picks are let go
  const switchPicked = (on: boolean) =>
    void actions.setOn(selection.items, on, true).then((ok) => ok && selection.clear());

  return (
    <ListPage
      breadcrumb={[
        { title: t('menu.advertising') },
        { title: <Link to="/advertising/index">{t('menu.advertising.index')}</Link> },
        { title: <CrumbName name={name} id={campaignId} loading={naming} /> },
        { title: t('campaigns.group.breadcrumb') },
      ]}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          {access.can['campaign.create'] ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!campaign.data}
              onClick={() => setDrawer({ id: null, opening })}
              data-testid="ad-group-add"
            >
              {t('campaigns.group.add')}
            </Button>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} loading={page.isFetching}>
            {t('campaigns.refresh')}
          </Button>
          <ExportButton
            call={calls.listExports.adGroups}
            filters={{ campaign_id: campaignId, custom }}
            fileName="ad-groups.csv"
          />
          {campaign.data ? (
            <span style={{ alignSelf: 'center', display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              {t('campaigns.group.campaignStatus')}
              <DeliveryStatusTag view={deliveryView(campaign.data.delivery, t)} testId="campaign-delivery" />
            </span>
          ) : null}
          <MetricRangePicker value={range} onChange={setRange} />
        </>
      }
      batch={
        selecting
          ? {
              count: selection.count,
              onClear: selection.clear,
              actions: (
                <BatchActions
                  onSwitch={canSwitch ? switchPicked : null}
                  switching={actions.switching}
                  onDelete={canDelete ? () => actions.askDelete(selection.items) : null}
                  deleteLabel={t('campaigns.batchDelete')}
                  testId="ad-group"
                />
              ),
            }
          : undefined
      }
      settings={<TableSettings table={table} categories={[...adGroupCategories(t), metricCategory(t)]} />}
      pagination={<ListPagination {...pager(page.data?.total ?? 0)} />}
    >
      <ColumnsTable<AdGroupItem>
        table={table}
        rowKey="ad_group_id"
        loading={page.isLoading || (page.isFetching && page.isPlaceholderData)}
        rows={groupRows ?? []}
        empty={t('campaigns.group.empty')}
        rowSelection={selecting ? selection.rowSelection(groupRows ?? []) : undefined}
        data-testid="ad-group-table"
      />
      {campaign.data ? (
        <AdGroupDrawer
          target={drawer}
          campaign={{
            id: campaignId,
            name: campaign.data.name,
            timeZone: campaign.data.time_zone,
            accountId: campaign.data.account_id,
            accountName: campaign.data.account_name,
          }}
          onClose={() => setDrawer(null)}
        />
      ) : null}
    </ListPage>
  );
}
