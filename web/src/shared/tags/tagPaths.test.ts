import type { TagTreeNode } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { indexTagPaths, leafIdsOf, limitedSelection, needsTooltip } from './tagPaths';

const node = (id: number, level: number, children: TagTreeNode[] = []): TagTreeNode => ({
  id,
  name: `n${id}`,
  level,
  alias: null,
  is_review: false,
  children,
});
const tree = [
  node(1, 1, [node(10, 2, [node(100, 3), node(101, 3)]), node(11, 2, [node(110, 3)])]),
  node(2, 1, [node(20, 2, [node(200, 3)])]),
];

describe('tag paths', () => {
  it('indexes every third-level tag by its path', () => {
    const paths = indexTagPaths(tree);
    expect(paths.get(101)).toEqual([1, 10, 101]);
    expect(paths.get(200)).toEqual([2, 20, 200]);
    expect(paths.has(10)).toBe(false);
  });

  it('expands chosen themes and categories to their tags', () => {
    expect(leafIdsOf([[1, 10, 100]], tree)).toEqual([100]);
    expect(leafIdsOf([[1, 10]], tree).sort()).toEqual([100, 101]);
    expect(leafIdsOf([[1]], tree).sort()).toEqual([100, 101, 110]);
    expect(
      leafIdsOf(
        [
          [1, 10, 100],
          [1, 10],
        ],
        tree,
      ).sort(),
    ).toEqual([100, 101]);
    expect(leafIdsOf([[9]], tree)).toEqual([]);
  });

  it('asks for a tooltip only past the limit, counting characters not bytes', () => {
    expect(needsTooltip('x'.repeat(40), 40)).toBe(false);
    expect(needsTooltip('x'.repeat(41), 40)).toBe(true);
    expect(needsTooltip('标'.repeat(40), 40)).toBe(false);
  });
});

describe('picker limits', () => {
  it('accepts up to the maximum and refuses one more (10 in filters and edits, 20 in the upload picker)', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(limitedSelection(ten, 10).ok).toBe(true);
    expect(limitedSelection([...ten, 11], 10).ok).toBe(false);
    expect(limitedSelection([...ten, 11], 20).ok).toBe(true);
    expect(
      limitedSelection(
        Array.from({ length: 21 }, (_, i) => i),
        20,
      ).ok,
    ).toBe(false);
  });

  it('counts a tag chosen twice once', () => {
    expect(limitedSelection([1, 1, 2], 2)).toEqual({ ids: [1, 2], ok: true });
  });
});
