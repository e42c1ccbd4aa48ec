import { PageSize } from './constants';

/** Kinds of search-form fields; each has its own URL encoding. */
export type FieldKind = 'text' | 'number' | 'select' | 'multi' | 'dateRange' | 'numberRange' | 'cascader';

type Scalar = string | number;
/** A filter's value: text or number, a list (multi-select, cascader path), a date pair or a number range. */
export type FilterValue = Scalar | Scalar[] | [string, string] | [number | null, number | null];
/** Applied filters by field key; undefined means "no filter". */
export type Filters = Record<string, FilterValue | undefined>;

/** What the URL needs to know about a field: its kind, the type of its options, and its default. */
export interface FieldCodec {
  key: string;
  kind: FieldKind;
  /** select, multi and cascader values are numbers when 'number' */
  valueType?: 'number' | 'string';
  defaultValue?: FilterValue;
}

/** Sort of a list: one field, ascending or descending (antd's words). */
export interface SortState {
  field: string;
  order: 'ascend' | 'descend';
}

/** The whole state of a list page, as the URL holds it. */
export interface ListState {
  filters: Filters;
  page: number;
  pageSize: number;
  sort: SortState | null;
}

/** Defaults of a list: page size and sort when the URL says nothing. */
export interface ListDefaults {
  pageSize?: number;
  sort?: SortState | null;
}

const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for "no filter": nothing, an empty text, an empty list, a range with neither end. */
export function isEmptyValue(value: FilterValue | undefined | null): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every((item) => item === null || item === '');
  return false;
}

function scalar(codec: FieldCodec, raw: string): Scalar | undefined {
  if (codec.valueType !== 'number') return raw;
  const n = Number(raw);
  return raw !== '' && Number.isFinite(n) ? n : undefined;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function toNumber(raw: string | undefined): number | null {
  if (raw === undefined || raw === '' || !/^-?\d+(\.\d+)?$/.test(raw)) return null;
  return Number(raw);
}

/** Reads one field from its URL text; undefined for an empty or malformed value. */
export function decodeValue(codec: FieldCodec, raw: string): FilterValue | undefined {
  if (raw === '') return undefined;
  switch (codec.kind) {
    case 'text':
      return raw;
    case 'number':
      return toNumber(raw) ?? undefined;
    case 'select':
      return scalar(codec, raw);
    case 'multi':
    case 'cascader': {
      const items = raw.split(',').map((part) => scalar(codec, safeDecode(part)));
      return items.every((item) => item !== undefined && item !== '') ? (items as Scalar[]) : undefined;
    }
    case 'dateRange': {
      const [from, to] = raw.split(',');
      return from && to && DATE.test(from) && DATE.test(to) ? [from, to] : undefined;
    }
    case 'numberRange': {
      const [min, max] = raw.split(',');
      const range: [number | null, number | null] = [toNumber(min), toNumber(max)];
      return isEmptyValue(range) ? undefined : range;
    }
  }
}

/** Writes one field as URL text ('' for an empty value). */
function encodeValue(codec: FieldCodec, value: FilterValue | undefined): string {
  if (isEmptyValue(value) || value === undefined) return '';
  if (!Array.isArray(value)) return String(value);
  if (codec.kind === 'numberRange') return value.map((item) => (item === null ? '' : String(item))).join(',');
  // Commas separate items, so an item's own commas are escaped.
  return value.map((item) => String(item).replace(/[%,]/g, encodeURIComponent)).join(',');
}

function sameValue(codec: FieldCodec, a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  return encodeValue(codec, a) === encodeValue(codec, b);
}

/** The filters a list starts with (and returns to on reset). */
export function defaultFilters(codecs: readonly FieldCodec[]): Filters {
  return Object.fromEntries(codecs.map((codec) => [codec.key, codec.defaultValue]));
}

/**
 * Reads a list's state from the URL query: a field that is absent takes its default, one present but empty was
 * cleared on purpose; page and size fall back to 1 and the default size.
 */
export function readListState(
  params: URLSearchParams,
  codecs: readonly FieldCodec[],
  defaults: ListDefaults = {},
): ListState {
  const filters: Filters = {};
  for (const codec of codecs) {
    const raw = params.get(codec.key);
    filters[codec.key] = raw === null ? codec.defaultValue : decodeValue(codec, raw);
  }
  const page = Number(params.get(PAGE));
  const size = Number(params.get(SIZE));
  const [field, dir] = (params.get(SORT) ?? '').split('.');
  const sort: SortState | null =
    field && (dir === 'asc' || dir === 'desc')
      ? { field, order: dir === 'asc' ? 'ascend' : 'descend' }
      : (defaults.sort ?? null);
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: Number.isInteger(size) && size >= 1 && size <= 1000 ? size : (defaults.pageSize ?? PageSize.DEFAULT),
    sort,
  };
}

/**
 * Writes a list's state into the URL query, keeping parameters the list does not own. Defaults are left out so a
 * shared link stays short; a default that was cleared is written as `key=`.
 */
export function writeListState(
  state: ListState,
  codecs: readonly FieldCodec[],
  defaults: ListDefaults = {},
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const codec of codecs) {
    const value = state.filters[codec.key];
    if (sameValue(codec, value, codec.defaultValue)) params.delete(codec.key);
    else params.set(codec.key, encodeValue(codec, value));
  }
  if (state.page > 1) params.set(PAGE, String(state.page));
  else params.delete(PAGE);
  if (state.pageSize !== (defaults.pageSize ?? PageSize.DEFAULT)) params.set(SIZE, String(state.pageSize));
  else params.delete(SIZE);
  const sort = state.sort;
  const defaultSort = defaults.sort ?? null;
  if (sort && (sort.field !== defaultSort?.field || sort.order !== defaultSort.order)) {
    params.set(SORT, `${sort.field}.${sort.order === 'ascend' ? 'asc' : 'desc'}`);
  } else if (!sort && defaultSort) {
    params.set(SORT, '');
  } else {
    params.delete(SORT);
  }
  return params;
}

/** A change to a list's state. */
export type ListAction =
  | { type: 'filters'; filters: Filters }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'reset'; codecs: readonly FieldCodec[]; defaults?: ListDefaults }
  | { type: 'page'; page: number; pageSize: number }
  | { type: 'sort'; sort: SortState | null };

/** Applies a change: any filter, sort or page-size change returns to page 1; reset restores every default. */
export function nextListState(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'filters':
      return { ...state, filters: { ...state.filters, ...action.filters }, page: 1 };
    case 'remove':
      return { ...state, filters: { ...state.filters, [action.key]: undefined }, page: 1 };
    case 'clear':
      return { ...state, filters: Object.fromEntries(Object.keys(state.filters).map((k) => [k, undefined])), page: 1 };
    case 'reset':
      return {
        filters: defaultFilters(action.codecs),
        page: 1,
        pageSize: action.defaults?.pageSize ?? PageSize.DEFAULT,
        sort: action.defaults?.sort ?? null,
      };
    case 'page':
      return action.pageSize !== state.pageSize
        ? { ...state, page: 1, pageSize: action.pageSize }
        : { ...state, page: action.page };
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
  }
}
