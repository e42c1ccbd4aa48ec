import { WidgetLimit } from './constants';

/** The scroll position of a list element. */
export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** True when the list is scrolled to within `threshold` px (30 by default) of its end: time to load more. */
export function isNearEnd(box: ScrollBox, threshold: number = WidgetLimit.LOAD_MORE_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/** An option of a dropdown list. */
export interface Option<V = string | number> {
  value: V;
  label: string;
}

/** Options whose label (or value) holds the keyword, case-insensitive; all of them for an empty keyword. */
function matchOptions<T extends Option>(options: readonly T[], keyword: string): T[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return [...options];
  return options.filter(
    (option) => option.label.toLowerCase().includes(word) || String(option.value).toLowerCase() === word,
  );
}

/**
 * The options a dropdown offers: filtered by the keyword, and without one cut at `cap` (the account list's 400),
 * so a huge list stays quick until the user searches.
 */
export function offeredOptions<T extends Option>(options: readonly T[], keyword: string, cap?: number): T[] {
  const matched = matchOptions(options, keyword);
  return cap !== undefined && keyword.trim() === '' ? matched.slice(0, cap) : matched;
}
