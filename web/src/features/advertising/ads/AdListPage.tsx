import { type AdItem, calls } from '@adconsole/contract';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAccess } from '../../../app/access';
import { useCall } from '../../../app/useCall';
import ColumnsTable from '../../../kit/ColumnsTable';
import { CrumbName } from '../../../kit/CrumbName';
import ListPage from '../../../kit/ListPage';
import ListPagination from '../../../kit/ListPagination';
import SearchForm from '../../../kit/SearchForm';
import TableSettings from '../../../kit/TableSettings';
import { useCrossPageSelection } from '../../../kit/useCrossPageSelection';
import { useListPage } from '../../../kit/useListPage';
import { useTableColumns } from '../../../kit/useTableColumns';
import { type AdListTarget, withAdId } from '../../../shared/adLinks';
import { groupListPath } from '../../../shared/campaignLinks';
import ExportButton from '../../../shared/ExportButton';
import BatchActions from '../BatchActions';
import DeliveryStatusTag from '../DeliveryStatusTag';
import { deliveryView } from '../deliveryView';
import MetricRangePicker from '../MetricRangePicker';
import { metricCategory, metricColumns, withMetricColumns } from '../metricColumns';
import { useAddOnArrival } from '../nextStep';
import { useListMetrics, useMetricRange } from '../useListMetrics';
import type { AdEditorTarget } from './AdEditorDrawer';
import { AD_TABLE, adCategories, adColumns } from './adColumns';
import { AD_CODECS, AD_DEFAULTS, adFields, adQuery, isAdFiltered } from './adSearch';
import { useAdActions } from './useAdActions';

// The editor is a large form with the material picker: it loads when first opened, not with the list.
const AdEditorDrawer = lazy(() => import('./AdEditorDrawer'));

/**
 * /advertising/index?campaign_id=…&ad_group_id=…&type=ad: one ad group's ads, their on/off, copy and delete (one or a
 * batch), inline rename, and the editor drawer, which `ad_id` in the URL opens so a link can point at one ad.
 */
