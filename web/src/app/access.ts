import { type NavNode, PERMISSION_GROUPS, type PermissionGroupName, type RoleMenuResponse } from '@adconsole/contract';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './rootLoader';

/** The role's abilities: page menus and permission groups, computed once from the session auth list. */
export interface Access {
  isAdmin: boolean;
  /** True when the role holds the permission group (spec: a role menu entry lists it in permission_group[]). */
  has: (group: string) => boolean;
  /** True when the role may open the menu (page) of that name. */
  hasMenu: (menu: string) => boolean;
  /** One boolean per known permission group, e.g. `can['material.upload']`. */
  can: Record<PermissionGroupName, boolean>;
}

function collectNames(nodes: readonly NavNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    into.add(node.name);
    collectNames(node.children, into);
  }
  return into;
}

/** Computes the access booleans from a getRoleMenu answer (null: signed out, nothing allowed). */
export function computeAccess(roleMenu: RoleMenuResponse | null): Access {
  const groups = new Set<string>();
  const menus = new Set<string>();
  if (roleMenu) {
    for (const entry of roleMenu.role.menu) {
      menus.add(entry.name);
      for (const group of entry.permission_group) groups.add(group.name);
    }
    collectNames(roleMenu.menus, menus);
  }
  const isAdmin = Boolean(roleMenu?.role.is_admin);
  const has = (group: string) => groups.has(group);
  const can = Object.fromEntries(Object.keys(PERMISSION_GROUPS).map((name) => [name, groups.has(name)])) as Record<
    PermissionGroupName,
    boolean
  >;
  return { isAdmin, has, hasMenu: (menu) => isAdmin || menus.has(menu), can };
}

/** The signed-in role's access booleans (from the root route's loaded auth list). */
export function useAccess(): Access {
  const roleMenu = (useRouteLoaderData('root') as RootData | undefined)?.roleMenu ?? null;
  return useMemo(() => computeAccess(roleMenu), [roleMenu]);
}
