import FilterOutlined from '@ant-design/icons/FilterOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AdvancedFilterDialog from './AdvancedFilterDialog';
import FilterChips from './FilterChips';
import FilterControl from './FilterControl';
import { toastWarning } from './feedback';
import { defaultFilters, type Filters, type FilterValue, isEmptyValue } from './listQuery';
import { filterChips, prepareFilters, type SearchField } from './searchFields';
import { useThrottled } from './timing';

/** Props of a search form: its fields, the applied filters, and what applying, removing and resetting do. */
export interface SearchFormProps {
  fields: readonly SearchField[];
  /** the applied filters (from the URL) */
  value: Filters;
  /** applies filters; the list returns to page 1 */
  onSubmit: (filters: Filters) => void;
  onRemove: (key: string) => void;
  onClear: () => void;
  /** restores the default filters, page 1 and the default page size */
  onReset: () => void;
}

// Lists open and close these at once: choosing in a select is a decision, typing is not.
const APPLY_ON_CHANGE = new Set(['select', 'multi', 'dateRange', 'cascader']);

/**
 * The filter form of a list: quick search, the filter bar, the advanced dialog, and the applied filters as chips.
 * Applying is throttled to 500 ms, so a burst of clicks runs one search with the latest values.
 */
export default function SearchForm({ fields, value, onSubmit, onRemove, onClear, onReset }: SearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(value);
  const [advanced, setAdvanced] = useState(false);
  // A new URL (chip removed, back button, shared link) replaces whatever was being typed.
  const applied = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised value is the dependency
  useEffect(() => setDraft(value), [applied]);

  const submitThrottled = useThrottled((filters: Filters) => onSubmit(filters));
  const submit = (next: Filters) => {
    const prepared = prepareFilters(fields, next);
    if (!prepared.ok) {
      toastWarning(t('kit.emoji.rejected'));
      return false;
    }
    if (prepared.stripped) toastWarning(t('kit.emoji.stripped'));
    submitThrottled(prepared.filters);
    return true;
  };

  const setField = (field: SearchField, next: FilterValue | undefined) => {
    const updated = { ...draft, [field.key]: next };
    setDraft(updated);
    if (APPLY_ON_CHANGE.has(field.kind)) submit(updated);
  };

  const quick = fields.find((field) => field.placement === 'quick');
  const inline = fields.filter((field) => field.placement === 'inline');
  const inDialog = fields.filter((field) => field.placement !== 'quick');
  const advancedCount = fields.filter((f) => f.placement === 'advanced' && !isEmptyValue(value[f.key])).length;
  const chips = useMemo(() => filterChips(fields, value), [fields, value]);

  return (
    <div data-testid="search-form">
      <Row gutter={[12, 12]} align="middle">
        {quick ? (
          <Col span={quick.span ?? 6}>
            <FilterControl
              field={quick}
              value={draft[quick.key]}
              onChange={(next) => setDraft({ ...draft, [quick.key]: next })}
              onEnter={() => submit(draft)}
            />
          </Col>
        ) : null}
        {inline.map((field) => (
          <Col key={field.key} span={field.span ?? 4}>
            <FilterControl
              field={field}
              value={draft[field.key]}
              onChange={(next) => setField(field, next)}
              onEnter={() => submit(draft)}
            />
          </Col>
        ))}
        <Col flex="auto" style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            onClick={() => submit(draft)}
            data-testid="search-submit"
            name="search"
          >
            {t('kit.search.submit')}
          </Button>
          <Button onClick={onReset} data-testid="search-reset" name="search-reset">
            {t('kit.search.reset')}
          </Button>
          {inDialog.length ? (
            <Badge count={advancedCount} size="small" color="#3d5afe">
              <Button icon={<FilterOutlined />} onClick={() => setAdvanced(true)} data-testid="search-advanced">
                {t('kit.search.advanced')}
              </Button>
            </Badge>
          ) : null}
        </Col>
      </Row>
      <FilterChips chips={chips} onRemove={onRemove} onClear={onClear} />
      <AdvancedFilterDialog
        open={advanced}
        fields={inDialog}
        draft={draft}
        onDraft={(key, next) => setDraft((current) => ({ ...current, [key]: next }))}
        onApply={() => {
          if (submit(draft)) setAdvanced(false);
        }}
        onReset={() => setDraft(defaultFilters(fields))}
        onCancel={() => {
          setDraft(value);
          setAdvanced(false);
        }}
      />
    </div>
  );
}
