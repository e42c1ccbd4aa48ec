import type { TagTreeNode } from '@adconsole/contract';

interface TagRow {
  id: number;
  name: string;
  level: number;
  parent_id: number;
  alias: string | null;
  is_review: number;
}

/** Nests tag rows (parents first) into the three-level tree; rows whose parent is missing are left out. */
export function buildTagTree(rows: TagRow[]): TagTreeNode[] {
  const nodes = new Map<number, TagTreeNode>();
  const roots: TagTreeNode[] = [];
  for (const r of rows) {
    const node: TagTreeNode = {
      id: r.id,
      name: r.name,
      level: r.level,
      alias: r.alias,
      is_review: r.is_review === 1,
      children: [],
    };
    nodes.set(r.id, node);
    if (r.level === 1) roots.push(node);
    else nodes.get(r.parent_id)?.children.push(node);
  }
  return roots;
}
