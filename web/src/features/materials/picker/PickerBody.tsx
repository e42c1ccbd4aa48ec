import { calls, FileKind, type MaterialItem, MaterialLimits } from '@adconsole/contract';
import { keepPreviousData } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/useCall';
import { toastSuccess, toastWarning } from '../../../kit/feedback';
import ListPagination from '../../../kit/ListPagination';
import LocalUploadTab from './LocalUploadTab';
import { type Refusal, toggle } from './limits';
import PickerFilters from './PickerFilters';
import PickerGrid from './PickerGrid';
import { EMPTY_FILTERS, type PickerFilters as Filters, pickerListParams } from './pickerQuery';
import type { PickerShell } from './usePickerShell';
import { useRefusalText } from './useRefusalText';

/** Props of the picker's content, shared by the drawer and the dialog. */
export interface PickerBodyProps {
  type: 1 | 2;
  /** the mode, limit, selection and local-upload session (owned by the shell, so closing can ask first) */
  shell: PickerShell;
  /** only materials this account may use */
  usableBy?: number;
}

/** Tabs "select picture/video" and "local upload" (hidden in copy mode), the filters, the grid and the pager. */
export default function PickerBody({ type, shell, usableBy }: PickerBodyProps) {
  const { mode, limit, selected, setSelected: onSelect, session: uploadSession } = shell;
  const { t } = useTranslation();
  const [tab, setTab] = useState<'select' | 'upload'>('select');
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [page, setPage] = useState<{ page_no: number; page_size: number }>({
    page_no: 1,
    page_size: MaterialLimits.PICKER_PAGE_SIZE,
  });
  const list = useCall(calls.materials.list, pickerListParams(filters, page, { type, scale: limit.scale, usableBy }), {
    placeholderData: keepPreviousData,
  });
  const refusalText = useRefusalText(limit);

  // what the upload tab saved joins the selection as far as the limits allow
  const addUploaded = (materials: MaterialItem[]) => {
    let next = selected;
    let refused: { refusal: Refusal; scale: string } | null = null;
    for (const m of materials) {
      if (next.some((s) => s.id === m.id)) continue;
      const result = toggle(next, m, limit);
      if (result.refusal) refused ??= { refusal: result.refusal, scale: m.scale };
      else next = result.selected;
    }
    onSelect(next);
    setTab('select');
    if (next !== selected) toastSuccess(t('picker.uploaded'));
    if (refused) toastWarning(refusalText(refused.refusal, refused.scale));
  };

  const hint =
    mode === 'copy'
      ? t('picker.copyHint')
      : mode === 'sku'
        ? t('picker.skuHint', { max: limit.max })
        : limit.scale
          ? t('picker.scaleOnly', { scale: limit.scale })
          : null;

  const selectTab = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {hint ? <Alert type="info" showIcon title={hint} data-testid="picker-hint" /> : null}
      <PickerFilters
        type={type}
        fixedRatio={limit.scale}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage((p) => ({ ...p, page_no: 1 }));
        }}
      />
      <PickerGrid
        items={list.data?.List ?? []}
        loading={list.isFetching}
        limit={limit}
        selected={selected}
        onSelect={onSelect}
      />
      <ListPagination
        variant="popup"
        scroll={false}
        total={list.data?.Total ?? 0}
        totalAtLeast={list.data?.TotalCapped}
        page={page.page_no}
        pageSize={page.page_size}
        onChange={(page_no, page_size) =>
          setPage((p) => ({ page_no: page_size === p.page_size ? page_no : 1, page_size }))
        }
      />
    </div>
  );

  const video = type === FileKind.VIDEO;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as 'select' | 'upload')}
      data-testid="picker-tabs"
      items={[
        { key: 'select', label: t(video ? 'picker.tab.video' : 'picker.tab.image'), children: selectTab },
        ...(mode !== 'copy'
          ? [
              {
                key: 'upload',
                label: t('picker.tab.upload'),
                children: <LocalUploadTab session={uploadSession} onMaterials={addUploaded} />,
              },
            ]
          : []),
      ]}
    />
  );
}
