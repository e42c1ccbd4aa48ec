import type { NavNode } from '@adconsole/contract';
import type { ItemType } from 'antd/es/menu/interface';
import { Link } from 'react-router';

type Translate = (key: string, options?: { defaultValue?: string }) => string;

// The menu row's title in the interface language (an administrator may have retitled it, or added the menu), else
// the locale's `menu.<name>`.
const title = (node: NavNode, t: Translate, language: string) =>
  (language.toLowerCase().startsWith('zh') ? node.title_zh : language ? node.title_en : undefined) ||
  t(`menu.${node.name}`, { defaultValue: node.name });

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/**
 * Turns the server's navigation tree into antd menu items: hidden nodes are skipped, a node with visible children is a
 * submenu, an external url stays a plain link opening a new tab, and internal paths are routed.
 */
export function buildMenuItems(nodes: readonly NavNode[], t: Translate, parentPath = '', language = ''): ItemType[] {
  const items: ItemType[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const path = joinPath(parentPath, node.path);
    const children = buildMenuItems(node.children, t, path, language);
    if (children.length > 0) {
      items.push({ key: `sub:${node.id}`, label: title(node, t, language), children });
    } else if (node.external_url) {
      items.push({
        key: `ext:${node.id}`,
        label: (
          <a href={node.external_url} target="_blank" rel="noopener noreferrer">
            {title(node, t, language)}
          </a>
        ),
      });
    } else {
      items.push({ key: path, label: <Link to={path}>{title(node, t, language)}</Link> });
    }
  }
  return items;
}

/** The submenu keys that lead to `pathname`, so the open branch is highlighted. */
export function selectedKeysFor(nodes: readonly NavNode[], pathname: string, parentPath = ''): string[] {
  for (const node of nodes) {
    const path = joinPath(parentPath, node.path);
    if (!node.hidden && node.children.length === 0 && path === pathname) return [path];
    const below = selectedKeysFor(node.children, pathname, path);
    if (below.length > 0) return [`sub:${node.id}`, ...below];
    // A hidden page (e.g. /audience/create) lights up its parent's branch.
    if (node.hidden && path === pathname) return [path];
  }
  return [];
}
