import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import type { AdGroupTable, CreativeTable } from './advertising.tables.js';

// The campaign tree's cascades: what a level's delete or copy does to the levels below it (ad groups, their
// audience bindings, ads, creatives and their materials), written once for the level above and the level itself.

const DELETED = -1;

/** The ad groups (not deleted) of a campaign, oldest first: the rows as stored, for a copy. */
export function liveGroupsOf(db: DB, campaignId: number): Promise<Selectable<AdGroupTable>[]> {
  return db
    .selectFrom('ad_group')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .where('status', '<>', DELETED)
    .orderBy('id')
    .execute();
}

/** Deletes (soft) the ad groups and their ads, and releases their audience packages. */
export async function deleteGroups(db: DB, ids: number[], now: number, userId: number) {
  if (!ids.length) return;
  await db
    .updateTable('ad_group')
    .set({ status: DELETED, modify_time: now, modify_user_id: userId })
    .where('id', 'in', idList(ids))
    .execute();
  await db.updateTable('ad').set({ status: DELETED }).where('ad_group_id', 'in', idList(ids)).execute();
  await db.deleteFrom('ad_group_user_cluster').where('ad_group_id', 'in', idList(ids)).execute();
}

/** Ids of the campaigns' ad groups that are not deleted. */
export async function liveGroupIds(db: DB, campaignIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('ad_group')
    .select('id')
    .where('campaign_id', 'in', idList(campaignIds))
    .where('status', '<>', DELETED)
    .execute();
  return rows.map((r) => r.id);
}

/** Copies the ads (not deleted) of one ad group into another, with their creatives (every kind) and their materials. */
export async function copyAds(db: DB, fromGroupId: number, toGroupId: number, now: number) {
  const ads = await db
    .selectFrom('ad')
    .selectAll()
    .where('ad_group_id', '=', fromGroupId)
    .where('status', '<>', DELETED)
    .orderBy('id')
    .execute();
  for (const ad of ads) {
    const { id: _, ...rest } = ad;
    const adId = (
      await db
        .insertInto('ad')
        .values({ ...rest, ad_group_id: toGroupId, create_time: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await copyCreatives(db, ad.id, adId, now);
  }
}

/** Copies an ad group's audience bindings to another. */
export async function copyAudiences(db: DB, fromGroupId: number, toGroupId: number) {
  const rows = await db
    .selectFrom('ad_group_user_cluster')
    .selectAll()
    .where('ad_group_id', '=', fromGroupId)
    .execute();
  if (rows.length) {
    await db
      .insertInto('ad_group_user_cluster')
      .values(rows.map((r) => ({ ...r, ad_group_id: toGroupId })))
      .execute();
  }
}

export async function insertGroup(db: DB, row: Insertable<AdGroupTable>): Promise<number> {
  return (await db.insertInto('ad_group').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** The creatives of the ads, in their order. */
export function creativesOf(db: DB, adIds: number[]): Promise<Selectable<CreativeTable>[]> {
  return db
    .selectFrom('creative')
    .selectAll()
    .where('ad_id', 'in', idList(adIds))
    .orderBy('ad_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertCreative(db: DB, row: Insertable<CreativeTable>, materialIds: number[]): Promise<number> {
  const id = (await db.insertInto('creative').values(row).returning('id').executeTakeFirstOrThrow()).id;
  if (materialIds.length) {
    await db
      .insertInto('creative_material')
      .values(materialIds.map((material_id) => ({ creative_id: id, material_id })))
      .execute();
  }
  return id;
}

/** Copies the ad's creatives, with the materials they show, to another ad. */
export async function copyCreatives(db: DB, fromAdId: number, toAdId: number, now: number) {
  for (const cr of await creativesOf(db, [fromAdId])) {
    const { id, ad_id: _a, create_time: _t, ...rest } = cr;
    const materials = await db
      .selectFrom('creative_material')
      .select('material_id')
      .where('creative_id', '=', id)
      .orderBy('material_id')
      .execute();
    await insertCreative(
      db,
      { ...rest, ad_id: toAdId, create_time: now },
      materials.map((m) => m.material_id),
    );
  }
}
