/**
 * An id list safe for `in (…)`: `in ()` is not valid SQL, so an empty list becomes `[-1]`, an id no row has,
 * and the condition answers false on both engines.
 */
export function idList(ids: readonly number[]): number[] {
  return ids.length ? [...ids] : [-1];
}
