import type { TagTreeNode } from '@adconsole/contract';

/** A tag's place in the tree: [theme id, category id, tag id]. */
export type TagPath = [number, number, number];

/** Maps every third-level tag id to its path, so pickers can turn the sent ids back into cascader paths. */
export function indexTagPaths(tree: readonly TagTreeNode[]): Map<number, TagPath> {
  const paths = new Map<number, TagPath>();
  for (const theme of tree) {
    for (const category of theme.children) {
      for (const tag of category.children) paths.set(tag.id, [theme.id, category.id, tag.id]);
    }
  }
  return paths;
}

/** The third-level ids a cascader selection stands for (a chosen theme or category means all its tags). */
export function leafIdsOf(selection: readonly (readonly number[])[], tree: readonly TagTreeNode[]): number[] {
  const ids = new Set<number>();
  for (const path of selection) {
    const theme = tree.find((t) => t.id === path[0]);
    if (!theme) continue;
    const categories = path.length >= 2 ? theme.children.filter((c) => c.id === path[1]) : theme.children;
    for (const category of categories) {
      const tags = path.length >= 3 ? category.children.filter((t) => t.id === path[2]) : category.children;
      for (const tag of tags) ids.add(tag.id);
    }
  }
  return [...ids];
}

/** Cuts a label for the tree and says whether it needs a tooltip. */
export function needsTooltip(label: string, at: number): boolean {
  return [...label].length > at;
}

/** The ids a picker change stands for, and whether they stay within the picker's maximum. */
export function limitedSelection(ids: readonly number[], max: number): { ids: number[]; ok: boolean } {
  const unique = [...new Set(ids)];
  return { ids: unique, ok: unique.length <= max };
}
