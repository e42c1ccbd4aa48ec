import type { NavNode } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { buildMenuItems, selectedKeysFor } from './menuItems';

const node = (id: number, name: string, path: string, extra: Partial<NavNode> = {}): NavNode => ({
  id,
  name,
  path,
  hidden: false,
  external_url: null,
  children: [],
  ...extra,
});

const tree: NavNode[] = [
  node(1, 'home', '/home'),
  node(2, 'audience', '/audience', {
    children: [
      node(3, 'audience.index', '/audience/index'),
      node(4, 'audience.create', '/audience/create', { hidden: true }),
    ],
  }),
  node(5, 'secret', '/secret', { hidden: true }),
  node(6, 'report', '/report', { external_url: 'https://reports.example.com' }),
  node(7, 'auth', '/auth', { children: [node(8, 'auth.user', 'user')] }),
];
const t = (key: string) => `T(${key})`;

describe('buildMenuItems', () => {
  it('skips hidden nodes, nests submenus and resolves relative paths', () => {
    const items = buildMenuItems(tree, t) as Array<{ key: string; children?: Array<{ key: string }> }>;
    expect(items.map((item) => item.key)).toEqual(['/home', 'sub:2', 'ext:6', 'sub:7']);
    expect(items[1]?.children?.map((item) => item.key)).toEqual(['/audience/index']);
    expect(items[3]?.children?.map((item) => item.key)).toEqual(['/auth/user']);
  });

  it('leaves external links alone: a plain anchor opening a new tab', () => {
    const items = buildMenuItems(tree, t) as Array<{ key: string; label: { props: Record<string, unknown> } }>;
    const external = items.find((item) => item.key === 'ext:6');
    expect(external?.label.props.href).toBe('https://reports.example.com');
    expect(external?.label.props.target).toBe('_blank');
  });

  it("titles each item with its menu row's title in the interface language, the locale's when it has none", () => {
    const rows = [
      node(1, 'home', '/home', { title_zh: '主页', title_en: 'Start' }),
      node(9, 'custom_9', '', { title_zh: '工具', title_en: 'Tools', external_url: 'https://tools.example.com' }),
      node(2, 'audience.index', '/audience/index'),
    ];
    const labels = (language: string) =>
      (buildMenuItems(rows, t, '', language) as Array<{ label: { props: { children: unknown } } }>).map(
        (item) => item.label.props.children,
      );
    expect(labels('en-US')).toEqual(['Start', 'Tools', 'T(menu.audience.index)']);
    expect(labels('zh-CN')).toEqual(['主页', '工具', 'T(menu.audience.index)']);
  });

  it('highlights the branch of the current page, hidden pages included', () => {
    expect(selectedKeysFor(tree, '/audience/index')).toEqual(['sub:2', '/audience/index']);
    expect(selectedKeysFor(tree, '/audience/create')).toEqual(['sub:2', '/audience/create']);
    expect(selectedKeysFor(tree, '/nowhere')).toEqual([]);
  });
});
