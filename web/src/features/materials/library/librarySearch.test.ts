import type { TagTreeNode } from '@adconsole/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { defaultFilters, readListState } from '../../../kit/listQuery';
import { LIBRARY_DEFAULTS, libraryCodecs, libraryFields, libraryQuery, tagLeafOptions } from './librarySearch';

const read = (type: 1 | 2, search: string) =>
  readListState(new URLSearchParams(search), libraryCodecs(type), LIBRARY_DEFAULTS);

describe('library filters', () => {
  it('default the video status to 1 (and reset to it) but leave the image status open', () => {
    expect(defaultFilters(libraryCodecs(2)).status).toBe(1);
    expect(defaultFilters(libraryCodecs(1)).status).toBeUndefined();
    expect(read(2, '').filters.status).toBe(1);
  });

  it('open newest first, 10 a page', () => {
    const state = read(1, '');
    expect(state.pageSize).toBe(10);
    expect(libraryQuery(1, state)).toEqual({ page_no: 1, page_size: 10, type: 1, time_sort: 1 });
  });

  it('turn the URL state into the list call', () => {
    const state = read(
      1,
      '?name=sale&tags=3,9&account=2&status=-1&id=44&source=1&creator=1,2&sort=create_time.asc&page=2',
    );
    expect(libraryQuery(1, state)).toEqual({
      page_no: 2,
      page_size: 10,
      type: 1,
      name: 'sale',
      id: 44,
      status: -1,
      account_id: 2,
      source: 1,
      tag_ids: [3, 9],
      creator_id: [1, 2],
      time_sort: 2,
    });
  });

  it('ask the review queue for materials in review only', () => {
    expect(libraryQuery(2, read(2, ''), true)).toMatchObject({ type: 2, status: 1, third_examine_status: [2] });
  });

  it('label the tag filter chip with category and tag', () => {
    const tag = (id: number, name: string, level: number, children: TagTreeNode[] = []): TagTreeNode => ({
      id,
      name,
      level,
      alias: null,
      is_review: false,
      children,
    });
    const tree = [tag(1, 'Theme', 1, [tag(2, 'Games', 2, [tag(3, 'Puzzle', 3), tag(4, 'Racing', 3)])])];
    expect(tagLeafOptions(tree)).toEqual([
      { value: 3, label: 'Games / Puzzle' },
      { value: 4, label: 'Games / Racing' },
    ]);
    const fields = libraryFields(i18next.t, 1, { accounts: [], users: [], tagOptions: [], tagControl: undefined });
    expect(fields.map((f) => [f.key, f.placement])).toEqual([
      ['name', 'quick'],
      ['tags', 'inline'],
      ['account', 'inline'],
      ['status', 'inline'],
      ['id', 'advanced'],
      ['source', 'advanced'],
      ['creator', 'advanced'],
    ]);
  });
});