export default function AdListPage({ target }: { target: AdListTarget }) {
  const { t } = useTranslation();
  const access = useAccess();
  const [, setParams] = useSearchParams();
  const { list, search, pager } = useListPage(AD_CODECS, AD_DEFAULTS);
  const query = useMemo(() => adQuery(target.adGroupId, list), [target.adGroupId, list]);
  const page = useCall(calls.ads.list, query, { placeholderData: keepPreviousData });
  const group = useCall(
    calls.campaigns.groupDetail,
    target.adGroupId === null ? null : { ad_group_id: target.adGroupId },
  );
  const fields = useMemo(() => adFields(t), [t]);
  const rows = page.data?.list ?? [];
  const [range, setRange] = useMetricRange();
  const ids = useMemo(() => rows.map((r) => r.ad_id), [rows]);
  const metrics = useListMetrics('ad', ids, range);
  const selection = useCrossPageSelection<AdItem>((row) => row.ad_id);
  // a new ad has no id for the URL; `opening` tells the editor a fresh open from a re-render
  // opened as the next step after a new ad group: its first ad's editor at once
  const [creating, setCreating] = useState(useAddOnArrival());
  const [opening, setOpening] = useState(1);
  const actions = useAdActions(selection.drop);

  const first = rows[0];
  const campaignId = group.data?.campaign_id ?? target.campaignId;
  // the names come with the ad group, or with the first ad row, whichever answers first
  const naming = group.isLoading;
  const campaignName = group.data?.campaign_name ?? first?.campaign_name;
  const groupName = group.data?.name ?? first?.ad_group_name;

  /** Opens an ad's editor through the URL (a history entry, so Back closes it); closing replaces the entry. */
  const openAd = useCallback(
    (adId: number) => {
      setCreating(false);
      setOpening((n) => n + 1);
      setParams((current) => withAdId(current, adId));
    },
    [setParams],
  );
  const closeEditor = () => {
    setCreating(false);
    if (target.adId !== null) setParams((current) => withAdId(current, null), { replace: true });
  };
  const startCreate = () => {
    setOpening((n) => n + 1);
    setCreating(true);
    if (target.adId !== null) setParams((current) => withAdId(current, null), { replace: true });
  };
  /** A new ad gets its id in the URL: the editor goes on with it (a JS-tag creative needs the ad's id). */
  const saved = (adId: number) => {
    if (!creating || target.adId !== null) return;
    setCreating(false);
    setParams((current) => withAdId(current, adId), { replace: true });
  };

  let editor: AdEditorTarget | null = null;
  if (target.adId !== null) editor = { campaignId, adGroupId: target.adGroupId, adId: target.adId, opening };
  else if (creating) editor = { campaignId, adGroupId: target.adGroupId, adId: null, opening };
  // once loaded the drawer stays mounted, so closing it animates instead of vanishing
  const editorLoaded = useRef(false);
  if (editor) editorLoaded.current = true;

  const can = {
    edit: access.can['ad.edit'],
    create: access.can['ad.create'],
    remove: access.can['ad.delete'],
  };
  const allColumns = useMemo(
    () =>
      withMetricColumns(
        adColumns(t, {
          canEdit: can.edit,
          canCreate: can.create,
          canDelete: can.remove,
          canHistory: access.isAdmin,
          onEdit: (item) => openAd(item.ad_id),
          onCopy: (item) => void actions.duplicate(item),
          onDelete: (item) => actions.askDelete([item]),
          onRename: actions.rename,
          onSwitch: (item, on) => actions.setOn([item], on),
        }),
        metricColumns<AdItem>(t, 'ad', (item) => item.ad_id, metrics),
      ),
    [t, can.edit, can.create, can.remove, access.isAdmin, actions, openAd, metrics],
  );
  const table = useTableColumns(AD_TABLE, allColumns);
  const selecting = can.edit || can.remove;
  const picked = selection.items;
  // the picked rows switch together; once through, the list refetches and the picks are let go
  const switchPicked = (on: boolean) => void actions.setOn(picked, on).then((ok) => ok && selection.clear());

  return (
    <ListPage
      breadcrumb={[
        { title: t('menu.advertising') },
        { title: <Link to="/advertising/index">{t('menu.advertising.index')}</Link> },
        {
          title: (
            <Link to={groupListPath(campaignId)}>
              <CrumbName name={campaignName} id={campaignId} loading={naming} />
            </Link>
          ),
        },
        { title: <CrumbName name={groupName} id={target.adGroupId} loading={naming} /> },
        { title: t('ads.breadcrumb') },
      ]}
      filters={<SearchForm fields={fields} {...search} />}
      toolbar={
        <>
          {can.create ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate} data-testid="ad-add">
              {t('ads.add')}
            </Button>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} loading={page.isFetching}>
            {t('ads.refresh')}
          </Button>
          <ExportButton call={calls.listExports.ads} filters={query} fileName="ads.csv" />
          {group.data ? (
            <span style={{ alignSelf: 'center', display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              {t('ads.groupStatus')}
              <DeliveryStatusTag view={deliveryView(group.data.delivery, t)} testId="ad-group-delivery" />
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
                  onSwitch={can.edit ? switchPicked : null}
                  switching={actions.switching}
                  onDelete={can.remove ? () => actions.askDelete(picked) : null}
                  deleteLabel={t('ads.batch.delete')}
                  testId="ad"
                />
              ),
            }
          : undefined
      }
      settings={<TableSettings table={table} categories={[...adCategories(t), metricCategory(t)]} />}
      pagination={<ListPagination {...pager(page.data?.total ?? 0)} />}
    >
      <ColumnsTable<AdItem>
        table={table}
        rowKey="ad_id"
        loading={page.isLoading || (page.isFetching && page.isPlaceholderData)}
        rows={rows}
        empty={t(isAdFiltered(query) ? 'ads.emptyFiltered' : 'ads.empty')}
        rowSelection={selecting ? selection.rowSelection(rows) : undefined}
        data-testid="ad-table"
      />
      {editorLoaded.current ? (
        <Suspense fallback={null}>
          <AdEditorDrawer target={editor} onClose={closeEditor} onSaved={saved} />
        </Suspense>
      ) : null}
    </ListPage>
  );
}
