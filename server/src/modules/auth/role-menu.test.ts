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
