import { describe, expect, it } from 'vitest';
import { chipText, filterChips, prepareFilters, type SearchField } from './searchFields';

const fields: SearchField[] = [
  { key: 'name', kind: 'text', label: 'Name', placement: 'quick', emoji: 'reject' },
  { key: 'note', kind: 'text', label: 'Note', placement: 'advanced', emoji: 'strip' },
  { key: 'id', kind: 'number', label: 'ID', placement: 'advanced' },
  {
    key: 'status',
    kind: 'select',
    valueType: 'number',
    label: 'Status',
    placement: 'inline',
    options: [
      { value: 1, label: 'On' },
      { value: 0, label: 'Off' },
    ],
  },
  {
    key: 'apps',
    kind: 'multi',
    valueType: 'number',
    label: 'App',
    placement: 'inline',
    options: [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `App ${n}` })),
  },
  { key: 'created', kind: 'dateRange', label: 'Created', placement: 'advanced' },
  { key: 'width', kind: 'numberRange', label: 'Width', placement: 'advanced' },
  {
    key: 'region',
    kind: 'cascader',
    label: 'Region',
    placement: 'advanced',
    cascaderOptions: [{ value: 'asia', label: 'Asia', children: [{ value: 'CN', label: 'China' }] }],
  },
];

describe('search form filters', () => {
  it('trims texts and drops empty values', () => {
    const prepared = prepareFilters(fields, { name: '  banner ', note: '   ', apps: [], status: 0 });
    expect(prepared).toEqual({
      ok: true,
      stripped: false,
      filters: {
        name: 'banner',
        note: undefined,
        id: undefined,
        status: 0,
        apps: undefined,
        created: undefined,
        width: undefined,
        region: undefined,
      },
    });
  });

  it('refuses emoji in a reject field and strips them in a strip field', () => {
    const refused = prepareFilters(fields, { name: 'ban😀ner' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.field.key).toBe('name');
    const stripped = prepareFilters(fields, { note: ' hi😀 ' });
    expect(stripped).toMatchObject({ ok: true, stripped: true, filters: { note: 'hi' } });
  });

  it('puts the ends of a number range in order', () => {
    const prepared = prepareFilters(fields, { width: [800, 300] });
    expect(prepared).toMatchObject({ ok: true, filters: { width: [300, 800] } });
    expect(prepareFilters(fields, { width: [null, 300] })).toMatchObject({ filters: { width: [null, 300] } });
  });

  it('writes chip texts per kind', () => {
    const byKey = (key: string) => fields.find((f) => f.key === key)!;
    expect(chipText(byKey('status'), 0)).toBe('Off');
    expect(chipText(byKey('apps'), [1, 2])).toBe('App 1, App 2');
    expect(chipText(byKey('apps'), [1, 2, 3, 4, 5])).toBe('App 1, App 2, App 3 +2');
    expect(chipText(byKey('created'), ['2025-05-01', '2025-05-07'])).toBe('2025-05-01 ~ 2025-05-07');
    expect(chipText(byKey('width'), [320, 640])).toBe('320 ~ 640');
    expect(chipText(byKey('width'), [320, null])).toBe('≥ 320');
    expect(chipText(byKey('width'), [null, 640])).toBe('≤ 640');
    expect(chipText(byKey('region'), ['asia', 'CN'])).toBe('Asia / China');
    expect(chipText(byKey('id'), 42)).toBe('42');
  });

  it('lists a chip per applied filter, in field order', () => {
    const chips = filterChips(fields, { status: 1, name: 'x', apps: [], width: [null, null] });
    expect(chips).toEqual([
      { key: 'name', label: 'Name', text: 'x' },
      { key: 'status', label: 'Status', text: 'On' },
    ]);
  });
});
