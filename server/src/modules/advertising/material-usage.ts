import type { Expression } from 'kysely';
import type { DB } from '../../db/database.js';
import * as repo from './campaigns/campaigns.repo.js';

// What the material library asks of advertising: which ads use a material (its detail, its delete and disable guard,
// the list's usage counts, a subquery of its page).

/** The ads that use the materials, one row per material and ad, within `accountIds` when given. */
export const boundAds = (db: DB, materialIds: number[], accountIds: readonly number[] | null) =>
  repo.boundAds(db, materialIds, accountIds);

/**
 * How many ads use the material `materialId` names (a column of the asking query), within the accounts when given: a
 * subquery the material list puts on its page's rows instead of a read after it.
 */
export const boundAdCountOf = (db: DB, materialId: Expression<number>, accountIds: readonly number[] | null) =>
  repo.boundAdCountOf(db, materialId, accountIds);
