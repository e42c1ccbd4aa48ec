import {
  AuditAction,
  AuditEntity,
  type AuditEntityKind,
  Code,
  callEntries,
  calls,
  type GroupHolders,
  type ParsedBody,
  type ParsedQuery,
  PERMISSION_GROUPS,
  type PermissionGroupItem,
  type PermissionItem,
} from '@adconsole/contract';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import { fieldError } from '../../../core/field-error.js';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { Actor } from '../../audit/index.js';
import { audit, auditedDelete, auditedUpdate, givenFields } from '../../audit/index.js';
import { asAdmin } from '../shared/access-admin-only.js';
import * as repo from './permissions.repo.js';

const { authAccess } = calls;

/**
 * What a permission group and a permission share as administered rows: found or NOT_EXISTS, a builtin one locked
 * against some changes, and each create, edit and delete audited under the row's name with its audit view.
 */
interface Administered<Row extends { id: number; builtin: number }, Fields extends object> {
  noun: string;
  entity: AuditEntityKind;
  find: (db: DB, id: number) => Promise<Row | undefined>;
  name: (row: Fields) => string;
  view: (row: Fields) => Record<string, unknown>;
  delete: (db: DB, id: number) => Promise<unknown>;
}

function administered<Row extends Fields & { id: number; builtin: number }, Fields extends object>(
  kind: Administered<Row, Fields>,
) {
  const locked = (row: Row, what: string) =>
    new AppError(
      Code.BUILTIN_LOCKED,
      `${kind.noun} "${kind.name(row)}" is declared by the console: it cannot be ${what}`,
      {
        id: row.id,
        name: kind.name(row),
      },
    );
  return {
    locked,
    async mustFind(db: DB, id: number): Promise<Row> {
      const row = await kind.find(db, id);
      if (!row) throw new AppError(Code.NOT_EXISTS, `${kind.noun} ${id} does not exist`, { ids: [id] });
      return row;
    },
    /** Records the row once its insert (a taken name or call already refused) has answered its id. */
    async created(trx: DB, actor: Actor, fields: Fields, insert: Promise<number>): Promise<{ id: number }> {
      const id = await insert;
      const entry = { action: AuditAction.CREATE, entity: kind.entity, id, name: kind.name(fields) };
      await audit.record(trx, actor, { ...entry, after: kind.view(fields) });
      return { id };
    },
    async edited<Patch extends Partial<Fields>>(
      trx: DB,
      actor: Actor,
      row: Row,
      patch: Patch,
      write: (patch: Patch) => Promise<unknown>,
    ): Promise<{ id: number }> {
      await auditedUpdate(trx, actor, {
        entity: kind.entity,
        row,
        name: kind.name(row),
        patch,
        write,
        view: kind.view,
      });
      return { id: row.id };
    },
    async removed(trx: DB, actor: Actor, row: Row): Promise<null> {
      const before = kind.view(row);
      await auditedDelete(trx, actor, kind.entity, kind.delete, { id: row.id, name: kind.name(row), before });
      return null;
    },
  };
}

const groups = administered({
  noun: 'permission group',
  entity: AuditEntity.PERMISSION_GROUP,
  find: repo.findGroup,
  name: (g) => g.name,
  view: (g: { name: string; menu_id: number; remark: string }) => ({
    name: g.name,
    menu_id: g.menu_id,
    remark: g.remark,
  }),
  delete: repo.deleteGroup,
});

const permissionRows = administered({
  noun: 'permission',
  entity: AuditEntity.PERMISSION,
  find: repo.findPermission,
  name: (p) => `${p.method} ${p.path}`,
  view: (p: { group_id: number; method: string; path: string; remark: string }) => ({
    group_id: p.group_id,
    method: p.method,
    path: p.path,
    remark: p.remark,
  }),
  delete: repo.deletePermission,
});

// ---- permission groups

export async function groupPage(
  db: DB,
  search: ParsedBody<typeof authAccess.groupPage>,
): Promise<{ total: number; list: PermissionGroupItem[] }> {
  const { total, list } = await repo.pageGroups(db, search, search);
  return {
    total,
    list: list.map((g) => ({
      ...g,
      builtin: g.builtin === 1,
      permission_count: Number(g.permission_count ?? 0),
      role_count: Number(g.role_count ?? 0),
    })),
  };
}

async function checkMenu(db: DB, menuId: number): Promise<void> {
  if (!(await repo.menuExists(db, menuId))) throw fieldError('menu_id', 'exists', `menu ${menuId} does not exist`);
}

function groupNameTaken(error: unknown, name: string | undefined): never {
  if (name !== undefined && isUniqueViolation(error)) {
    throw new AppError(Code.NAME_TAKEN, `permission group name "${name}" is taken`, { names: [name] });
  }
  throw error;
}

export async function createGroup(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: ParsedBody<typeof authAccess.createGroup>,
): Promise<{ id: number }> {
  return asAdmin(db, auth, async (trx) => {
    await checkMenu(trx, input.menu_id);
    const insert = repo.insertGroup(trx, input).catch((error) => groupNameTaken(error, input.name));
    return groups.created(trx, actor, input, insert);
  });
}

