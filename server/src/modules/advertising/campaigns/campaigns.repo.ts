import type { Expression, Insertable, Updateable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import type { AdGroupTable, AdTable, CampaignTable, CreativeTable } from '../shared/advertising.tables.js';

/** An ad binds a material while the ad is not deleted (status -1). */
const DELETED = -1;

/** Live ads with the creatives that show a material (`cm`), of `accountIds` when given. */
function usage(db: DB, accountIds: readonly number[] | null) {
  let q = db
    .selectFrom('creative_material as cm')
    .innerJoin('creative as cr', 'cr.id', 'cm.creative_id')
    .innerJoin('ad', 'ad.id', 'cr.ad_id')
    .where('ad.status', '<>', DELETED);
  if (accountIds) q = q.where('ad.account_id', 'in', idList(accountIds));
  return q;
}

/**
 * The ads that use the materials (one row per material and ad), with their ad group, campaign and account,
 * limited to `accountIds` when given.
 */
export function boundAds(db: DB, materialIds: number[], accountIds: readonly number[] | null) {
  return usage(db, accountIds)
    .where('cm.material_id', 'in', idList(materialIds))
    .innerJoin('ad_group as g', 'g.id', 'ad.ad_group_id')
    .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
    .innerJoin('account as a', 'a.id', 'ad.account_id')
    .select([
      'cm.material_id',
      'ad.id as ad_id',
      'ad.name as ad_name',
      'ad.status as ad_status',
      'ad.account_id',
      'a.account_name',
      'g.id as ad_group_id',
      'g.name as ad_group_name',
      'c.id as campaign_id',
      'c.name as campaign_name',
    ])
    .distinct()
    .orderBy('c.id')
    .orderBy('g.id')
    .orderBy('ad.id')
    .orderBy('cm.material_id')
    .execute();
}

/** How many ads use the material `materialId` names (a column of the query it is put in), within
 * `accountIds` when given. */
export function boundAdCountOf(db: DB, materialId: Expression<number>, accountIds: readonly number[] | null) {
  return usage(db, accountIds)
    .where('cm.material_id', '=', materialId)
    .select((eb) => eb.fn.count<number>('ad.id').distinct().as('n'));
}

export async function insertCampaign(db: DB, row: Insertable<CampaignTable>): Promise<number> {
  return (await db.insertInto('campaign').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertAdGroup(db: DB, row: Insertable<AdGroupTable>): Promise<number> {
  return (await db.insertInto('ad_group').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertAd(db: DB, row: Insertable<AdTable>): Promise<number> {
  return (await db.insertInto('ad').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertCreative(db: DB, row: Insertable<CreativeTable>): Promise<number> {
  return (await db.insertInto('creative').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Shows the materials in a creative. One that shows a video is a video creative of a video ad, as migration 0040
 * reads the creatives made before it.
 */
export async function linkCreativeMaterials(db: DB, creativeId: number, materialIds: number[]): Promise<void> {
  if (!materialIds.length) return;
  await db
    .insertInto('creative_material')
    .values(materialIds.map((material_id) => ({ creative_id: creativeId, material_id })))
    .execute();
  const video = await db
    .selectFrom('material')
    .select('id')
    .where('id', 'in', idList(materialIds))
    .where('type', '=', 2)
    .executeTakeFirst();
  if (!video) return;
  const { ad_id } = await db
    .updateTable('creative')
    .set({ kind: 'video' })
    .where('id', '=', creativeId)
    .returning('ad_id')
    .executeTakeFirstOrThrow();
  await db.updateTable('ad').set({ type: 2 }).where('id', '=', ad_id).execute();
}

export async function updateCampaignRow(db: DB, id: number, patch: Updateable<CampaignTable>): Promise<void> {
  await db.updateTable('campaign').set(patch).where('id', '=', id).execute();
}

export async function updateAdGroup(db: DB, id: number, patch: Updateable<AdGroupTable>): Promise<void> {
  await db.updateTable('ad_group').set(patch).where('id', '=', id).execute();
}

/** Every ad group with its campaign and account, oldest first (the demo seed's delivery set-up). */
export function allAdGroups(db: DB) {
  return db
    .selectFrom('ad_group as g')
    .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
    .innerJoin('account as a', 'a.id', 'c.account_id')
    .select(['g.id', 'g.name', 'c.id as campaign_id', 'c.account_id', 'c.create_user_id', 'a.account_name'])
    .orderBy('g.id')
    .execute();
}
