import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Timing } from './constants';
import { debounceClick, throttle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('filter submit throttle', () => {
  it('uses the spec figures', () => {
    expect(Timing.FILTER_THROTTLE_MS).toBe(500);
    expect(Timing.CLICK_DEBOUNCE_MS).toBe(1000);
  });

  it('submits at once, then once per 500 ms with the latest values', () => {
    const submit = vi.fn();
    const throttled = throttle(submit, Timing.FILTER_THROTTLE_MS);
    throttled('a');
    throttled('b');
    throttled('c');
    expect(submit.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(499);
    expect(submit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(submit.mock.calls).toEqual([['a'], ['c']]);
    vi.advanceTimersByTime(600);
    throttled('d');
    expect(submit.mock.calls).toEqual([['a'], ['c'], ['d']]);
  });

  it('drops the pending call when cancelled', () => {
    const submit = vi.fn();
    const throttled = throttle(submit, 500);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(submit.mock.calls).toEqual([[1]]);
  });
});

describe('click debounce', () => {
  it('lets one click through per second', () => {
    const click = vi.fn();
    const guarded = debounceClick(click);
    guarded();
    guarded();
    vi.advanceTimersByTime(999);
    guarded();
    expect(click).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    guarded();
    expect(click).toHaveBeenCalledTimes(2);
  });
});
