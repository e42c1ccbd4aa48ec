import { describe, expect, it } from 'vitest';
import {
  decodeValue,
  type FieldCodec,
  type ListState,
  nextListState,
  readListState,
  writeListState,
} from './listQuery';

const codecs: FieldCodec[] = [
  { key: 'name', kind: 'text' },
  { key: 'id', kind: 'number' },
  { key: 'status', kind: 'select', valueType: 'number', defaultValue: 1 },
  { key: 'apps', kind: 'multi', valueType: 'number' },
  { key: 'types', kind: 'multi' },
  { key: 'created', kind: 'dateRange' },
  { key: 'width', kind: 'numberRange' },
  { key: 'path', kind: 'cascader' },
];
const defaults = { pageSize: 20, sort: { field: 'create_time', order: 'descend' as const } };

describe('list state in the URL query', () => {
  it('round-trips every field kind, page, size and sort', () => {
    const state: ListState = {
      filters: {
        name: 'banner, top & more',
        id: 42,
        status: 0,
        apps: [3, 7],
        types: ['a,b', '100%'],
        created: ['2025-05-01', '2025-05-07'],
        width: [320, null],
        path: ['asia', 'CN'],
      },
      page: 3,
      pageSize: 50,
      sort: { field: 'create_time', order: 'ascend' },
    };
    const params = writeListState(state, codecs, defaults);
    const again = readListState(new URLSearchParams(params.toString()), codecs, defaults);
    expect(again).toEqual(state);
  });

  it('leaves defaults out of the URL and restores them when absent', () => {
    const state = readListState(new URLSearchParams(), codecs, defaults);
    expect(state.filters.status).toBe(1);
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(20);
    expect(state.sort).toEqual(defaults.sort);
    expect(writeListState(state, codecs, defaults).toString()).toBe('');
  });

  it('writes a cleared default as an empty parameter, and reads it back as no filter', () => {
    const state = readListState(new URLSearchParams(), codecs, defaults);
    const params = writeListState({ ...state, filters: { ...state.filters, status: undefined } }, codecs, defaults);
    expect(params.toString()).toBe('status=');
    expect(readListState(params, codecs, defaults).filters.status).toBeUndefined();
  });

  it('keeps parameters it does not own', () => {
    const base = new URLSearchParams('tab=2');
    const state = readListState(base, codecs, defaults);
    expect(writeListState({ ...state, page: 2 }, codecs, defaults, base).toString()).toBe('tab=2&page=2');
  });

  it('ignores malformed values instead of failing', () => {
    const state = readListState(
      new URLSearchParams('id=abc&page=-4&size=huge&created=yesterday,today&apps=1,x&width=,&sort=x.sideways'),
      codecs,
      defaults,
    );
    expect(state.filters.id).toBeUndefined();
    expect(state.filters.created).toBeUndefined();
    expect(state.filters.apps).toBeUndefined();
    expect(state.filters.width).toBeUndefined();
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(20);
    expect(state.sort).toEqual(defaults.sort);
    expect(decodeValue({ key: 'p', kind: 'multi' }, '%E0%A4%A,b')).toEqual(['%E0%A4%A', 'b']);
  });
});

describe('list state changes', () => {
  const at: ListState = { filters: { name: 'a', status: 1 }, page: 4, pageSize: 50, sort: null };

  it('returns to page 1 on any filter change', () => {
    expect(nextListState(at, { type: 'filters', filters: { name: 'b' } })).toEqual({
      ...at,
      filters: { name: 'b', status: 1 },
      page: 1,
    });
    expect(nextListState(at, { type: 'remove', key: 'name' })).toMatchObject({
      filters: { name: undefined, status: 1 },
      page: 1,
    });
    expect(nextListState(at, { type: 'clear' })).toMatchObject({
      filters: { name: undefined, status: undefined },
      page: 1,
    });
  });

  it('returns to page 1 on a sort or page-size change, not on a page change', () => {
    expect(nextListState(at, { type: 'sort', sort: { field: 'x', order: 'ascend' } }).page).toBe(1);
    expect(nextListState(at, { type: 'page', page: 5, pageSize: 50 })).toMatchObject({ page: 5, pageSize: 50 });
    expect(nextListState(at, { type: 'page', page: 5, pageSize: 100 })).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('reset restores defaults and page 1', () => {
    expect(nextListState(at, { type: 'reset', codecs, defaults })).toEqual({
      filters: {
        name: undefined,
        id: undefined,
        status: 1,
        apps: undefined,
        types: undefined,
        created: undefined,
        width: undefined,
        path: undefined,
      },
      page: 1,
      pageSize: 20,
      sort: defaults.sort,
    });
  });
});
