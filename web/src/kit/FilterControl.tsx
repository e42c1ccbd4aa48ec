import Cascader from 'antd/es/cascader';
import DatePicker from 'antd/es/date-picker';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isDayDisabled } from './dateRange';
import { toastWarning } from './feedback';
import type { FilterValue } from './listQuery';
import MultiSelectDropdown from './MultiSelectDropdown';
import NumberFilterInput from './NumberFilterInput';
import type { SearchField } from './searchFields';
import TabLeaves from './TabLeaves';
import TextFilterInput from './TextFilterInput';
import type { EmojiMode } from './textFilter';

const DAY = 'YYYY-MM-DD';

/** Props of one search-form control. */
export interface FilterControlProps {
  field: SearchField;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  /** Enter in a text or number box */
  onEnter?: () => void;
}

type Scalar = string | number;
const asString = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const asNumber = (text: string) => (text === '' ? null : Number(text));

/** The control of one search-form field, by kind, every one with a clear button. */
export default function FilterControl({ field, value, onChange, onEnter }: FilterControlProps) {
  const { t } = useTranslation();
  const placeholder = field.placeholder ?? field.label;
  const warnEmoji = (mode: EmojiMode) =>
    toastWarning(t(mode === 'reject' ? 'kit.emoji.rejected' : 'kit.emoji.stripped'));
  const common = { 'aria-label': field.label, 'data-testid': `filter-${field.key}` };
  if (field.control) return field.control({ ...common, value, onChange, placeholder });

  switch (field.kind) {
    case 'text':
      return (
        <TextFilterInput
          {...common}
          allowClear
          placeholder={placeholder}
          emoji={field.emoji}
          onEmoji={warnEmoji}
          value={asString(value)}
          onChange={(text) => onChange(text === '' ? undefined : text)}
          onPressEnter={onEnter}
        />
      );
    case 'number':
      return (
        <NumberFilterInput
          {...common}
          kind="integer"
          allowClear
          rule={field.rule}
          placeholder={placeholder}
          value={asString(value)}
          onChange={(text) => onChange(asNumber(text) ?? undefined)}
          onPressEnter={onEnter}
        />
      );
    case 'select':
      return (
        <Select<Scalar>
          {...common}
          allowClear
          style={{ width: '100%' }}
          placeholder={placeholder}
          options={field.options?.map((o) => ({ value: o.value, label: o.label }))}
          value={value as Scalar | undefined}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'multi':
      return (
        <MultiSelectDropdown
          {...common}
          style={{ width: '100%' }}
          placeholder={placeholder}
          options={field.options ?? []}
          cap={field.cap}
          value={(value as Scalar[] | undefined) ?? []}
          onChange={(next) => onChange(next.length ? next : undefined)}
        />
      );
    case 'dateRange': {
      const pair = value as [string, string] | undefined;
      return (
        <TabLeaves>
          <DatePicker.RangePicker
            {...common}
            allowClear
            style={{ width: '100%' }}
            value={pair ? [dayjs(pair[0]), dayjs(pair[1])] : null}
            presets={field.rangePresets?.()}
            disabledDate={field.pastOnly ? (day) => isDayDisabled(day) : undefined}
            onChange={(dates) =>
              onChange(dates?.[0] && dates[1] ? [dates[0].format(DAY), dates[1].format(DAY)] : undefined)
            }
          />
        </TabLeaves>
      );
    }
    case 'numberRange': {
      const [min, max] = (value as [number | null, number | null] | undefined) ?? [null, null];
      const set = (next: [number | null, number | null]) =>
        onChange(next[0] === null && next[1] === null ? undefined : next);
      return (
        <Space.Compact style={{ width: '100%' }} data-testid={common['data-testid']}>
          {(['min', 'max'] as const).map((end) => (
            <NumberFilterInput
              key={end}
              kind="integer"
              allowClear
              rule={field.rule}
              aria-label={t(`kit.range.${end}`, { label: field.label })}
              placeholder={t(`kit.range.${end}Short`)}
              value={asString(end === 'min' ? min : max)}
              onChange={(text) => set(end === 'min' ? [asNumber(text), max] : [min, asNumber(text)])}
              onPressEnter={onEnter}
            />
          ))}
        </Space.Compact>
      );
    }
    case 'cascader':
      return (
        <Cascader
          {...common}
          allowClear
          changeOnSelect
          style={{ width: '100%' }}
          placeholder={placeholder}
          options={field.cascaderOptions as never}
          value={value as Scalar[] | undefined}
          onChange={(path) => onChange(path?.length ? (path as Scalar[]) : undefined)}
        />
      );
  }
}
