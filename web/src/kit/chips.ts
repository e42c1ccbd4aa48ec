/** The items a chip list shows, and how many it folds away. */
export interface ChipSplit<T> {
  shown: T[];
  hidden: number;
}

/** Splits a chip list at `limit` (2 for accounts, 3 for tags). */
export function splitChips<T>(items: readonly T[] | null | undefined, limit: number): ChipSplit<T> {
  const list = items ?? [];
  return { shown: list.slice(0, limit), hidden: Math.max(0, list.length - limit) };
}
