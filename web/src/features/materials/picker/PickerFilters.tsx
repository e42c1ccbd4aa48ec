import { allowedRatios, MaterialLimits, TimeSort } from '@adconsole/contract';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../../kit/feedback';
import MultiSelectDropdown from '../../../kit/MultiSelectDropdown';
import NumberFilterInput from '../../../kit/NumberFilterInput';
import TextFilterInput from '../../../kit/TextFilterInput';
import { useUsers } from '../../../shared/lookups/api';
import { TagCascader } from '../../../shared/tags/TagCascader';
import type { PickerFilters as Filters } from './pickerQuery';

/** Props of the picker's filter bar. */
export interface PickerFiltersProps {
  value: Filters;
  /** every change goes back to page 1 (the owner's job) */
  onChange: (next: Filters) => void;
  /** the picker's kind (1 image, 2 video): the ratios offered are the kind's */
  type: 1 | 2;
  /** the ratio the scale mode fixes: shown, not changeable */
  fixedRatio?: string;
}

const sizeOf = (text: string) => (text ? Number(text) : undefined);

/**
 * Tag cascader (at most 10 paths), creators, sort, ratio, name, id and width × height. The pickers apply at once; the
 * name, id and size apply on Enter or the search button, so typing does not reload the grid on every key.
 */
export default function PickerFilters({ value, onChange, type, fixedRatio }: PickerFiltersProps) {
  const { t } = useTranslation();
  const users = useUsers();
  const [name, setName] = useState(value.name);
  const [id, setId] = useState(value.id === undefined ? '' : String(value.id));
  useEffect(() => setName(value.name), [value.name]);
  useEffect(() => setId(value.id === undefined ? '' : String(value.id)), [value.id]);
  const [width, setWidth] = useState(value.width === undefined ? '' : String(value.width));
  const [height, setHeight] = useState(value.height === undefined ? '' : String(value.height));

  const search = () =>
    onChange({
      ...value,
      name: name.trim(),
      id: id ? Number(id) : undefined,
      width: sizeOf(width),
      height: sizeOf(height),
    });

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }} data-testid="picker-filters">
      <TagCascader
        value={value.tagIds}
        onChange={(tagIds) => onChange({ ...value, tagIds })}
        max={MaterialLimits.FILTER_TAGS_MAX}
        limitKind="filter"
        placeholder={t('picker.filter.tags')}
        style={{ width: 180, minWidth: 0 }}
      />
      <MultiSelectDropdown<number>
        options={(users.data ?? []).map((u) => ({ value: u.id, label: u.shareid }))}
        value={value.creatorIds}
        onChange={(creatorIds) => onChange({ ...value, creatorIds })}
        placeholder={t('picker.filter.creator')}
        loading={users.isLoading}
        aria-label={t('picker.filter.creator')}
        data-testid="picker-creator"
        style={{ width: 140 }}
      />
      <Select<1 | 2>
        value={value.timeSort}
        onChange={(timeSort) => onChange({ ...value, timeSort })}
        aria-label={t('picker.filter.sort')}
        data-testid="picker-sort"
        style={{ width: 120 }}
        options={[
          { value: TimeSort.DESC, label: t('picker.sort.desc') },
          { value: TimeSort.ASC, label: t('picker.sort.asc') },
        ]}
      />
      <TextFilterInput
        value={name}
        onChange={setName}
        onEmoji={() => toastWarning(t('kit.emoji.rejected'))}
        onPressEnter={search}
        placeholder={t('picker.filter.name')}
        aria-label={t('picker.filter.name')}
        data-testid="picker-name"
        allowClear
        style={{ width: 150 }}
      />
      <NumberFilterInput
        kind="integer"
        value={id}
        onChange={setId}
        onPressEnter={search}
        placeholder={t('picker.filter.id')}
        aria-label={t('picker.filter.id')}
        data-testid="picker-id"
        style={{ width: 100 }}
      />
      <Select<string>
        value={fixedRatio ?? value.ratio}
        disabled={fixedRatio !== undefined}
        allowClear
        onChange={(ratio) => onChange({ ...value, ratio: ratio || undefined })}
        placeholder={t('picker.filter.ratio')}
        aria-label={t('picker.filter.ratio')}
        data-testid="picker-ratio"
        style={{ width: 110 }}
        options={allowedRatios(type).map((ratio) => ({ value: ratio, label: ratio }))}
      />
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <NumberFilterInput
          kind="integer"
          value={width}
          onChange={setWidth}
          onPressEnter={search}
          placeholder={t('picker.filter.width')}
          aria-label={t('picker.filter.width')}
          data-testid="picker-width"
          style={{ width: 76 }}
        />
        <span aria-hidden="true">×</span>
        <NumberFilterInput
          kind="integer"
          value={height}
          onChange={setHeight}
          onPressEnter={search}
          placeholder={t('picker.filter.height')}
          aria-label={t('picker.filter.height')}
          data-testid="picker-height"
          style={{ width: 76 }}
        />
      </span>
      <Button icon={<SearchOutlined />} onClick={search} data-testid="picker-search">
        {t('picker.filter.search')}
      </Button>
    </div>
  );
}
