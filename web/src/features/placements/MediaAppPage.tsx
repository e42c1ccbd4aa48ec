import { AuditEntity, calls, type MediaAppItem } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import type { KeyedColumn } from '../../kit/keyColumnsInSight';
import { useListPage } from '../../kit/useListPage';
import ExportButton from '../../shared/ExportButton';
import CatalogueList from './CatalogueList';
import { actionColumn, CountLink, createdColumn, idColumn } from './catalogueColumns';
import MediaAppFormDialog from './MediaAppFormDialog';
import { MEDIA_APP_CODECS, mediaAppFields, mediaAppQuery, PLACEMENT_DEFAULTS } from './placementSearch';
import { useFormTarget } from './useFormTarget';
import { usePlacementDelete } from './usePlacementDelete';

/** /placement/mediaApp: the publisher apps that sell ad positions; add, edit, delete (refused while in use). */
export default function MediaAppPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const wiring = useListPage(MEDIA_APP_CODECS, PLACEMENT_DEFAULTS);
  const query = useMemo(() => mediaAppQuery(wiring.list), [wiring.list]);
  const page = useCall(calls.placements.mediaAppPage, query, { placeholderData: keepPreviousData });
  const fields = useMemo(() => mediaAppFields(t), [t]);
  const form = useFormTarget<MediaAppItem>();
  const askDelete = usePlacementDelete(calls.placements.deleteMediaApp, 'media_app', 'placements.mediaApp.deleteTitle');
  const canEdit = access.can['placement.edit'];

  const columns: KeyedColumn<MediaAppItem>[] = [
    idColumn(t),
    { key: 'name', title: t('placements.mediaApp.col.name'), dataIndex: 'name', ellipsis: true },
    { key: 'pkg', title: t('placements.mediaApp.col.pkg'), dataIndex: 'pkg_name', ellipsis: true },
    {
      key: 'platform',
      title: t('placements.mediaApp.col.platform'),
      width: 110,
      render: (_, app) => t(`lookups.platform.${app.platform}`),
    },
    {
      key: 'positions',
      title: t('placements.mediaApp.col.positions'),
      width: 120,
      render: (_, app) => (
        <CountLink
          count={app.position_count}
          to={`/placement/adPosition?app=${app.id}`}
          label={(shown) => t('placements.mediaApp.positionsOf', { name: app.name, shown })}
        />
      ),
    },
    createdColumn(t),
    ...actionColumn<MediaAppItem>(t, {
      entity: AuditEntity.MEDIA_APP,
      canEdit,
      canDelete: access.can['placement.delete'],
      onEdit: form.open,
      onDelete: askDelete,
      testId: 'media-app',
    }),
  ];

  return (
    <CatalogueList<MediaAppItem>
      breadcrumb={[{ title: t('menu.placement') }, { title: t('menu.placement.mediaApp') }]}
      page={page}
      wiring={wiring}
      fields={fields}
      columns={columns}
      addLabel={canEdit ? t('placements.mediaApp.add') : null}
      onAdd={() => form.open(null)}
      empty={{ none: 'placements.mediaApp.empty', filtered: 'placements.mediaApp.emptyFiltered' }}
      testId="media-app"
      exporter={<ExportButton call={calls.listExports.mediaApps} filters={query} fileName="media-apps.csv" />}
    >
      {form.target ? (
        <MediaAppFormDialog key={form.target.opening} app={form.target.entry} onClose={form.close} />
      ) : null}
    </CatalogueList>
  );
}
