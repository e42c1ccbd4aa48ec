import {
  AuditAction,
  AuditEntity,
  Code,
  type LinkRoleMenuRequest,
  type RoleCreateRequest,
  type RoleEditRequest,
  type RoleListItem,
} from '@adconsole/contract';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { Actor } from '../../audit/index.js';
import { audit, auditedDelete, auditedUpdate, givenFields, givenFlag } from '../../audit/index.js';
import { leavesOnly } from '../menus/menu-tree.js';
import { asAdmin } from '../shared/access-admin-only.js';
import { insertRole } from '../shared/auth-admin.repo.js';
import { lockEnabledAdminIds } from '../users/users.repo.js';
import * as repo from './roles.repo.js';
import { demotionRefusal } from './roles.rules.js';

const audited = (r: { name: string; remark: string; is_admin: number | boolean }) => ({
  name: r.name,
  remark: r.remark,
  is_admin: Boolean(r.is_admin),
});
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Every role with its user count and grants (the leaf menus ticked and the groups). */
export async function list(db: DB): Promise<RoleListItem[]> {
  const [roles, counts, menus, groups] = await Promise.all([
    repo.listRoles(db),
    repo.userCounts(db),
    repo.allRoleMenus(db),
    repo.allRoleGroups(db),
  ]);
  return roles.map((r) => ({
    ...r,
    is_admin: r.is_admin === 1,
    user_count: counts.get(r.id) ?? 0,
    menu_ids: menus.filter((m) => m.role_id === r.id).map((m) => m.menu_id),
    group_ids: groups.filter((g) => g.role_id === r.id).map((g) => g.group_id),
  }));
}

async function mustFind(db: DB, id: number) {
  const role = await repo.findRole(db, id);
  if (!role) throw new AppError(Code.NOT_EXISTS, `role ${id} does not exist`, { ids: [id] });
  return role;
}

function nameTaken(error: unknown, name: string | undefined): never {
  if (name !== undefined && isUniqueViolation(error)) {
    throw new AppError(Code.NAME_TAKEN, `role name "${name}" is taken`, { names: [name] });
  }
  throw error;
}

/**
 * The grants as stored: the leaves among the menus ticked (a parent sent along is implied by its ticked children)
 * and the groups; an id that does not exist answers NOT_EXISTS naming it.
 */
async function checkedGrants(db: DB, menuIds: number[], groupIds: number[]) {
  const links = await repo.menuLinks(db);
  const known = new Set(links.map((l) => l.id));
  const groups = await repo.existingGroupIds(db, groupIds);
  const missingMenus = menuIds.filter((id) => !known.has(id));
  const missingGroups = groupIds.filter((id) => !groups.has(id));
  if (missingMenus.length || missingGroups.length) {
    throw new AppError(Code.NOT_EXISTS, 'some menus or permission groups do not exist', {
      menu_ids: missingMenus,
      group_ids: missingGroups,
    });
  }
  return { menuIds: leavesOnly(links, menuIds), groupIds: [...new Set(groupIds)] };
}

export async function create(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: RoleCreateRequest,
): Promise<{ id: number }> {
  return asAdmin(db, auth, async (trx) => {
    const grants = await checkedGrants(trx, input.menu_ids, input.group_ids);
    let id: number;
    try {
      id = await insertRole(trx, { name: input.name, remark: input.remark, is_admin: input.is_admin ? 1 : 0 });
    } catch (error) {
      nameTaken(error, input.name);
    }
    await repo.replaceGrants(trx, id, grants.menuIds, grants.groupIds);
    await audit.record(trx, actor, {
      action: AuditAction.CREATE,
      entity: AuditEntity.ROLE,
      id,
      name: input.name,
      after: { ...audited(input), menu_ids: sorted(grants.menuIds), group_ids: sorted(grants.groupIds) },
    });
    return { id };
  });
}

/**
 * Renames a role, changes its remark or administrator flag. Nobody takes the flag off their own role, and the last
 * administrator role that enabled users hold keeps it, so the console always has an administrator.
 */
export async function edit(db: DB, auth: AuthContext, actor: Actor, input: RoleEditRequest): Promise<{ id: number }> {
  return asAdmin(db, auth, async (trx) => {
    const role = await mustFind(trx, input.id);
    if (input.is_admin === false && role.is_admin === 1) {
      await repo.lockAdminRoles(trx);
      // the directory's lock too, so a user disabled at the same moment is seen (users.repo)
      await lockEnabledAdminIds(trx);
      const refusal = demotionRefusal({
        roleId: role.id,
        callerRoleId: auth.roleId,
        staffed: (await repo.countUsers(trx, role.id, true)) > 0,
        otherStaffedAdminRoles: await repo.otherStaffedAdminRoles(trx, role.id),
      });
      if (refusal === Code.OWN_USER) {
        throw new AppError(refusal, 'you cannot remove administration rights from your own role', { id: role.id });
      }
      if (refusal === Code.LAST_ADMIN) {
        throw new AppError(refusal, `role "${role.name}" is the last administrator role with enabled users`, {
          id: role.id,
        });
      }
    }
    await auditedUpdate(trx, actor, {
      entity: AuditEntity.ROLE,
      row: role,
      name: role.name,
      patch: givenFields({ name: input.name, remark: input.remark, is_admin: givenFlag(input.is_admin) }),
      write: (patch) => repo.updateRole(trx, role.id, patch).catch((error) => nameTaken(error, input.name)),
      view: audited,
    });
    return { id: role.id };
  });
}

/** Deletes a role no user holds; otherwise ROLE_HAS_USERS with the count. */
export async function remove(db: DB, auth: AuthContext, actor: Actor, id: number): Promise<null> {
  return asAdmin(db, auth, async (trx) => {
    const role = await mustFind(trx, id);
    const users = await repo.countUsers(trx, role.id);
    if (users > 0) {
      throw new AppError(Code.ROLE_HAS_USERS, `role "${role.name}" is held by ${users} user(s)`, {
        id: role.id,
        user_count: users,
      });
    }
    const grants = await repo.grantsOf(trx, role.id);
    await auditedDelete(trx, actor, AuditEntity.ROLE, repo.deleteRole, {
      id: role.id,
      name: role.name,
      before: { ...audited(role), ...grants },
    });
    return null;
  });
}

/** Replaces a role's grants: the leaf menus ticked and the groups; every session of its users sees them next call. */
export async function linkRoleMenu(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: LinkRoleMenuRequest,
): Promise<{ id: number }> {
  return asAdmin(db, auth, async (trx) => {
    const role = await mustFind(trx, input.role_id);
    const grants = await checkedGrants(trx, input.menu_ids, input.group_ids);
    const before = await repo.grantsOf(trx, role.id);
    await repo.replaceGrants(trx, role.id, grants.menuIds, grants.groupIds);
    await audit.record(trx, actor, {
      action: AuditAction.UPDATE,
      entity: AuditEntity.ROLE,
      id: role.id,
      name: role.name,
      before,
      after: { menu_ids: sorted(grants.menuIds), group_ids: sorted(grants.groupIds) },
    });
    return { id: role.id };
  });
}
