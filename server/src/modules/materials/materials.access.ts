import { AccountRelationType, Code, MaterialStatus } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import { type AuthContext, accountScope } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import type { DB } from '../../db/database.js';
import * as repo from './materials.repo.js';
import type { MaterialRow } from './materials.tables.js';

export interface Loaded {
  row: MaterialRow;
  accountIds: number[];
}

/** Whether a non-administrator's accounts cover every active account (then "all accounts" is within its power). */
export async function coversAllAccounts(db: DB, auth: AuthContext): Promise<boolean> {
  const scope = accountScope(auth);
  return scope === null || (await repo.countAccountsOutside(db, scope)) === 0;
}

/** Whether the caller may see a material: administrators all; others global ones and those linked to their accounts. */
export function canSee(auth: AuthContext, m: Loaded): boolean {
  const scope = accountScope(auth);
  if (!scope || m.row.account_relation_type === AccountRelationType.ALL) return true;
  return m.accountIds.some((a) => scope.includes(a));
}

/** The materials of `ids` that exist, with their linked accounts. */
export async function loadAll(db: DB, ids: number[]): Promise<Map<number, Loaded>> {
  const unique = [...new Set(ids)];
  const [rows, links] = await Promise.all([repo.findMaterials(db, unique), repo.accountsOf(db, unique)]);
  const byId = new Map(rows.map((row) => [row.id, { row, accountIds: [] as number[] }]));
  for (const l of links) byId.get(l.material_id)?.accountIds.push(l.id);
  return byId;
}

/**
 * Loads the materials by id, in the order asked. An id that does not exist, or that the caller may not see,
 * answers 10201 with those ids (an invisible material is not told apart from a missing one).
 */
export async function loadVisible(db: DB, auth: AuthContext, ids: number[]): Promise<Loaded[]> {
  const unique = [...new Set(ids)];
  const byId = await loadAll(db, unique);
  const missing = unique.filter((id) => {
    const m = byId.get(id);
    return !m || !canSee(auth, m);
  });
  if (missing.length) {
    throw new AppError(Code.NOT_EXISTS, `material ${missing.join(', ')} does not exist`, { ids: missing });
  }
  return unique.map((id) => byId.get(id)!);
}

/** Refuses deleted materials: a material with status -1 cannot be edited, deleted again or picked. */
export function assertNotDeleted(field: string, materials: Loaded[]): void {
  const deleted = materials.filter((m) => m.row.status === MaterialStatus.DELETED).map((m) => m.row.id);
  if (deleted.length) {
    throw fieldError(field, 'not_deleted', `material ${deleted.join(', ')} is deleted and cannot be changed`);
  }
}

/**
 * A non-administrator changes only what belongs to its accounts: a material linked to accounts that are all its
 * own, or an all-accounts material when its accounts are every account. Otherwise 403 naming the materials.
 */
export async function assertChangeable(db: DB, auth: AuthContext, materials: Loaded[]): Promise<void> {
  const scope = accountScope(auth);
  if (!scope) return;
  const all = materials.some((m) => m.row.account_relation_type === AccountRelationType.ALL)
    ? await coversAllAccounts(db, auth)
    : true;
  const refused = materials.filter((m) =>
    m.row.account_relation_type === AccountRelationType.ALL ? !all : m.accountIds.some((a) => !scope.includes(a)),
  );
  if (refused.length) {
    const ids = refused.map((m) => m.row.id);
    throw new AppError(
      Code.FORBIDDEN,
      `no operation permission: material ${ids.join(', ')} is shared with accounts not linked to you`,
      { ids },
    );
  }
}

/**
 * Checks the accounts a material is to be linked to: each must exist (else 10201) and be in the caller's scope
 * (else 403 naming it); "all accounts" needs a scope that covers every account. Answers the accounts found.
 */
export async function checkLinkTarget(db: DB, auth: AuthContext, relationType: number, accountIds: number[]) {
  if (relationType === AccountRelationType.ALL) {
    if (accountIds.length) throw fieldError('account_ids', 'empty', 'account_ids must be empty with relation type 1');
    if (!(await coversAllAccounts(db, auth))) {
      throw new AppError(Code.FORBIDDEN, 'no operation permission: only a user of every account may link to all');
    }
    return [];
  }
  if (!accountIds.length) {
    throw fieldError('account_ids', 'min_one', 'at least one account must be linked when accounts are specified');
  }
  const unique = [...new Set(accountIds)];
  const found = await repo.findAccounts(db, unique);
  const missing = unique.filter((id) => !found.some((a) => a.id === id));
  if (missing.length) {
    throw new AppError(Code.NOT_EXISTS, `account ${missing.join(', ')} does not exist`, { ids: missing });
  }
  const scope = accountScope(auth);
  const outside = scope ? unique.filter((id) => !scope.includes(id)) : [];
  if (outside.length) {
    throw new AppError(Code.FORBIDDEN, `no operation permission: account ${outside.join(', ')} is not linked to you`, {
      ids: outside,
    });
  }
  return found;
}

/** Refuses tag ids that are not creative tags (level 3), with 10201 and the ids. */
export async function checkTags(db: DB, tagIds: number[]): Promise<void> {
  const found = await repo.existingTagIds(db, tagIds);
  const missing = [...new Set(tagIds)].filter((id) => !found.has(id));
  if (missing.length) throw new AppError(Code.NOT_EXISTS, `tag ${missing.join(', ')} does not exist`, { ids: missing });
}
