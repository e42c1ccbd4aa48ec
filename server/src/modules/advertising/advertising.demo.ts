import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import { setAudiences } from './ad-groups/adgroups.repo.js';
import * as repo from './campaigns/campaigns.repo.js';
import type { AdGroupTable, AdTable, CampaignTable, CreativeTable } from './shared/advertising.tables.js';

// What the demo seed writes into the campaign tree's tables, without the calls' checks and audit entries (the seed
// makes a database no one has used yet).

/** A demo campaign; answers its id. */
export const saveDemoCampaign = (db: DB, row: Insertable<CampaignTable>): Promise<number> =>
  repo.insertCampaign(db, row);

/** A demo ad group; answers its id. */
export const saveDemoAdGroup = (db: DB, row: Insertable<AdGroupTable>): Promise<number> => repo.insertAdGroup(db, row);

/** A demo ad; answers its id. */
export const saveDemoAd = (db: DB, row: Insertable<AdTable>): Promise<number> => repo.insertAd(db, row);

/** A demo ad's creative showing one material, as the ad editor writes it. */
export async function saveDemoCreative(db: DB, row: Insertable<CreativeTable>, materialId: number): Promise<void> {
  await repo.linkCreativeMaterials(db, await repo.insertCreative(db, row), [materialId]);
}

/** Settings of a demo campaign that make its delivery status show (budgets, end, reservation). */
export const changeDemoCampaign = (db: DB, id: number, patch: Updateable<CampaignTable>): Promise<void> =>
  repo.updateCampaignRow(db, id, patch);

/** Settings of a demo ad group (its daily limit). */
export const changeDemoAdGroup = (db: DB, id: number, patch: Updateable<AdGroupTable>): Promise<void> =>
  repo.updateAdGroup(db, id, patch);

/** Every ad group with its campaign and account, oldest first: what the demo's later steps pick from. */
export const demoAdGroups = (db: DB) => repo.allAdGroups(db);

/** The audience packages demo ad groups include and exclude, in one transaction. */
export async function bindDemoAudiences(
  db: DB,
  bindings: { groupId: number; include: number[]; exclude: number[] }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const b of bindings) await setAudiences(trx, b.groupId, b.include, b.exclude);
  });
}