/** Renames (not a builtin group: the code checks calls by its name), moves under another menu, or re-remarks. */
export async function editGroup(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: ParsedBody<typeof authAccess.editGroup>,
): Promise<{ id: number }> {
  return asAdmin(db, auth, async (trx) => {
    const group = await groups.mustFind(trx, input.id);
    if (input.name !== undefined && input.name !== group.name && group.builtin === 1) {
      throw groups.locked(group, 'renamed');
    }
    if (input.menu_id !== undefined) await checkMenu(trx, input.menu_id);
    const patch = givenFields({ name: input.name, menu_id: input.menu_id, remark: input.remark });
    return groups.edited(trx, actor, group, patch, (given) =>
      repo.updateGroup(trx, group.id, given).catch((error) => groupNameTaken(error, input.name)),
    );
  });
}

/** Deletes an administrator's group that no role is granted and that holds no permission. */
export async function removeGroup(db: DB, auth: AuthContext, actor: Actor, id: number): Promise<null> {
  return asAdmin(db, auth, async (trx) => {
    const group = await groups.mustFind(trx, id);
    if (group.builtin === 1 || group.name in PERMISSION_GROUPS) throw groups.locked(group, 'deleted');
    const held = await repo.groupHolders(trx, id);
    if (held.roles.length || held.permissions.length) {
      const data: GroupHolders = { id, ...held };
      const parts = [
        held.roles.length ? `roles ${held.roles.join(', ')}` : '',
        held.permissions.length ? `permissions ${held.permissions.join(', ')}` : '',
      ].filter(Boolean);
      throw new AppError(Code.GROUP_IN_USE, `permission group "${group.name}" is held by ${parts.join('; ')}`, data);
    }
    return groups.removed(trx, actor, group);
  });
}

/** Hangs the listed groups under a menu; an id that does not exist answers NOT_EXISTS naming it. */
export async function linkMenuGroups(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: ParsedBody<typeof authAccess.menuPermission>,
): Promise<{ ids: number[] }> {
  return asAdmin(db, auth, async (trx) => {
    await checkMenu(trx, input.menu_id);
    const moved = await repo.moveGroups(trx, input.menu_id, input.group_ids);
    const missing = input.group_ids.filter((g) => !moved.some((m) => m.id === g));
    if (missing.length) {
      throw new AppError(Code.NOT_EXISTS, `permission groups ${missing.join(', ')} do not exist`, { ids: missing });
    }
    for (const group of moved) {
      await audit.record(trx, actor, {
        action: AuditAction.UPDATE,
        entity: AuditEntity.PERMISSION_GROUP,
        id: group.id,
        name: group.name,
        before: { menu_id: group.menu_id },
        after: { menu_id: input.menu_id },
      });
    }
    return { ids: moved.map((g) => g.id) };
  });
}

// ---- permissions

export async function permissions(
  db: DB,
  query: ParsedQuery<typeof authAccess.permissions>,
): Promise<PermissionItem[]> {
  return (await repo.listPermissions(db, query)).map((p) => ({ ...p, builtin: p.builtin === 1 }));
}

async function checkGroup(db: DB, groupId: number): Promise<void> {
  if (!(await repo.findGroup(db, groupId))) {
    throw fieldError('group_id', 'exists', `permission group ${groupId} does not exist`);
  }
}

/** A call the console serves to every session (or to nobody signed in) keeps that access: no group can hold it. */
function checkNotOpenCall(method: string, path: string): void {
  const open = callEntries().find(
    ({ call }) => call.method === method && call.path === path && !(call.access in PERMISSION_GROUPS),
  );
  if (open) {
    throw fieldError(
      'path',
      'open_call',
      `${method} ${path} is open to ${open.call.access} callers; its access is set by the code`,
    );
  }
}

function callTaken(error: unknown, call: { method?: string; path?: string }): never {
  if (isUniqueViolation(error)) {
    const name = `${call.method} ${call.path}`;
    throw new AppError(Code.NAME_TAKEN, `permission ${name} already exists`, { names: [name] });
  }
  throw error;
}

export async function createPermission(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: ParsedBody<typeof authAccess.createPermission>,
): Promise<{ id: number }> {
  return asAdmin(db, auth, async (trx) => {
    checkNotOpenCall(input.method, input.path);
    await checkGroup(trx, input.group_id);
    const insert = repo.insertPermission(trx, input).catch((error) => callTaken(error, input));
    return permissionRows.created(trx, actor, input, insert);
  });
}

/** Moves a permission to another group (any), or changes an administrator's permission's call. */
export async function editPermission(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: ParsedBody<typeof authAccess.editPermission>,
): Promise<{ id: number }> {
  return asAdmin(db, auth, async (trx) => {
    const found = await permissionRows.mustFind(trx, input.id);
    const method = input.method ?? found.method;
    const path = input.path ?? found.path;
    if (found.builtin === 1 && (method !== found.method || path !== found.path)) {
      throw permissionRows.locked(found, 're-pathed');
    }
    if (input.group_id !== undefined) await checkGroup(trx, input.group_id);
    checkNotOpenCall(method, path);
    const patch = givenFields({ method, path, group_id: input.group_id, remark: input.remark });
    return permissionRows.edited(trx, actor, found, patch, (given) =>
      repo.updatePermission(trx, found.id, given).catch((error) => callTaken(error, { method, path })),
    );
  });
}

export async function removePermission(db: DB, auth: AuthContext, actor: Actor, id: number): Promise<null> {
  return asAdmin(db, auth, async (trx) => {
    const found = await permissionRows.mustFind(trx, id);
    if (found.builtin === 1) throw permissionRows.locked(found, 'deleted');
    return permissionRows.removed(trx, actor, found);
  });
}
