import { MENUS, type MenuName, PERMISSION_GROUPS } from '@adconsole/contract';
import type { DB } from '../../db/database.js';
import * as repo from './access.repo.js';

/** One API route and the permission group it declares. */
export interface RoutePermission {
  method: string;
  path: string;
  group: string;
}

/**
 * Makes the menu, permission-group and permission tables match the contract and the routes,
 * on every start, so a deployment never runs with a route its roles cannot be granted.
 */
export async function syncAccessCatalog(db: DB, routes: RoutePermission[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    const names = Object.keys(MENUS) as MenuName[];
    for (const [sort, name] of names.entries()) {
      const def: { path: string; parent?: string; hidden?: boolean } = MENUS[name];
      const parentId = def.parent ? (ids.get(def.parent) ?? null) : null;
      ids.set(
        name,
        await repo.upsertMenu(trx, { name, path: def.path, parent_id: parentId, sort, hidden: def.hidden ? 1 : 0 }),
      );
    }
    const groupIds = new Map<string, number>();
    for (const [group, menu] of Object.entries(PERMISSION_GROUPS)) {
      groupIds.set(group, await repo.upsertGroup(trx, group, ids.get(menu)!));
    }
    for (const r of routes) {
      const groupId = groupIds.get(r.group);
      if (groupId) await repo.insertPermissionIfMissing(trx, groupId, r.method, r.path);
    }
  });
}
