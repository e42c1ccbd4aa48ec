import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY_MATCH_DEBOUNCE_MS, keyMatchOptions, useDebounced } from './keyMatch';

describe('key-match options', () => {
  it('without a keyword, offers the chosen values first, then the suggestions, each once', () => {
    expect(keyMatchOptions(['com.b', 'com.x'], ['com.a', 'com.b'], '').map((o) => o.value)).toEqual([
      'com.b',
      'com.x',
      'com.a',
    ]);
  });

  it('for a keyword, offers the matches as the server ordered them (prefix matches first)', () => {
    const options = keyMatchOptions(['com.x'], ['com.game', 'org.com.game'], 'com');
    expect(options).toEqual([
      { value: 'com.game', label: 'com.game' },
      { value: 'org.com.game', label: 'org.com.game' },
    ]);
  });

  it('offers the chosen values while the first lookup is still out', () => {
    expect(keyMatchOptions(['7'], undefined, '').map((o) => o.value)).toEqual(['7']);
    expect(keyMatchOptions(['7'], undefined, '7')).toEqual([]);
  });
});

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the value only once typing has rested', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value), { initialProps: { value: '' } });
    rerender({ value: 'c' });
    act(() => vi.advanceTimersByTime(KEY_MATCH_DEBOUNCE_MS - 50));
    rerender({ value: 'co' });
    act(() => vi.advanceTimersByTime(KEY_MATCH_DEBOUNCE_MS - 50));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('co');
  });
});
