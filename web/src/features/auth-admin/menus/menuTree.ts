import type { MenuItem } from '@adconsole/contract';

/** A menu row placed in its tree, titled in the current language. */
export interface MenuNode extends MenuItem {
  title: string;
  depth: number;
  children: MenuNode[];
}

/** What a menu is: a page the code serves, an external link, or a grouping menu an administrator added. */
export type MenuKind = 'page' | 'link' | 'group';

export const menuKind = (row: Pick<MenuItem, 'builtin' | 'external_url' | 'path'>): MenuKind =>
  row.external_url ? 'link' : row.builtin || row.path ? 'page' : 'group';

/** The menu's title in the interface language (zh-CN or en-US), the other one when it is empty. */
export function menuTitle(row: Pick<MenuItem, 'title_zh' | 'title_en' | 'name'>, language: string): string {
  const zh = language.toLowerCase().startsWith('zh');
  return (zh ? row.title_zh || row.title_en : row.title_en || row.title_zh) || row.name;
}

const bySort = (a: MenuItem, b: MenuItem) => a.sort - b.sort || a.id - b.id;

/** The rows as a tree, siblings in their order; a row whose parent is missing shows at the top level. */
export function menuTree(rows: readonly MenuItem[], language: string): MenuNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const build = (parent: number | null, depth: number): MenuNode[] =>
    rows
      .filter((row) => (parent === null ? row.parent_id === null || !ids.has(row.parent_id) : row.parent_id === parent))
      .sort(bySort)
      .map((row) => ({ ...row, title: menuTitle(row, language), depth, children: build(row.id, depth + 1) }));
  return build(null, 0);
}

/** The rows sharing the row's parent, in order. */
export function siblingsOf(rows: readonly MenuItem[], row: MenuItem): MenuItem[] {
  return rows.filter((other) => other.parent_id === row.parent_id).sort(bySort);
}

/** The position (from 0) the row moves to one step up (-1) or down (1), or null at the end of its siblings. */
export function movedSort(rows: readonly MenuItem[], row: MenuItem, step: -1 | 1): number | null {
  const siblings = siblingsOf(rows, row);
  const at = siblings.findIndex((other) => other.id === row.id) + step;
  return at < 0 || at >= siblings.length ? null : at;
}

/** The ids of the row and everything under it (a menu cannot move under itself). */
export function subtreeIds(rows: readonly MenuItem[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id !== null && out.has(row.parent_id) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

/** A menu's title indented by its depth, for the options of a flat select. */
export const indentedTitle = (node: MenuNode) => `${'\u00a0'.repeat(node.depth * 4)}${node.title}`;

/** The menus a menu may hang under, depth-first with their depth: not itself nor its own descendants, not links. */
export function parentChoices(tree: readonly MenuNode[], excluded: ReadonlySet<number>): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (excluded.has(node.id) || menuKind(node) === 'link') continue;
      out.push(node);
      walk(node.children);
    }
  };
  walk(tree);
  return out;
}
