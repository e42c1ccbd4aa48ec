import { MaterialLimits, TimeSort } from '@adconsole/contract';
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
}

/**
 * Tag cascader (at most 10 paths), creators, sort, name and id. The pickers apply at once; the name and id apply on
 * Enter or the search button, so typing does not reload the grid on every key.
 */
export default function PickerFilters({ value, onChange }: PickerFiltersProps) {
  const { t } = useTranslation();
  const users = useUsers();
  const [name, setName] = useState(value.name);
  const [id, setId] = useState(value.id === undefined ? '' : String(value.id));
  useEffect(() => setName(value.name), [value.name]);
  useEffect(() => setId(value.id === undefined ? '' : String(value.id)), [value.id]);

  const search = () => onChange({ ...value, name: name.trim(), id: id ? Number(id) : undefined });

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
      <Button icon={<SearchOutlined />} onClick={search} data-testid="picker-search">
        {t('picker.filter.search')}
      </Button>
    </div>
  );
}
