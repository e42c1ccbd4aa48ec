import { AccessSource, Code, type UserAccess } from '@adconsole/contract';
import { seesAccount } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import { buildNavTree } from '../../auth/index.js';
import { ancestorsOf } from '../menus/menu-tree.js';
import { allMenus } from '../menus/menus.repo.js';
import * as repo from './access-view.repo.js';
import { findUserWithRole } from './users.repo.js';

/**
 * A non-administrator reads only themselves and the users linked to one of their own accounts, never an
 * administrator (the directory's scope).
 */
async function assertInScope(db: DB, auth: AuthContext, userId: number, targetIsAdmin: boolean): Promise<void> {
  if (auth.isAdmin || userId === auth.userId) return;
  const linked = await repo.accounts(db, userId);
  if (targetIsAdmin || !linked.some((a) => seesAccount(auth, a.id))) {
    throw new AppError(Code.FORBIDDEN, `no operation permission: user ${userId} is outside your accounts`);
  }
}

/**
 * What a user may open and do, and why: each menu granted (ticked), implied (an ancestor of ticked menus, named) or
 * given by an administrator role; each group, flagged when its menu is missing (its calls then answer 402); the
 * accounts scoping their data; and the navigation they would load (the same tree getRoleMenu builds).
 */
export async function userAccess(db: DB, auth: AuthContext, userId: number): Promise<UserAccess> {
  const user = await findUserWithRole(db, userId);
  if (!user) throw new AppError(Code.NOT_EXISTS, `user ${userId} does not exist`, { ids: [userId] });
  const isAdmin = user.is_admin === 1;
  await assertInScope(db, auth, user.id, isAdmin);
  const [menus, groups, grants, accounts] = await Promise.all([
    allMenus(db),
    repo.groupsWithMenu(db),
    repo.roleGrants(db, user.role_id),
    repo.accounts(db, isAdmin ? null : user.id),
  ]);
  const byId = new Map(menus.map((m) => [m.id, m]));
  const granted = new Set(grants.menuIds);
  const impliedBy = new Map<number, string[]>();
  for (const [leaf, chain] of ancestorsOf(menus, granted)) {
    for (const ancestor of chain) {
      if (granted.has(ancestor)) continue;
      impliedBy.set(ancestor, [...(impliedBy.get(ancestor) ?? []), byId.get(leaf)?.name ?? String(leaf)]);
    }
  }
  const held = (id: number) => isAdmin || granted.has(id) || impliedBy.has(id);
  const heldGroups = new Set(grants.groupIds);
  return {
    user: { id: user.id, shareid: user.login_name, enabled: user.status === 1 },
    role: { id: user.role_id, name: user.role_name, is_admin: isAdmin },
    menus: menus
      .filter((m) => held(m.id))
      .map((m) => ({
        id: m.id,
        name: m.name,
        title_zh: m.title_zh,
        title_en: m.title_en,
        source: isAdmin ? AccessSource.ADMIN : granted.has(m.id) ? AccessSource.GRANTED : AccessSource.IMPLIED,
        implied_by: isAdmin || granted.has(m.id) ? [] : (impliedBy.get(m.id) ?? []),
      })),
    groups: groups
      .filter((g) => isAdmin || heldGroups.has(g.id))
      .map((g) => ({
        id: g.id,
        name: g.name,
        menu_name: g.menu_name,
        source: isAdmin ? AccessSource.ADMIN : AccessSource.GRANTED,
        menu_missing: !held(g.menu_id),
      })),
    all_accounts: isAdmin,
    accounts: accounts.map((a) => ({ ...a, is_review_material: a.is_review_material === 1 })),
    navigation: buildNavTree(menus, (name) => {
      const row = menus.find((m) => m.name === name);
      return row !== undefined && held(row.id);
    }),
  };
}
