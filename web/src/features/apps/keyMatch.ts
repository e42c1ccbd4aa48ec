import type { Option } from '../../kit/loadMore';
import { useDebouncedValue } from '../../kit/timing';

/** How long typing rests before the key-match lookup goes out. */
export const KEY_MATCH_DEBOUNCE_MS = 300;

/**
 * The options a key-match filter offers: for a keyword, the server's matches as they came (prefix matches first);
 * without one, the chosen values first (so they can be unticked), then the suggestions, each once.
 */
export function keyMatchOptions(
  chosen: readonly string[],
  matches: readonly string[] | undefined,
  keyword: string,
): Option<string>[] {
  const found = matches ?? [];
  const values = keyword.trim() === '' ? [...chosen, ...found] : [...found];
  return [...new Set(values)].map((value) => ({ value, label: value }));
}

/** The value once it has stopped changing for `ms`. */
export const useDebounced = <T>(value: T, ms: number = KEY_MATCH_DEBOUNCE_MS): T => useDebouncedValue(value, ms);
