import type { DB } from '../../db/database.js';
import * as repo from './campaigns/campaigns.repo.js';

// What the material library asks of advertising: which ads use a material (its detail, its delete and disable guard,
// the list's usage counts).

/** The ads that use the materials, one row per material and ad, within `accountIds` when given. */
export const boundAds = (db: DB, materialIds: number[], accountIds: number[] | null) =>
  repo.boundAds(db, materialIds, accountIds);

/** How many ads use each material, within the accounts when given. */
export const boundAdCounts = (...args: Parameters<typeof repo.boundAdCounts>) => repo.boundAdCounts(...args);
