import type { MenuItem } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { menuKind, menuTitle, menuTree, movedSort, parentChoices, subtreeIds } from './menuTree';

const row = (id: number, parent: number | null, sort: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  parent_id: parent,
  name: `m${id}`,
  path: '',
  external_url: null,
  title_zh: `菜单${id}`,
  title_en: `Menu ${id}`,
  sort,
  hidden: false,
  builtin: false,
  groups: [],
  ...extra,
});
const rows = [
  row(1, null, 1),
  row(2, null, 0, { builtin: true, path: '/home' }),
  row(3, 1, 1),
  row(4, 1, 0, { external_url: 'https://example.com' }),
  row(5, 3, 0),
];

describe('menu tree', () => {
  it('nests rows by parent, siblings by sort, titled in the interface language', () => {
    const tree = menuTree(rows, 'en-US');
    expect(tree.map((n) => n.id)).toEqual([2, 1]);
    expect(tree[1]!.children.map((n) => [n.id, n.depth])).toEqual([
      [4, 1],
      [3, 1],
    ]);
    expect(menuTree(rows, 'zh-CN')[0]!.title).toBe('菜单2');
    expect(menuTitle({ name: 'x', title_zh: '', title_en: 'Only English' }, 'zh-CN')).toBe('Only English');
  });

  it('moves a menu one place among its siblings, not past either end', () => {
    expect(movedSort(rows, rows[0]!, -1)).toBe(0);
    expect(movedSort(rows, rows[0]!, 1)).toBeNull();
    expect(movedSort(rows, rows[3]!, -1)).toBeNull();
    expect(movedSort(rows, rows[3]!, 1)).toBe(1);
  });

  it('offers as parents neither the menu itself, its descendants, nor links', () => {
    const excluded = subtreeIds(rows, 3);
    expect([...excluded].sort()).toEqual([3, 5]);
    expect(parentChoices(menuTree(rows, 'en-US'), excluded).map((n) => n.id)).toEqual([2, 1]);
  });

  it('tells pages, links and grouping menus apart', () => {
    expect(rows.map(menuKind)).toEqual(['group', 'page', 'group', 'link', 'group']);
  });
});
