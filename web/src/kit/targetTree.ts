import { WidgetLimit } from './constants';

/** One node of a targeting tree (regions: continent > country; country mode: a flat list). */
export interface TreeItem {
  key: string;
  label: string;
  children?: TreeItem[];
}

/** Every leaf key under a node (the node itself when it is a leaf), in tree order. */
export function leafKeys(node: TreeItem): string[] {
  if (!node.children?.length) return [node.key];
  return node.children.flatMap(leafKeys);
}

/** Every leaf key of a forest. */
export function allLeafKeys(nodes: readonly TreeItem[]): string[] {
  return nodes.flatMap(leafKeys);
}

/**
 * Adds keys to the chosen list, keeping its order and skipping ones already there. An `exclusive` key (the "all
 * countries" entry) stands alone: adding it replaces the rest, adding anything else removes it.
 */
export function addKeys(chosen: readonly string[], keys: readonly string[], exclusive?: string): string[] {
  if (exclusive !== undefined && keys.includes(exclusive)) return [exclusive];
  const base = exclusive === undefined ? chosen : chosen.filter((key) => key !== exclusive);
  const seen = new Set(base);
  const added = keys.filter((key) => !seen.has(key) && seen.add(key));
  return [...base, ...added];
}

/** Adds every leaf under `node` (the per-node "add all children" action). */
export function addChildren(chosen: readonly string[], node: TreeItem, exclusive?: string): string[] {
  return addKeys(chosen, leafKeys(node), exclusive);
}

/** Removes keys from the chosen list; they become selectable again on the source side. */
export function removeKeys(chosen: readonly string[], keys: readonly string[]): string[] {
  const drop = new Set(keys);
  return chosen.filter((key) => !drop.has(key));
}

/** A source node is disabled once it is chosen; a parent once all of its leaves are. */
export function isDisabled(node: TreeItem, chosen: ReadonlySet<string>): boolean {
  return leafKeys(node).every((key) => chosen.has(key));
}

/** The leaves "check all" ticks: every leaf of the (searched) tree that is not chosen yet. */
export function checkAllKeys(nodes: readonly TreeItem[], chosen: ReadonlySet<string>): string[] {
  return allLeafKeys(nodes).filter((key) => !chosen.has(key));
}

/** The tree narrowed to a keyword: matching nodes with all their children, and the ancestors of matches. */
export function filterTree(nodes: readonly TreeItem[], keyword: string): TreeItem[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.label.toLowerCase().includes(word) || node.key.toLowerCase() === word) return [node];
    const children = filterTree(node.children ?? [], word);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** A lookup from key to node, for labels on the chosen side. */
export function indexTree(nodes: readonly TreeItem[], into = new Map<string, TreeItem>()): Map<string, TreeItem> {
  for (const node of nodes) {
    into.set(node.key, node);
    if (node.children) indexTree(node.children, into);
  }
  return into;
}

/** True when a label is long enough to be cut and shown whole in a tooltip (over 40 characters). */
export function needsTooltip(label: string, limit: number = WidgetLimit.TREE_LABEL_TOOLTIP_CHARS): boolean {
  return [...label].length > limit;
}
