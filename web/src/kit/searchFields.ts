import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { FieldCodec, Filters, FilterValue } from './listQuery';
import { isEmptyValue } from './listQuery';
import type { Option } from './loadMore';
import type { NumberRule } from './numberFilter';
import type { EmojiMode } from './textFilter';
import { cleanSearchText } from './textFilter';

/** A cascader option: a value, its label, and the next level. */
export interface CascaderOption {
  value: string | number;
  label: string;
  children?: CascaderOption[];
}

/** What a field's own control receives: the draft value, its setter, and the kit's label and test id. */
export interface CustomControlProps {
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  placeholder: string;
  'aria-label': string;
  'data-testid': string;
}

/** One field of a search form: how the URL stores it, how it looks and where it sits. */
export interface SearchField extends FieldCodec {
  /** already translated */
  label: string;
  /** 'quick' is the search box, 'inline' sits in the filter bar, 'advanced' only in the advanced dialog */
  placement: 'quick' | 'inline' | 'advanced';
  /** columns of 24 the field takes (filter bar and dialog) */
  span?: number;
  placeholder?: string;
  options?: readonly Option[];
  cascaderOptions?: readonly CascaderOption[];
  /** text fields: refuse or strip emoji */
  emoji?: EmojiMode;
  /** number and number-range fields: integer bounds */
  rule?: NumberRule;
  /** multi-select fields: the option cap without a keyword */
  cap?: number;
  /** date-range fields: shortcuts beside the calendar (made when the picker renders, so "today" is today) */
  rangePresets?: () => { label: string; value: [Dayjs, Dayjs] }[];
  /** date-range fields: days after today cannot be picked */
  pastOnly?: boolean;
  /**
   * A control of the page's own in place of the kind's (the material libraries' tag cascader); the kind still decides
   * the URL encoding, when a change applies and how the chip reads (a 'multi' field's options label its chip).
   */
  control?: (props: CustomControlProps) => ReactNode;
}

/** Outcome of preparing filters for a search: the cleaned filters, or the field whose emoji were refused. */
export type PreparedFilters = { ok: true; filters: Filters; stripped: boolean } | { ok: false; field: SearchField };

/** Cleans a draft before it is applied: text trimmed, emoji refused or stripped per field, empty values dropped, ranges put in order. */
export function prepareFilters(fields: readonly SearchField[], draft: Filters): PreparedFilters {
  const filters: Filters = {};
  let stripped = false;
  for (const field of fields) {
    const value = draft[field.key];
    if (field.kind === 'text' && typeof value === 'string') {
      const cleaned = cleanSearchText(value, field.emoji ?? 'reject');
      if (cleaned.rejected) return { ok: false, field };
      stripped ||= cleaned.warned;
      filters[field.key] = cleaned.value === '' ? undefined : cleaned.value;
    } else if (field.kind === 'numberRange' && Array.isArray(value) && !isEmptyValue(value)) {
      // "from 800 to 300" means 300 to 800; nobody wants an empty list for typing the ends in the other order.
      const [min, max] = value as [number | null, number | null];
      filters[field.key] = min !== null && max !== null && min > max ? [max, min] : [min, max];
    } else {
      filters[field.key] = isEmptyValue(value) ? undefined : value;
    }
  }
  return { ok: true, filters, stripped };
}

function optionLabel(options: readonly Option[] | undefined, value: unknown): string {
  return options?.find((option) => option.value === value)?.label ?? String(value);
}

function cascaderLabels(options: readonly CascaderOption[] | undefined, path: readonly unknown[]): string[] {
  const labels: string[] = [];
  let level = options;
  for (const value of path) {
    const hit = level?.find((option) => option.value === value);
    labels.push(hit?.label ?? String(value));
    level = hit?.children;
  }
  return labels;
}

// A chip stays one line: three names, then a count.
const CHIP_ITEMS = 3;

/** The text of a filter chip's value: option labels, "a ~ b" ranges, cascader paths. */
export function chipText(field: SearchField, value: FilterValue): string {
  if (!Array.isArray(value)) {
    return field.kind === 'select' ? optionLabel(field.options, value) : String(value);
  }
  switch (field.kind) {
    case 'dateRange':
      return `${value[0]} ~ ${value[1]}`;
    case 'numberRange': {
      const [min, max] = value;
      if (min !== null && max !== null) return `${min} ~ ${max}`;
      return min !== null ? `≥ ${min}` : `≤ ${max}`;
    }
    case 'cascader':
      return cascaderLabels(field.cascaderOptions, value).join(' / ');
    default: {
      const labels = value.map((item) => optionLabel(field.options, item));
      const more = labels.length - CHIP_ITEMS;
      return labels.slice(0, CHIP_ITEMS).join(', ') + (more > 0 ? ` +${more}` : '');
    }
  }
}

/** The chips of the applied filters, in field order: key, label and value text. */
export function filterChips(
  fields: readonly SearchField[],
  applied: Filters,
): { key: string; label: string; text: string }[] {
  return fields.flatMap((field) => {
    const value = applied[field.key];
    if (value === undefined || isEmptyValue(value)) return [];
    return [{ key: field.key, label: field.label, text: chipText(field, value) }];
  });
}
