import { describe, expect, it } from 'vitest';
import { buildNavTree } from './role-menu.js';

const rows = [
  { id: 1, parent_id: null, name: 'home', path: '/home', hidden: 0, external_url: null },
  { id: 2, parent_id: null, name: 'material', path: '/material', hidden: 0, external_url: null },
  { id: 3, parent_id: 2, name: 'material.image', path: '/material/image', hidden: 0, external_url: null },
  { id: 4, parent_id: 2, name: 'material.video', path: '/material/video', hidden: 1, external_url: null },
  { id: 5, parent_id: null, name: 'auth', path: '/auth', hidden: 0, external_url: null },
  { id: 6, parent_id: 5, name: 'auth.user', path: '/auth/user', hidden: 0, external_url: null },
];

describe('buildNavTree', () => {
  it('nests children under their parents in row order and keeps the hidden flag', () => {
    const tree = buildNavTree(rows, () => true);
    expect(tree.map((n) => n.name)).toEqual(['home', 'material', 'auth']);
    expect(tree[1]?.children.map((n) => [n.name, n.hidden])).toEqual([
      ['material.image', false],
      ['material.video', true],
    ]);
  });

  it('leaves out menus the role lacks, and children whose parent it lacks', () => {
    const allowed = new Set(['home', 'material', 'material.image', 'auth.user']);
    const tree = buildNavTree(rows, (n) => allowed.has(n));
    expect(tree.map((n) => n.name)).toEqual(['home', 'material']);
    expect(tree[1]?.children.map((n) => n.name)).toEqual(['material.image']);
  });
});

describe('buildNavTree from administered rows', () => {
  const administered = [
    {
      id: 1,
      parent_id: null,
      name: 'home',
      path: '/home',
      hidden: 0,
      external_url: null,
      title_zh: '首页',
      title_en: 'Home',
    },
    {
      id: 7,
      parent_id: null,
      name: 'custom_7',
      path: '',
      hidden: 0,
      external_url: null,
      title_zh: '组',
      title_en: 'Group',
    },
    {
      id: 8,
      parent_id: null,
      name: 'custom_8',
      path: '',
      hidden: 0,
      external_url: null,
      title_zh: '空',
      title_en: 'Empty',
    },
    {
      id: 9,
      parent_id: 7,
      name: 'custom_9',
      path: '',
      hidden: 0,
      external_url: 'https://example.com',
      title_zh: '链',
      title_en: 'Link',
    },
  ];

  it("carries the rows' titles and external links", () => {
    const tree = buildNavTree(administered, () => true);
    expect(tree[0]).toMatchObject({ name: 'home', title_zh: '首页', title_en: 'Home' });
    expect(tree[1]?.children[0]).toMatchObject({ external_url: 'https://example.com', title_en: 'Link' });
  });

  it('leaves out a grouping menu with nothing under it', () => {
    expect(buildNavTree(administered, () => true).map((n) => n.name)).toEqual(['home', 'custom_7']);
    expect(buildNavTree(administered, (n) => n !== 'custom_9').map((n) => n.name)).toEqual(['home']);
  });
});
