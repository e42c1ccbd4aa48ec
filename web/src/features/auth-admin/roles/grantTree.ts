/**
 * The grant tree of the role editor: menus with their permission groups as leaves. Only what the administrator ticked
 * is stored (leaf menus and groups); a parent's state is derived from its children on display, so a menu added later
 * under a fully granted parent shows unticked and the parent half-checked.
 */

/** A menu as the grant tree needs it: its title in the current language, its child menus and its groups. */
export interface GrantMenu {
  id: number;
  title: string;
  children: readonly GrantMenu[];
  groups: readonly { id: number; title: string; description?: string; code?: string }[];
}

/** What a role is granted: the leaf menus and the permission groups ticked. */
export interface Grants {
  menuIds: number[];
  groupIds: number[];
}

/** One node of the antd Tree: `m<id>` for a menu, `g<id>` for a permission group. */
export interface GrantNode {
  key: string;
  title: string;
  kind: 'menu' | 'group';
  /** a group's line on what it allows, and its key as the code checks it */
  description?: string;
  code?: string;
  children: GrantNode[];
}

export const menuKey = (id: number) => `m${id}`;
export const groupKey = (id: number) => `g${id}`;

/** The tree to show: each menu's child menus first, then its groups. */
export function grantNodes(menus: readonly GrantMenu[]): GrantNode[] {
  return menus.map((menu) => ({
    key: menuKey(menu.id),
    title: menu.title,
    kind: 'menu',
    children: [
      ...grantNodes(menu.children),
      ...menu.groups.map((group) => ({
        key: groupKey(group.id),
        title: group.title,
        kind: 'group' as const,
        ...(group.description ? { description: group.description } : {}),
        ...(group.code ? { code: group.code } : {}),
        children: [],
      })),
    ],
  }));
}

/** Every leaf of the tree (a menu without children or groups, or a group), by key. */
export function leafNodes(nodes: readonly GrantNode[], into = new Map<string, GrantNode>()): Map<string, GrantNode> {
  for (const node of nodes) {
    if (node.children.length === 0) into.set(node.key, node);
    else leafNodes(node.children, into);
  }
  return into;
}

/**
 * The keys to hand the Tree as checked: the stored grants that are leaves of today's tree. A stored menu that has
 * since gained children is not passed, or the Tree would tick every child, the new ones included.
 */
export function checkedKeysOf(nodes: readonly GrantNode[], grants: Grants): string[] {
  const leaves = leafNodes(nodes);
  return [...grants.menuIds.map(menuKey), ...grants.groupIds.map(groupKey)].filter((key) => leaves.has(key));
}

/**
 * What to send for the Tree's checked keys (parents included by the Tree): the groups ticked, and each menu without
 * child menus that has anything ticked (itself, or one of its groups: a group is of no use without its menu's page).
 * Menus with child menus are never sent; the server counts them in when a descendant is.
 */
export function grantsOf(nodes: readonly GrantNode[], checked: readonly unknown[]): Grants {
  const ticked = new Set(checked.map((key) => String(key)));
  const grants: Grants = { menuIds: [], groupIds: [] };
  const walk = (list: readonly GrantNode[]) => {
    for (const node of list) {
      const id = Number(node.key.slice(1));
      if (node.kind === 'group') {
        if (ticked.has(node.key)) grants.groupIds.push(id);
        continue;
      }
      const hasChildMenus = node.children.some((child) => child.kind === 'menu');
      if (!hasChildMenus && nodeState(node, ticked) !== 'none') grants.menuIds.push(id);
      walk(node.children);
    }
  };
  walk(nodes);
  grants.menuIds.sort((a, b) => a - b);
  grants.groupIds.sort((a, b) => a - b);
  return grants;
}

/** How a node shows for a set of ticked leaves: checked when all its leaves are, half when some are. */
export function nodeState(node: GrantNode, ticked: ReadonlySet<string>): 'checked' | 'half' | 'none' {
  const leaves = [...leafNodes([node]).keys()];
  const count = leaves.filter((key) => ticked.has(key)).length;
  if (count === 0) return 'none';
  return count === leaves.length ? 'checked' : 'half';
}

/** A group that deletes or reviews: a tick on its menu does not grant it, it takes a tick of its own. */
export const isDestructiveGroup = (code: string | undefined): boolean => !!code && /\.(delete|review)$/.test(code);

function findNode(nodes: readonly GrantNode[], key: string): GrantNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const below = findNode(node.children, key);
    if (below) return below;
  }
  return undefined;
}

/**
 * The keys to keep after a tick: a tick on a menu ticks the groups below it, but not the destructive ones that were
 * not ticked before (the Tree would tick every leaf of the menu, delete and review included, without a word).
 */
export function withoutImplicitDestructive(
  nodes: readonly GrantNode[],
  clickedKey: string,
  before: readonly string[],
  after: readonly unknown[],
): string[] {
  const keys = after.map((key) => String(key));
  const clicked = findNode(nodes, clickedKey);
  if (clicked?.kind !== 'menu' || !keys.includes(clickedKey)) return keys;
  const had = new Set(before);
  const implicit = new Set(
    [...leafNodes([clicked]).values()]
      .filter((leaf) => leaf.kind === 'group' && isDestructiveGroup(leaf.code) && !had.has(leaf.key))
      .map((leaf) => leaf.key),
  );
  return keys.filter((key) => !implicit.has(key));
}
