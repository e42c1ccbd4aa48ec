import {
  AuditAction,
  AuditEntity,
  Code,
  type MenuCreateRequest,
  type MenuEditRequest,
  type MenuHolders,
  type MenuItem,
} from '@adconsole/contract';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import { fieldError } from '../../../core/field-error.js';
import type { DB } from '../../../db/database.js';
import type { Actor } from '../../audit/index.js';
import { audit, auditedDelete, givenFields, givenFlag } from '../../audit/index.js';
import { appendMenu } from '../../auth/index.js';
import { asAdmin } from '../shared/access-admin-only.js';
import { childrenByParent, placeAt, wouldCycle } from './menu-tree.js';
import * as repo from './menus.repo.js';

type MenuRow = NonNullable<Awaited<ReturnType<typeof repo.findMenu>>>;
const audited = (m: MenuRow) => ({
  name: m.name,
  parent_id: m.parent_id,
  sort: m.sort,
  title_zh: m.title_zh,
  title_en: m.title_en,
  hidden: m.hidden === 1,
  external_url: m.external_url,
});

/** The whole menu tree as flat rows, each with the permission groups under it. */
export async function list(db: DB): Promise<MenuItem[]> {
  const [menus, groups] = await Promise.all([repo.allMenus(db), repo.allGroups(db)]);
  return menus.map((m) => ({
    ...m,
    hidden: m.hidden === 1,
    builtin: m.builtin === 1,
    groups: groups
      .filter((g) => g.menu_id === m.id)
      .map((g) => ({ id: g.id, name: g.name, remark: g.remark, builtin: g.builtin === 1 })),
  }));
}

async function mustFind(db: DB, id: number) {
  const menu = await repo.findMenu(db, id);
  if (!menu) throw new AppError(Code.NOT_EXISTS, `menu ${id} does not exist`, { ids: [id] });
  return menu;
}

/**
 * Checks a parent for a menu: it exists, is not an external link, and is not a page that roles were granted as a
 * leaf (hanging menus under it would turn their grant into a parent's, which is not stored).
 */
async function checkParent(db: DB, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const parent = await repo.findMenu(db, parentId);
  if (!parent) throw fieldError('parent_id', 'exists', `menu ${parentId} does not exist`);
  if (parent.external_url) throw fieldError('parent_id', 'not_link', `menu "${parent.name}" is a link`);
  const links = await repo.allMenus(db);
  if (!childrenByParent(links).has(parent.id)) {
    const roles = await repo.rolesGranted(db, parent.id);
    if (roles.length) {
      throw fieldError(
        'parent_id',
        'granted_leaf',
        `menu "${parent.name}" is granted as a page to roles ${roles.join(', ')}; it cannot hold menus`,
      );
    }
  }
}

/** Adds a grouping menu (no url) or an external link, last among its siblings; named `custom_<id>` unless named. */
export async function create(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: MenuCreateRequest,
): Promise<{ id: number }> {
  return asAdmin(db, auth, async (trx) => {
    const parentId = input.parent_id ?? null;
    await checkParent(trx, parentId);
    if (input.name !== undefined && (await repo.nameExists(trx, input.name))) {
      throw new AppError(Code.NAME_TAKEN, `menu name "${input.name}" is taken`, { names: [input.name] });
    }
    // a unique stand-in until the id is known
    const placeholder = `custom_new_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
    const id = await appendMenu(trx, {
      name: input.name ?? placeholder,
      path: '',
      parent_id: parentId,
      hidden: input.hidden ? 1 : 0,
      title_zh: input.title_zh,
      title_en: input.title_en,
      builtin: 0,
      external_url: input.external_url ?? null,
    });
    if (input.name === undefined) await repo.updateMenu(trx, id, { name: `custom_${id}` });
    const created = (await repo.findMenu(trx, id))!;
    await audit.record(trx, actor, {
      action: AuditAction.CREATE,
      entity: AuditEntity.MENU,
      id,
      name: created.name,
      after: audited(created),
    });
    return { id };
  });
}

/**
 * Retitles, hides, moves (parent and position among siblings) or re-links a menu. A builtin menu keeps its route:
 * it takes no external url.
 */
export async function edit(db: DB, auth: AuthContext, actor: Actor, input: MenuEditRequest): Promise<{ id: number }> {
  return asAdmin(db, auth, async (trx) => {
    const before = await mustFind(trx, input.id);
    await applyEdit(trx, before, input);
    await audit.record(trx, actor, {
      action: AuditAction.UPDATE,
      entity: AuditEntity.MENU,
      id: before.id,
      name: before.name,
      before: audited(before),
      after: audited((await repo.findMenu(trx, before.id))!),
    });
    return { id: before.id };
  });
}

// the edit's changes: fields, then the parent (checked) and the position among the new siblings, renumbered
async function applyEdit(trx: DB, menu: MenuRow, input: MenuEditRequest): Promise<void> {
  if (input.external_url && menu.builtin === 1) {
    throw fieldError('external_url', 'builtin', `menu "${menu.name}" is served by the console and keeps its route`);
  }
  const patch = givenFields({
    title_zh: input.title_zh,
    title_en: input.title_en,
    hidden: givenFlag(input.hidden),
    external_url: menu.builtin === 1 ? undefined : input.external_url,
  });
  await repo.updateMenu(trx, menu.id, patch);
  const moving = input.parent_id !== undefined && input.parent_id !== menu.parent_id;
  if (!moving && input.sort === undefined) return;

  const parentId = input.parent_id === undefined ? menu.parent_id : input.parent_id;
  const rows = await repo.allMenus(trx);
  if (moving) {
    if (wouldCycle(rows, menu.id, parentId)) {
      throw fieldError('parent_id', 'cycle', `menu "${menu.name}" cannot go under itself or one of its children`);
    }
    await checkParent(trx, parentId);
    await repo.updateMenu(trx, menu.id, { parent_id: parentId });
  }
  const siblings = rows.filter((r) => r.parent_id === parentId && r.id !== menu.id).map((r) => r.id);
  const current = rows.filter((r) => r.parent_id === parentId).findIndex((r) => r.id === menu.id);
  const position = input.sort ?? (moving ? siblings.length : current);
  await repo.writeOrder(trx, placeAt(siblings, menu.id, position));
}

/** Deletes an administrator's menu that nothing holds: no children, no groups under it, no role granted it. */
export async function remove(db: DB, auth: AuthContext, actor: Actor, id: number): Promise<null> {
  return asAdmin(db, auth, async (trx) => {
    const menu = await mustFind(trx, id);
    if (menu.builtin === 1) {
      throw new AppError(Code.BUILTIN_LOCKED, `menu "${menu.name}" is served by the console and cannot be deleted`, {
        id: menu.id,
        name: menu.name,
      });
    }
    const held = await repo.holders(trx, menu.id);
    if (held.children.length || held.groups.length || held.roles.length) {
      const data: MenuHolders = { id: menu.id, ...held };
      const parts = [
        held.children.length ? `child menus ${held.children.join(', ')}` : '',
        held.groups.length ? `permission groups ${held.groups.join(', ')}` : '',
        held.roles.length ? `roles ${held.roles.join(', ')}` : '',
      ].filter(Boolean);
      throw new AppError(Code.MENU_IN_USE, `menu "${menu.name}" is held by ${parts.join('; ')}`, data);
    }
    await auditedDelete(trx, actor, AuditEntity.MENU, repo.deleteMenu, {
      id: menu.id,
      name: menu.name,
      before: audited(menu),
    });
    return null;
  });
}
