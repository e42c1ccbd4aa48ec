import { describe, expect, it } from 'vitest';
import { buildTagTree } from './tag-tree.js';

const row = (id: number, level: number, parent_id: number, name = `t${id}`) => ({
  id,
  name,
  level,
  parent_id,
  alias: level === 3 ? `A${id}` : null,
  is_review: id === 1 ? 1 : 0,
});

describe('buildTagTree', () => {
  it('nests themes > categories > tags in row order', () => {
    const tree = buildTagTree([row(1, 1, 0), row(2, 1, 0), row(3, 2, 1), row(4, 2, 2), row(5, 3, 3), row(6, 3, 3)]);
    expect(tree.map((n) => n.id)).toEqual([1, 2]);
    expect(tree[0]?.is_review).toBe(true);
    expect(tree[0]?.children[0]?.children.map((n) => [n.id, n.alias])).toEqual([
      [5, 'A5'],
      [6, 'A6'],
    ]);
    expect(tree[1]?.children[0]?.children).toEqual([]);
  });

  it('drops a node whose parent is missing', () => {
    const tree = buildTagTree([row(1, 1, 0), row(7, 3, 99)]);
    expect(JSON.stringify(tree)).not.toContain('"id":7');
  });
});
