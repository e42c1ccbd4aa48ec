/**
 * Pure rules of the menu tree and of leaf grants: a role stores the leaves ticked; a parent is in the role when any
 * descendant is, fully checked when every leaf below it is, half checked when only some are.
 */

export interface TreeRow {
  id: number;
  parent_id: number | null;
}

/** The ids of each menu's children, keyed by parent id (null: the top level). */
export function childrenByParent(rows: readonly TreeRow[]): Map<number | null, number[]> {
  const map = new Map<number | null, number[]>();
  for (const r of rows) {
    const list = map.get(r.parent_id) ?? [];
    list.push(r.id);
    map.set(r.parent_id, list);
  }
  return map;
}

/** The ids among `ids` that are leaves of the tree; a parent is implied by its ticked descendants, so it is not kept. */
export function leavesOnly(rows: readonly TreeRow[], ids: readonly number[]): number[] {
  const children = childrenByParent(rows);
  return [...new Set(ids)].filter((id) => !children.has(id));
}

/** The strict ancestors of each id, by walking parent links (a broken link ends the walk). */
export function ancestorsOf(rows: readonly TreeRow[], ids: Iterable<number>): Map<number, number[]> {
  const parent = new Map(rows.map((r) => [r.id, r.parent_id]));
  const result = new Map<number, number[]>();
  for (const id of ids) {
    const chain: number[] = [];
    const seen = new Set([id]);
    for (let p = parent.get(id) ?? null; p !== null && !seen.has(p); p = parent.get(p) ?? null) {
      chain.push(p);
      seen.add(p);
    }
    result.set(id, chain);
  }
  return result;
}

/** Every id below `id`. */
export function descendantsOf(rows: readonly TreeRow[], id: number): Set<number> {
  const children = childrenByParent(rows);
  const found = new Set<number>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return found;
}

/** Whether hanging `id` under `parentId` would put it under itself. */
export function wouldCycle(rows: readonly TreeRow[], id: number, parentId: number | null): boolean {
  return parentId !== null && (parentId === id || descendantsOf(rows, id).has(parentId));
}

export type CheckState = 'checked' | 'half' | 'none';

/** How a role's leaf grants show on a menu: a leaf is checked or not; a parent from the leaves below it. */
export function checkState(rows: readonly TreeRow[], granted: ReadonlySet<number>, id: number): CheckState {
  const children = childrenByParent(rows);
  if (!children.has(id)) return granted.has(id) ? 'checked' : 'none';
  const leaves = [...descendantsOf(rows, id)].filter((d) => !children.has(d));
  const ticked = leaves.filter((d) => granted.has(d)).length;
  if (ticked === 0) return 'none';
  return ticked === leaves.length ? 'checked' : 'half';
}

/**
 * The ids of `siblings` (in their order) with `id` placed at `position` (clamped): the positions to write back,
 * so an up or down move is one call.
 */
export function placeAt(siblings: readonly number[], id: number, position: number): number[] {
  const rest = siblings.filter((s) => s !== id);
  const at = Math.max(0, Math.min(position, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
