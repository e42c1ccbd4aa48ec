import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import * as repo from './materials.repo.js';
import type { MaterialTable } from './materials.tables.js';

// What the demo seed writes into the library's tables, without the calls' checks and audit entries (the seed makes a
// database no one has used yet).

/** A demo material with its tags and accounts (the facets are rebuilt once, at the end: `rebuildDemoFacets`). */
export async function saveDemoMaterial(
  db: DB,
  made: { row: Insertable<MaterialTable>; tagIds: number[]; accountIds: number[] },
): Promise<number> {
  const id = await repo.insertMaterial(db, made.row);
  await repo.setTags(db, [id], made.tagIds);
  await repo.setAccounts(db, id, made.accountIds);
  return id;
}

/** A demo material's review verdict, as the review sync records it. */
export const saveDemoVerdict = (db: DB, id: number, verdict: Updateable<MaterialTable>): Promise<void> =>
  repo.updateMaterial(db, id, verdict);

/** The list's facets of the demo materials. */
export const rebuildDemoFacets = (db: DB, ids: number[] | 'all'): Promise<void> => repo.rebuildFacets(db, ids);
