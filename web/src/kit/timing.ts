import { useEffect, useMemo, useRef, useState } from 'react';
import { Timing } from './constants';

/** A throttled function: call it freely; `cancel` drops a pending trailing call. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/**
 * Runs `fn` at once, then at most once per `ms`: calls inside the window collapse into one trailing call with the
 * latest arguments, so the last filter the user chose is always the one applied.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        const next = pending;
        pending = null;
        if (next) run(next);
      },
      Math.max(wait, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

/** Lets the first click through and ignores repeats for `ms` (default 1000 ms): no double submits. */
export function debounceClick<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = Timing.CLICK_DEBOUNCE_MS,
): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    fn(...args);
  };
}

// The newest callback, so a stable wrapper never calls a stale closure.
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** A stable, throttled version of `fn` (filter submits use the spec's 500 ms); cancelled on unmount. */
export function useThrottled<A extends unknown[]>(fn: (...args: A) => void, ms: number = Timing.FILTER_THROTTLE_MS) {
  const latest = useLatest(fn);
  const throttled = useMemo(() => throttle((...args: A) => latest.current(...args), ms), [latest, ms]);
  useEffect(() => throttled.cancel, [throttled]);
  return throttled;
}

/** A stable click handler that ignores repeats within the spec's 1000 ms. */
export function useClickDebounce<A extends unknown[]>(fn: (...args: A) => void, ms: number = Timing.CLICK_DEBOUNCE_MS) {
  const latest = useLatest(fn);
  return useMemo(() => debounceClick((...args: A) => latest.current(...args), ms), [latest, ms]);
}

/** The value once it has stopped changing for `ms` (a search box's keyword before it goes to the server). */
export function useDebouncedValue<T>(value: T, ms: number = Timing.SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
