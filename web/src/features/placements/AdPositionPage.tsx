import { type AdPositionItem, AuditEntity, calls } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import { formatNumber } from '../../kit/format';
import type { KeyedColumn } from '../../kit/keyColumnsInSight';
import { textColor } from '../../kit/theme';
import { useListPage } from '../../kit/useListPage';
import ExportButton from '../../shared/ExportButton';
import { useMediaApps } from '../../shared/lookups/api';
import AdPositionFormDialog from './AdPositionFormDialog';
import CatalogueList from './CatalogueList';
import { actionColumn, CountLink, idColumn, statusCell } from './catalogueColumns';
import { AD_POSITION_CODECS, adPositionFields, adPositionQuery, PLACEMENT_DEFAULTS } from './placementSearch';
import { useFormTarget } from './useFormTarget';
import { usePlacementDelete } from './usePlacementDelete';

/**
 * /placement/adPosition: the ad positions of the media apps (app, type, size, status, and what uses each: ads and
 * DSP mappings); add, edit, switch off, delete (refused while in use).
 */
export default function AdPositionPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const wiring = useListPage(AD_POSITION_CODECS, PLACEMENT_DEFAULTS);
  const query = useMemo(() => adPositionQuery(wiring.list), [wiring.list]);
  const page = useCall(calls.placements.adPositionPage, query, { placeholderData: keepPreviousData });
  const apps = useMediaApps();
  const fields = useMemo(() => adPositionFields(t, apps.data ?? []), [t, apps.data]);
  const form = useFormTarget<AdPositionItem>();
  const askDelete = usePlacementDelete(
    calls.placements.deleteAdPosition,
    'ad_position',
    'placements.adPosition.deleteTitle',
  );
  const canEdit = access.can['placement.edit'];

  const columns: KeyedColumn<AdPositionItem>[] = [
    idColumn(t),
    { key: 'name', title: t('placements.adPosition.col.name'), dataIndex: 'name', ellipsis: true },
    {
      key: 'app',
      title: t('placements.adPosition.col.app'),
      ellipsis: true,
      render: (_, row) => (
        <span>
          {row.app_name} <span style={{ color: textColor.muted }}>#{row.app_id}</span>
        </span>
      ),
    },
    {
      key: 'type',
      title: t('placements.adPosition.col.type'),
      width: 110,
      render: (_, row) => t(`lookups.adType.${row.ad_type}`),
    },
    {
      key: 'size',
      title: t('placements.adPosition.col.size'),
      width: 120,
      render: (_, row) => `${formatNumber(row.width)} × ${formatNumber(row.height)}`,
    },
    {
      key: 'status',
      title: t('placements.adPosition.col.status'),
      width: 90,
      render: (_, row) => statusCell(row.status, t),
    },
    {
      key: 'ads',
      title: t('placements.adPosition.col.ads'),
      width: 80,
      render: (_, row) => formatNumber(row.ad_count),
    },
    {
      key: 'mappings',
      title: t('placements.adPosition.col.mappings'),
      width: 110,
      render: (_, row) => (
        <CountLink
          count={row.mapping_count}
          to={`/placement/dsp?adpos=${row.id}`}
          label={(shown) => t('placements.adPosition.mappingsOf', { name: row.name, shown })}
        />
      ),
    },
    ...actionColumn<AdPositionItem>(t, {
      entity: AuditEntity.AD_POSITION,
      canEdit,
      canDelete: access.can['placement.delete'],
      onEdit: form.open,
      onDelete: askDelete,
      testId: 'ad-position',
    }),
  ];

  return (
    <CatalogueList<AdPositionItem>
      breadcrumb={[{ title: t('menu.placement') }, { title: t('menu.placement.adPosition') }]}
      page={page}
      wiring={wiring}
      fields={fields}
      columns={columns}
      addLabel={canEdit ? t('placements.adPosition.add') : null}
      onAdd={() => form.open(null)}
      empty={{ none: 'placements.adPosition.empty', filtered: 'placements.adPosition.emptyFiltered' }}
      testId="ad-position"
      exporter={<ExportButton call={calls.listExports.adPositions} filters={query} fileName="ad-positions.csv" />}
    >
      {form.target ? (
        <AdPositionFormDialog
          key={form.target.opening}
          position={form.target.entry}
          apps={apps.data ?? []}
          appsLoading={apps.isPending}
          // a new position from a filtered list starts on that list's app
          defaultAppId={typeof wiring.list.filters.app === 'number' ? wiring.list.filters.app : undefined}
          onClose={form.close}
        />
      ) : null}
    </CatalogueList>
  );
}
