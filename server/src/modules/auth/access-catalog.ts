import { callEntries, MENUS, type MenuName, PERMISSION_GROUPS } from '@adconsole/contract';
import type { DB } from '../../db/database.js';
import * as repo from './access.repo.js';

/** One API call and the permission group it declares. */
export interface CallPermission {
  method: string;
  path: string;
  group: string;
}

/** The calls of the contract that belong to a permission group (the rest are public, optional or any session). */
export function callPermissions(): CallPermission[] {
  return callEntries()
    .map(({ call }) => ({ method: call.method, path: call.path, group: call.access as string }))
    .filter(({ group }) => group in PERMISSION_GROUPS);
}

/**
 * Makes the menu, permission-group and permission tables match the contract's menus, groups and calls on every
 * start, so a deployment never runs with a call its roles cannot be granted.
 */
export async function syncAccessCatalog(db: DB): Promise<void> {
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
    for (const r of callPermissions()) {
      const groupId = groupIds.get(r.group);
      if (groupId) await repo.insertPermissionIfMissing(trx, groupId, r.method, r.path);
    }
  });
}
