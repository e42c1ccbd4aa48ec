import { Code, MaterialStatus } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import type { DB } from '../../db/database.js';
import { assertScopeChangeable, canSeeLinked, type Linked } from '../accounts/index.js';
import * as repo from './materials.repo.js';
import type { MaterialRow } from './materials.tables.js';

export interface Loaded {
  row: MaterialRow;
  accountIds: number[];
}

/** A material as the shared account scope sees it. */
const linked = (m: Loaded): Linked => ({
  id: m.row.id,
  relationType: m.row.account_relation_type,
  accountIds: m.accountIds,
});

/** Whether the caller may see a material: administrators all; others global ones and those linked to their accounts. */
export function canSee(auth: AuthContext, m: Loaded): boolean {
  return canSeeLinked(auth, linked(m));
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

/** A non-administrator changes only materials of its own accounts (see assertScopeChangeable), else 403. */
export function assertChangeable(db: DB, auth: AuthContext, materials: Loaded[]): Promise<void> {
  return assertScopeChangeable(db, auth, materials.map(linked), 'material');
}

/** Refuses tag ids that are not creative tags (level 3), with 10201 and the ids. */
export async function checkTags(db: DB, tagIds: number[]): Promise<void> {
  const found = await repo.existingTagIds(db, tagIds);
  const missing = [...new Set(tagIds)].filter((id) => !found.has(id));
  if (missing.length) throw new AppError(Code.NOT_EXISTS, `tag ${missing.join(', ')} does not exist`, { ids: missing });
}
