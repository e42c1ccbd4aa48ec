import { Code, type RoleMenuResponse } from '@adconsole/contract';
import { assertAccountsInScope } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import * as repo from './access.repo.js';
import { rememberedAt } from './access-memory.js';
import { buildNavTree } from './role-menu.js';

/**
 * The caller's navigation menu and auth list (`role.menu[]` with `permission_group[]`).
 * The ids in the query must be the caller's own: one user cannot read another's menu.
 */
export async function getRoleMenu(
  db: DB,
  auth: AuthContext,
  query: { user_id: number; account_id?: number; role_id?: number },
): Promise<RoleMenuResponse> {
  if (query.user_id !== auth.userId || (query.role_id !== undefined && query.role_id !== auth.roleId)) {
    throw new AppError(Code.FORBIDDEN, 'no operation permission: user_id and role_id must be your own');
  }
  if (query.account_id !== undefined) assertAccountsInScope(auth, [query.account_id]);
  // rights tables all three: remembered under the access version the caller was read at
  const v = auth.accessVersion;
  const [role, menus, groups] = await Promise.all([
    rememberedAt(db, v, `role:${auth.roleId}`, () => repo.findRole(db, auth.roleId)),
    rememberedAt(db, v, 'menus', () => repo.allMenus(db)),
    rememberedAt(db, v, 'groups', () => repo.allGroups(db)),
  ]);
  if (!role) throw new AppError(Code.NOT_EXISTS, `role ${auth.roleId} does not exist`);
  const hasMenu = (name: string) => auth.isAdmin || auth.menus.has(name);
  const hasGroup = (name: string) => auth.isAdmin || auth.groups.has(name);
  return {
    user: { id: auth.userId, login_name: auth.loginName, account_ids: [...auth.accountIds] },
    role: {
      id: role.id,
      name: role.name,
      is_admin: role.is_admin === 1,
      menu: menus
        .filter((m) => hasMenu(m.name))
        .map((m) => ({
          name: m.name,
          permission_group: groups
            .filter((g) => g.menu_name === m.name && hasGroup(g.name))
            .map((g) => ({ name: g.name })),
        })),
    },
    menus: buildNavTree(menus, hasMenu),
  };
}
