import { describe, expect, it } from 'vitest';
import { ancestorsOf, checkState, descendantsOf, leavesOnly, placeAt, wouldCycle } from './menu-tree.js';

// 1 home; 2 material > 3 image, 4 video; 5 auth > 6 account, 7 group > 8 link
const rows = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: null },
  { id: 3, parent_id: 2 },
  { id: 4, parent_id: 2 },
  { id: 5, parent_id: null },
  { id: 6, parent_id: 5 },
  { id: 7, parent_id: 5 },
  { id: 8, parent_id: 7 },
];

describe('menu tree rules', () => {
  it('keeps only leaves of a grant, whatever parents were sent', () => {
    expect(leavesOnly(rows, [2, 3, 4, 1, 5, 8, 8])).toEqual([3, 4, 1, 8]);
  });

  it('walks ancestors and descendants', () => {
    expect(ancestorsOf(rows, [8, 1]).get(8)).toEqual([7, 5]);
    expect(ancestorsOf(rows, [8, 1]).get(1)).toEqual([]);
    expect([...descendantsOf(rows, 5)].sort()).toEqual([6, 7, 8]);
  });

  it('refuses a move under itself or a descendant', () => {
    expect(wouldCycle(rows, 5, 8)).toBe(true);
    expect(wouldCycle(rows, 5, 5)).toBe(true);
    expect(wouldCycle(rows, 7, 2)).toBe(false);
    expect(wouldCycle(rows, 7, null)).toBe(false);
  });

  it("derives a parent's half state from its leaves, and grants nothing added later", () => {
    const granted = new Set([3, 4, 6]);
    expect(checkState(rows, granted, 2)).toBe('checked');
    expect(checkState(rows, granted, 5)).toBe('half');
    expect(checkState(rows, granted, 7)).toBe('none');
    // a child added under the fully checked parent: the parent turns half, the child is not granted
    const grown = [...rows, { id: 9, parent_id: 2 }];
    expect(checkState(grown, granted, 2)).toBe('half');
    expect(checkState(grown, granted, 9)).toBe('none');
  });

  it('places a menu among its siblings for up and down moves', () => {
    expect(placeAt([1, 2, 5], 5, 0)).toEqual([5, 1, 2]);
    expect(placeAt([1, 2, 5], 1, 1)).toEqual([2, 1, 5]);
    expect(placeAt([1, 2], 9, 99)).toEqual([1, 2, 9]);
  });
});
