import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Timing } from '../kit/constants';
import { pickerAccounts, useAccountPicker } from './useAccountPicker';

const first = [
  { id: 1, account_name: 'Alpha' },
  { id: 2, account_name: 'Beta' },
];
const matches = [{ id: 900, account_name: 'Far Away' }];
// the server's answers, by keyword: the first page without one, the matches with one
const asked: string[] = [];
let fullListAsked = false;
vi.mock('./lookups/api', () => ({
  useAccountOptions: (keyword: string) => {
    asked.push(keyword);
    return { data: keyword === '' ? first : matches, isFetching: false, isSuccess: true };
  },
  useAccounts: ({ enabled }: { enabled: boolean }) => {
    fullListAsked ||= enabled;
    return { data: enabled ? [...first, { id: 950, account_name: 'Deep' }] : undefined };
  },
}));

describe('picker accounts', () => {
  const names = new Map([
    [1, 'Alpha'],
    [2, 'Beta'],
    [7, 'Seven'],
    [900, 'Far Away'],
  ]);

  it('without a keyword, offers the chosen accounts first, then the first page, each once', () => {
    expect(pickerAccounts([7, 2], first, names, '').map((a) => a.id)).toEqual([7, 2, 1]);
  });

  it('for a keyword, offers only the matches', () => {
    expect(pickerAccounts([7], matches, names, 'far')).toEqual(matches);
  });

  it('names a chosen account never seen by its id', () => {
    expect(pickerAccounts([5], [], names, '')).toEqual([{ id: 5, account_name: '#5' }]);
  });
});

describe('useAccountPicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    asked.length = 0;
    fullListAsked = false;
  });
  afterEach(() => vi.useRealTimers());

  it('searches the server once typing rests, and keeps a chosen match named after the keyword is cleared', () => {
    const { result, rerender } = renderHook(({ chosen }) => useAccountPicker(chosen), {
      initialProps: { chosen: [] as number[] },
    });
    expect(result.current.accounts.map((a) => a.id)).toEqual([1, 2]);
    act(() => result.current.search.onSearch('fa'));
    act(() => vi.advanceTimersByTime(Timing.SEARCH_DEBOUNCE_MS - 50));
    act(() => result.current.search.onSearch(' far '));
    act(() => vi.advanceTimersByTime(Timing.SEARCH_DEBOUNCE_MS - 50));
    expect(asked).not.toContain('fa');
    expect(result.current.search.searchValue).toBe(' far ');
    act(() => vi.advanceTimersByTime(50));
    expect(asked.at(-1)).toBe('far');
    expect(result.current.accounts).toEqual(matches);

    rerender({ chosen: [900] });
    act(() => result.current.clearSearch());
    act(() => vi.advanceTimersByTime(Timing.SEARCH_DEBOUNCE_MS));
    expect(asked.at(-1)).toBe('');
    expect(result.current.accounts).toEqual([matches[0], ...first]);
  });

  it('loads the full list only to name a chosen account past the first page', () => {
    expect(renderHook(() => useAccountPicker([2])).result.current.accounts.map((a) => a.id)).toEqual([2, 1]);
    expect(fullListAsked).toBe(false);
    const { result } = renderHook(() => useAccountPicker([950]));
    expect(fullListAsked).toBe(true);
    expect(result.current.accounts[0]).toEqual({ id: 950, account_name: 'Deep' });
  });

  it('leaves the filtering to the server', () => {
    const { result } = renderHook(() => useAccountPicker());
    expect(result.current.search.filterOption).toBe(false);
  });
});
