import { callEntries, MENU_TITLES, MENUS, type MenuName, PERMISSION_GROUPS } from '@adconsole/contract';
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
 * Brings the code's menus, groups and calls into the tables on every start, so a deployment never runs with a call
 * its roles cannot be granted. Only what is missing is inserted (with the contract's titles, parent, order and hidden
 * flag); what an administrator changed on existing rows (titles, order, hidden, parent, a group's menu, a call's
 * group) stays, except a menu's path, which the code owns.
 */
export async function syncAccessCatalog(db: DB): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await repo.menusByName(trx);
    const ids = new Map<string, number>();
    for (const name of Object.keys(MENUS) as MenuName[]) {
      const def: { path: string; parent?: string; hidden?: boolean } = MENUS[name];
      const code = { path: def.path, title_zh: MENU_TITLES[name].zh, title_en: MENU_TITLES[name].en };
      const row = rows.get(name);
      if (row) {
        await repo.refreshBuiltinMenu(trx, row, code);
        ids.set(name, row.id);
        continue;
      }
      const parentId = def.parent ? (ids.get(def.parent) ?? null) : null;
      ids.set(
        name,
        await appendMenu(trx, { ...code, name, parent_id: parentId, hidden: def.hidden ? 1 : 0, builtin: 1 }),
      );
    }
    const groupIds = new Map<string, number>();
    for (const [group, menu] of Object.entries(PERMISSION_GROUPS)) {
      groupIds.set(group, await repo.ensureBuiltinGroup(trx, group, ids.get(menu)!));
    }
    for (const call of callPermissions()) {
      const groupId = groupIds.get(call.group);
      if (groupId) await repo.ensureBuiltinPermission(trx, call, groupId);
    }
  });
}

/** Adds a menu after its siblings (the start-up sync's built-in menus, and the menus an administrator adds). */
export async function appendMenu(
  db: DB,
  row: Omit<Parameters<typeof repo.insertMenu>[1], 'sort'> & { parent_id: number | null },
): Promise<number> {
  return repo.insertMenu(db, { ...row, sort: await repo.nextMenuSort(db, row.parent_id) });
}
