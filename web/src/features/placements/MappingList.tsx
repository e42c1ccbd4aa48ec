import { AuditEntity, calls, type DspMappingItem } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import type { KeyedColumn } from '../../kit/keyColumnsInSight';
import { textColor } from '../../kit/theme';
import { useListPage } from '../../kit/useListPage';
import ExportButton from '../../shared/ExportButton';
import { useDspOptions } from './api';
import CatalogueList from './CatalogueList';
import { actionColumn, createdColumn, idColumn, statusCell } from './catalogueColumns';
import MappingFormDialog from './MappingFormDialog';
import { MAPPING_CODECS, mappingFields, mappingQuery, PLACEMENT_DEFAULTS } from './placementSearch';
import { useFormTarget } from './useFormTarget';
import { usePlacementDelete } from './usePlacementDelete';

/** A mapping as the catalogue rows name it: by the DSP's placement id. */
type MappingRow = DspMappingItem & { name: string };

/**
 * The placement mappings tab: which DSP placement id points at which ad position; add, edit, switch off, delete. The
 * ad position and DSP lists' counts open it filtered.
 */
export default function MappingList() {
  const { t } = useTranslation();
  const access = useAccess();
  const wiring = useListPage(MAPPING_CODECS, PLACEMENT_DEFAULTS);
  const query = useMemo(() => mappingQuery(wiring.list), [wiring.list]);
  const page = useCall(calls.placements.dspMappingPage, query, {
    placeholderData: keepPreviousData,
    select: (data) => ({ ...data, list: data.list.map((row) => ({ ...row, name: row.phypos_id })) }),
  });
  const dsps = useDspOptions();
  const fields = useMemo(() => mappingFields(t, dsps.data ?? []), [t, dsps.data]);
  const form = useFormTarget<MappingRow>();
  const askDelete = usePlacementDelete(
    calls.placements.deleteDspMapping,
    'dsp_mapping',
    'placements.mapping.deleteTitle',
  );
  const canEdit = access.can['placement.edit'];

  const columns: KeyedColumn<MappingRow>[] = [
    idColumn(t),
    { key: 'dsp', title: t('placements.mapping.col.dsp'), dataIndex: 'dsp_name', width: 150, ellipsis: true },
    { key: 'phypos', title: t('placements.mapping.col.phypos'), dataIndex: 'phypos_id', ellipsis: true },
    {
      key: 'adpos',
      title: t('placements.mapping.col.adpos'),
      ellipsis: true,
      render: (_, row) => (
        <span>
          {row.app_name} · {row.adpos_name} <span style={{ color: textColor.muted }}>#{row.adpos_id}</span>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('placements.mapping.col.status'),
      width: 90,
      render: (_, row) => statusCell(row.status, t),
    },
    createdColumn(t),
    ...actionColumn<MappingRow>(t, {
      entity: AuditEntity.DSP_MAPPING,
      canEdit,
      canDelete: access.can['placement.delete'],
      onEdit: form.open,
      onDelete: askDelete,
      testId: 'mapping',
    }),
  ];

  const filters = wiring.list.filters;
  return (
    <CatalogueList<MappingRow>
      breadcrumb={[]}
      page={page}
      wiring={wiring}
      fields={fields}
      columns={columns}
      addLabel={canEdit ? t('placements.mapping.add') : null}
      onAdd={() => form.open(null)}
      empty={{ none: 'placements.mapping.empty', filtered: 'placements.mapping.emptyFiltered' }}
      testId="mapping"
      exporter={<ExportButton call={calls.listExports.dspMappings} filters={query} fileName="dsp-mappings.csv" />}
    >
      {form.target ? (
        <MappingFormDialog
          key={form.target.opening}
          mapping={form.target.entry}
          dsps={dsps.data ?? []}
          dspsLoading={dsps.isPending}
          // a new mapping from a filtered list starts on that list's DSP and ad position
          defaults={{
            dsp_id: typeof filters.dsp === 'number' ? filters.dsp : undefined,
            adpos_id: typeof filters.adpos === 'number' ? filters.adpos : undefined,
          }}
          onClose={form.close}
        />
      ) : null}
    </CatalogueList>
  );
}
