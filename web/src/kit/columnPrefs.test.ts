import { describe, expect, it } from 'vitest';
import {
  type ColumnMeta,
  clampWidth,
  clearLayout,
  defaultLayout,
  keyColumnOrder,
  loadLayout,
  loadWidths,
  moveKey,
  normalizeLayout,
  pinKeyColumns,
  roleOf,
  saveLayout,
  saveWidths,
  visibleKeys,
} from './columnPrefs';

const columns: ColumnMeta[] = [
  { key: 'id', category: 'basic', locked: true },
  { key: 'name', category: 'basic', locked: true },
  { key: 'app', category: 'basic' },
  { key: 'type', category: 'spec' },
  { key: 'size', category: 'spec', defaultHidden: true },
  { key: 'created', category: 'state' },
];

describe('column layout', () => {
  it('starts from the code order with default-hidden columns hidden', () => {
    expect(defaultLayout(columns)).toEqual({
      order: ['id', 'name', 'app', 'type', 'size', 'created'],
      hidden: ['size'],
    });
    expect(visibleKeys(columns, defaultLayout(columns))).toEqual(['id', 'name', 'app', 'type', 'created']);
  });

  it('never hides a locked (fixed) column, whatever is stored', () => {
    const layout = normalizeLayout(columns, {
      order: ['name', 'id', 'app', 'type', 'size', 'created'],
      hidden: ['id', 'app'],
    });
    expect(layout.hidden).toEqual(['app']);
    expect(visibleKeys(columns, { order: layout.order, hidden: ['id', 'name'] })).toEqual([
      'name',
      'id',
      'app',
      'type',
      'size',
      'created',
    ]);
  });

  it('fits an old layout to new and removed columns', () => {
    const stored = { order: ['created', 'gone', 'id', 'name', 'type'], hidden: ['type', 'gone'] };
    const layout = normalizeLayout(columns, stored);
    expect(layout.order).toEqual(['created', 'id', 'name', 'app', 'type', 'size']);
    expect(layout.hidden).toEqual(['type', 'size']);
  });

  it('ignores stored values that are not layouts', () => {
    expect(normalizeLayout(columns, 'junk')).toEqual(defaultLayout(columns));
    expect(normalizeLayout(columns, { order: [1, 2], hidden: [] })).toEqual(defaultLayout(columns));
    expect(normalizeLayout(columns, null)).toEqual(defaultLayout(columns));
  });

  it('moves a key to another place', () => {
    expect(moveKey(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveKey(['a', 'b', 'c', 'd'], 'd', 'a')).toEqual(['d', 'a', 'b', 'c']);
    expect(moveKey(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });
});

describe('column persistence per table', () => {
  const custom = { order: ['name', 'id', 'created', 'app', 'type', 'size'], hidden: ['app'] };

  it('keeps a used layout for this tab only', () => {
    saveLayout('adpos', custom, false);
    expect(loadLayout('adpos', columns)).toEqual(custom);
    expect(localStorage.getItem('table_columns:adpos')).toBeNull();
    sessionStorage.clear();
    expect(loadLayout('adpos', columns)).toEqual(defaultLayout(columns));
  });

  it('keeps a layout saved as common use across sessions, per table name', () => {
    saveLayout('adpos', custom, true);
    sessionStorage.clear();
    expect(loadLayout('adpos', columns)).toEqual(custom);
    expect(loadLayout('other', columns)).toEqual(defaultLayout(columns));
  });

  it('prefers this tab over the common set, and clears both on restore', () => {
    saveLayout('adpos', custom, true);
    const tab = { ...custom, hidden: ['type'] };
    saveLayout('adpos', tab, false);
    expect(loadLayout('adpos', columns)).toEqual(tab);
    clearLayout('adpos');
    expect(loadLayout('adpos', columns)).toEqual(defaultLayout(columns));
  });

  it('stores widths per table and forgets them on reset', () => {
    saveWidths('adpos', { name: 240, id: 90 });
    expect(loadWidths('adpos')).toEqual({ name: 240, id: 90 });
    expect(loadWidths('other')).toEqual({});
    saveWidths('adpos', {});
    expect(loadWidths('adpos')).toEqual({});
    localStorage.setItem('table_widths:bad', '{"a":"wide","b":120}');
    expect(loadWidths('bad')).toEqual({ b: 120 });
  });

  it('keeps widths in range', () => {
    expect(clampWidth(10)).toBe(60);
    expect(clampWidth(5000)).toBe(800);
    expect(clampWidth(123.6)).toBe(124);
  });
});

describe('key columns of a wide list', () => {
  const wide = [
    { key: 'id', category: 'basic' },
    { key: 'name', category: 'basic', locked: true },
    { key: 'action', category: 'basic', locked: true },
    { key: 'type', category: 'basic' },
    { key: 'status', category: 'state' },
    { key: 'created', category: 'state' },
  ];

  it('starts with the status beside the name (the operation stays where the code put it, pinned right when drawn)', () => {
    expect(defaultLayout(wide).order).toEqual(['id', 'name', 'status', 'action', 'type', 'created']);
    expect(
      keyColumnOrder([
        { key: 'a', category: 'x' },
        { key: 'status', category: 'x' },
      ]),
    ).toEqual(['a', 'status']);
  });

  it('takes a role from the column before its key', () => {
    expect(roleOf({ key: 'image', category: 'basic', role: 'name' })).toBe('name');
    expect(roleOf({ key: 'delivery', category: 'basic' })).toBe('status');
    expect(roleOf({ key: 'actions', category: 'basic' })).toBe('action');
    expect(roleOf({ key: 'type', category: 'basic' })).toBeUndefined();
  });

  it('pins the name and what precedes it left, the operation right wherever the user moved it', () => {
    const drawn = pinKeyColumns<ColumnMeta & { fixed?: string }>([
      { key: 'id', category: 'basic' },
      { key: 'action', category: 'basic' },
      { key: 'name', category: 'basic' },
      { key: 'status', category: 'state' },
      { key: 'created', category: 'state' },
    ]);
    expect(drawn.map((c) => [c.key, c.fixed])).toEqual([
      ['id', 'left'],
      ['name', 'left'],
      ['status', undefined],
      ['created', undefined],
      ['action', 'right'],
    ]);
  });

  it('keeps a fixing the code chose, and moves fixed columns to their edge', () => {
    const drawn = pinKeyColumns([
      { key: 'name', category: 'basic', fixed: false },
      { key: 'type', category: 'basic' },
      { key: 'pin', category: 'basic', fixed: 'left' as const },
      { key: 'tail', category: 'basic', fixed: 'right' as const },
      { key: 'created', category: 'state' },
    ]);
    expect(drawn.map((c) => c.key)).toEqual(['pin', 'name', 'type', 'created', 'tail']);
  });
});
