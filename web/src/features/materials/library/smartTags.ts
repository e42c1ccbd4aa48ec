/** Smart tagging: copy a chosen creative's tags onto the materials (replace), or take them off (delete). */
export type SmartMode = 'replace' | 'delete';

/** The tags a material ends with after smart tagging from a source creative's tags. */
export function smartTagResult(current: readonly number[], source: readonly number[], mode: SmartMode): number[] {
  if (mode === 'replace') return [...new Set(source)];
  const drop = new Set(source);
  return current.filter((id) => !drop.has(id));
}

/** The tags every one of the materials carries (the batch picker starts from them, so saving keeps them). */
export function commonTags(lists: readonly (readonly number[])[]): number[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  return first.filter((id) => rest.every((list) => list.includes(id)));
}

/** Materials whose tags would pass `max` once `added` joins them (the batch edit-tags dialog adds, not replaces). */
export function overflowing<T extends { id: number; tag_ids: readonly number[] }>(
  items: readonly T[],
  added: readonly number[],
  max: number,
): number[] {
  return items.filter((item) => new Set([...item.tag_ids, ...added]).size > max).map((item) => item.id);
}

/** A material's tags with `added` appended (no repeats, its own first). */
export function mergeTags(current: readonly number[], added: readonly number[]): number[] {
  return [...new Set([...current, ...added])];
}
