import { type AdPlatformItem, AuditEntity, calls } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import { formatNumber } from '../../kit/format';
import type { KeyedColumn } from '../../kit/keyColumnsInSight';
import { useListPage } from '../../kit/useListPage';
import ExportButton from '../../shared/ExportButton';
import CatalogueList from './CatalogueList';
import CodedFormDialog, { type CodedCatalogue } from './CodedFormDialog';
import { actionColumn, createdColumn, idColumn } from './catalogueColumns';
import { AD_PLATFORM_CODECS, adPlatformFields, adPlatformQuery, PLACEMENT_DEFAULTS } from './placementSearch';
import { useFormTarget } from './useFormTarget';
import { usePlacementDelete } from './usePlacementDelete';

const PLATFORMS: CodedCatalogue = {
  create: calls.placements.createAdPlatform,
  edit: calls.placements.editAdPlatform,
  texts: 'placements.adPlatform',
  testId: 'ad-platform',
};

/**
 * The ad platforms tab: the outside ad platforms advertisers link their accounts on; add, edit, delete (refused while
 * accounts are linked on it).
 */
export default function AdPlatformList() {
  const { t } = useTranslation();
  const access = useAccess();
  const wiring = useListPage(AD_PLATFORM_CODECS, PLACEMENT_DEFAULTS);
  const query = useMemo(() => adPlatformQuery(wiring.list), [wiring.list]);
  const page = useCall(calls.placements.adPlatformPage, query, { placeholderData: keepPreviousData });
  const fields = useMemo(() => adPlatformFields(t), [t]);
  const form = useFormTarget<AdPlatformItem>();
  const askDelete = usePlacementDelete(
    calls.placements.deleteAdPlatform,
    'ad_platform',
    'placements.adPlatform.deleteTitle',
  );
  const canEdit = access.can['placement.edit'];

  const columns: KeyedColumn<AdPlatformItem>[] = [
    idColumn(t),
    { key: 'name', title: t('placements.adPlatform.col.name'), dataIndex: 'name', ellipsis: true },
    { key: 'code', title: t('placements.adPlatform.col.code'), dataIndex: 'code', width: 200 },
    {
      key: 'accounts',
      title: t('placements.adPlatform.col.accounts'),
      width: 140,
      render: (_, row) => formatNumber(row.account_count),
    },
    createdColumn(t),
    ...actionColumn<AdPlatformItem>(t, {
      entity: AuditEntity.AD_PLATFORM,
      canEdit,
      canDelete: access.can['placement.delete'],
      onEdit: form.open,
      onDelete: askDelete,
      testId: 'ad-platform',
    }),
  ];

  return (
    <CatalogueList<AdPlatformItem>
      breadcrumb={[]}
      page={page}
      wiring={wiring}
      fields={fields}
      columns={columns}
      addLabel={canEdit ? t('placements.adPlatform.add') : null}
      onAdd={() => form.open(null)}
      empty={{ none: 'placements.adPlatform.empty', filtered: 'placements.adPlatform.emptyFiltered' }}
      testId="ad-platform"
      exporter={<ExportButton call={calls.listExports.adPlatforms} filters={query} fileName="ad-platforms.csv" />}
    >
      {form.target ? (
        <CodedFormDialog
          key={form.target.opening}
          catalogue={PLATFORMS}
          entry={form.target.entry}
          onClose={form.close}
        />
      ) : null}
    </CatalogueList>
  );
}
