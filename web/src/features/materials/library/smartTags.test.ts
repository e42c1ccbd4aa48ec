import { describe, expect, it } from 'vitest';
import { commonTags, mergeTags, overflowing, smartTagResult } from './smartTags';

describe('smart tagging', () => {
  it('replace gives the source creative its tags exactly', () => {
    expect(smartTagResult([1, 2, 3], [4, 5, 4], 'replace')).toEqual([4, 5]);
  });

  it('delete takes the source creative tags off and keeps the rest in order', () => {
    expect(smartTagResult([1, 2, 3, 4], [2, 4, 9], 'delete')).toEqual([1, 3]);
    expect(smartTagResult([], [1], 'delete')).toEqual([]);
  });
});

describe('batch tag helpers', () => {
  it('finds the tags every material carries', () => {
    expect(
      commonTags([
        [1, 2, 3],
        [3, 2],
        [2, 3, 5],
      ]),
    ).toEqual([2, 3]);
    expect(commonTags([])).toEqual([]);
  });

  it('names the materials a merge would push past the limit', () => {
    const items = [
      { id: 7, tag_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
      { id: 8, tag_ids: [1, 2] },
    ];
    expect(overflowing(items, [10], 10)).toEqual([]);
    expect(overflowing(items, [10, 11], 10)).toEqual([7]);
    // tags the material already carries do not count twice
    expect(overflowing(items, [1, 2, 10], 10)).toEqual([]);
  });

  it('merges without repeats', () => {
    expect(mergeTags([3, 1], [1, 2])).toEqual([3, 1, 2]);
  });
});
