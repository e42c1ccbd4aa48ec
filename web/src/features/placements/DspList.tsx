import { AuditEntity, calls, type DspItem } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { useCall } from '../../app/useCall';
import type { KeyedColumn } from '../../kit/keyColumnsInSight';
import { useListPage } from '../../kit/useListPage';
import ExportButton from '../../shared/ExportButton';
import CatalogueList from './CatalogueList';
import CodedFormDialog, { type CodedCatalogue } from './CodedFormDialog';
import { actionColumn, CountLink, createdColumn, idColumn } from './catalogueColumns';
import { DSP_CODECS, dspFields, dspQuery, PLACEMENT_DEFAULTS } from './placementSearch';
import { useFormTarget } from './useFormTarget';
import { usePlacementDelete } from './usePlacementDelete';

const DSPS: CodedCatalogue = {
  create: calls.placements.createDsp,
  edit: calls.placements.editDsp,
  texts: 'placements.dsp',
  testId: 'dsp',
};

/** The DSPs tab: each DSP with its code and mapping count; add, edit, delete (refused while it has mappings). */
export default function DspList() {
  const { t } = useTranslation();
  const access = useAccess();
  const wiring = useListPage(DSP_CODECS, PLACEMENT_DEFAULTS);
  const query = useMemo(() => dspQuery(wiring.list), [wiring.list]);
  const page = useCall(calls.placements.dspPage, query, { placeholderData: keepPreviousData });
  const fields = useMemo(() => dspFields(t), [t]);
  const form = useFormTarget<DspItem>();
  const askDelete = usePlacementDelete(calls.placements.deleteDsp, 'dsp', 'placements.dsp.deleteTitle');
  const canEdit = access.can['placement.edit'];

  const columns: KeyedColumn<DspItem>[] = [
    idColumn(t),
    { key: 'name', title: t('placements.dsp.col.name'), dataIndex: 'name', ellipsis: true },
    { key: 'code', title: t('placements.dsp.col.code'), dataIndex: 'code', width: 200 },
    {
      key: 'mappings',
      title: t('placements.dsp.col.mappings'),
      width: 120,
      render: (_, row) => (
        <CountLink
          count={row.mapping_count}
          to={`/placement/dsp?dsp=${row.id}`}
          label={(shown) => t('placements.dsp.mappingsOf', { name: row.name, shown })}
        />
      ),
    },
    createdColumn(t),
    ...actionColumn<DspItem>(t, {
      entity: AuditEntity.DSP,
      canEdit,
      canDelete: access.can['placement.delete'],
      onEdit: form.open,
      onDelete: askDelete,
      testId: 'dsp',
    }),
  ];

  return (
    <CatalogueList<DspItem>
      breadcrumb={[]}
      page={page}
      wiring={wiring}
      fields={fields}
      columns={columns}
      addLabel={canEdit ? t('placements.dsp.add') : null}
      onAdd={() => form.open(null)}
      empty={{ none: 'placements.dsp.empty', filtered: 'placements.dsp.emptyFiltered' }}
      testId="dsp"
      exporter={<ExportButton call={calls.listExports.dsps} filters={query} fileName="dsps.csv" />}
    >
      {form.target ? (
        <CodedFormDialog key={form.target.opening} catalogue={DSPS} entry={form.target.entry} onClose={form.close} />
      ) : null}
    </CatalogueList>
  );
}
