import type { NavNode } from '@adconsole/contract';

interface MenuRow {
  id: number;
  parent_id: number | null;
  name: string;
  path: string;
  hidden: number;
  external_url: string | null;
  title_zh?: string;
  title_en?: string;
}

/** A grouping menu (an administrator's, with neither a path nor a link) shows only while it has something under it. */
const isEmptyGrouping = (node: NavNode) => !node.path && !node.external_url && node.children.length === 0;

function prune(nodes: NavNode[]): NavNode[] {
  return nodes.filter((node) => {
    node.children = prune(node.children);
    return !isEmptyGrouping(node);
  });
}

/** Builds the navigation tree of the menus a role may see, keeping the rows' order. */
export function buildNavTree(rows: MenuRow[], allowed: (name: string) => boolean): NavNode[] {
  const visible = rows.filter((r) => allowed(r.name));
  const nodes = new Map<number, NavNode>(
    visible.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        path: r.path,
        hidden: r.hidden === 1,
        external_url: r.external_url,
        ...(r.title_zh === undefined ? {} : { title_zh: r.title_zh, title_en: r.title_en ?? '' }),
        children: [],
      },
    ]),
  );
  const roots: NavNode[] = [];
  for (const r of visible) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.children.push(node);
    else if (r.parent_id === null) roots.push(node);
    // a child whose parent the role lacks is dropped: it would have nowhere to hang in the menu
  }
  return prune(roots);
}
