import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { builtOnce } from '../../../db/built-once.js';
import { compiledOnce, type NoShape } from '../../../db/compiled-once.js';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import { pagedOnce } from '../../../db/paged.js';
import { matchesSearchBox, type SearchBox, searchBox } from '../../../db/text-search.js';
import type { AdTable, CreativeTable } from '../shared/advertising.tables.js';

const DELETED = -1;

/** Ads (not deleted) under live ad groups and campaigns, with their names up the chain and the creator. */
const ads = builtOnce((db: DB) =>
  db
    .selectFrom('ad')
    .innerJoin('ad_group as g', 'g.id', 'ad.ad_group_id')
    .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
    .leftJoin('app_user as u', 'u.id', 'ad.create_user_id')
    .selectAll('ad')
    .select([
      'g.name as ad_group_name',
      'g.campaign_id',
      'g.trigger_mode',
      'c.name as campaign_name',
      'u.login_name as creator_name',
    ])
    .where('ad.status', '<>', DELETED)
    .where('g.status', '<>', DELETED)
    .where('c.status', '<>', DELETED),
);
export type AdRow = Selectable<AdTable> & {
  ad_group_name: string;
  campaign_id: number;
  trigger_mode: string;
  campaign_name: string;
  creator_name: string | null;
};
export type CreativeRow = Selectable<CreativeTable>;

/** A page of an ad group's ads, newest first: compiled once per shape of the filters (compiled-once.ts). */
const adPage = pagedOnce((db: DB, _: NoShape, f: { group: number; status?: number } & SearchBox) => {
  let q = ads(db).where('ad.ad_group_id', '=', f.group);
  if (f.status !== undefined) q = q.where('ad.status', '=', f.status);
  if (f.like !== undefined) q = q.where(matchesSearchBox('ad.id', 'ad.name', f.like, f.like_id));
  return q.orderBy('ad.id', 'desc');
});

export function listAds(
  db: DB,
  groupId: number,
  f: { page_no: number; page_size: number; custom?: string; status?: number },
) {
  return adPage(db, {}, { group: groupId, status: f.status, ...searchBox(f.custom) }, f) as Promise<{
    total: number;
    list: AdRow[];
  }>;
}

const adById = compiledOnce((db: DB, _: NoShape, p: { id: number }) => ads(db).where('ad.id', '=', p.id));

export async function findAd(db: DB, id: number): Promise<AdRow | undefined> {
  return (await adById(db, {}, { id }))[0];
}

export async function adNameTaken(db: DB, groupId: number, name: string, exceptId: number | null) {
  let q = db
    .selectFrom('ad')
    .select('id')
    .where('ad_group_id', '=', groupId)
    .where('status', '<>', DELETED)
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function adNames(db: DB, groupId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ad')
    .select('name')
    .where('ad_group_id', '=', groupId)
    .where('status', '<>', DELETED)
    .execute();
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

/** A live ad (of any account) that uses the category of the ad position in another tab. */
export function positionTakenElsewhere(
  db: DB,
  p: { adpos_id: number; tab: string; category: string },
  exceptId: number | null,
) {
  let q = ads(db)
    .where('ad.adpos_id', '=', p.adpos_id)
    .where(sql<boolean>`lower(ad.adpos_category) = ${p.category.toLowerCase()}`)
    .where(sql<boolean>`lower(ad.adpos_tab) <> ${p.tab.toLowerCase()}`);
  if (exceptId !== null) q = q.where('ad.id', '<>', exceptId);
  return q.orderBy('ad.id').executeTakeFirst();
}

export async function adPositionExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('ad_position').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertAd(db: DB, row: Insertable<AdTable>): Promise<number> {
  return (await db.insertInto('ad').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function updateAds(db: DB, ids: number[], patch: Updateable<AdTable>) {
  return db.updateTable('ad').set(patch).where('id', 'in', idList(ids)).execute();
}

// ---- creatives -------------------------------------------------------------------------------------------------

const creativeRows = compiledOnce((db: DB, _: NoShape, p: { ids: number[] }) =>
  db
    .selectFrom('creative as cr')
    .leftJoin('creative_material as cm', 'cm.creative_id', 'cr.id')
    .leftJoin('material as m', 'm.id', 'cm.material_id')
    .selectAll('cr')
    .select([
      'm.id as m_id',
      'm.name as m_name',
      'm.type as m_type',
      'm.width as m_width',
      'm.height as m_height',
      'm.thumb_url as m_thumb_url',
      'm.download_url as m_download_url',
    ])
    .where('cr.ad_id', 'in', idList(p.ids))
    .orderBy('cr.ad_id')
    .orderBy('cr.sort')
    .orderBy('cr.id')
    .orderBy('m.id'),
);

/**
 * The ads' creatives in their order (ad, sort, id) and the materials each shows (by material id), with what the
 * list's thumbnails need, in one read: a creative's row comes once per material it shows (once when none).
 */
export async function creativesOf(
  db: DB,
  adIds: number[],
): Promise<{ creatives: CreativeRow[]; materials: CreativeMaterial[] }> {
  const rows = await creativeRows(db, {}, { ids: adIds });
  const creatives: CreativeRow[] = [];
  const materials: CreativeMaterial[] = [];
  for (const r of rows) {
    if (creatives.at(-1)?.id !== r.id) {
      creatives.push({
        id: r.id,
        ad_id: r.ad_id,
        name: r.name,
        kind: r.kind,
        html: r.html,
        click_url: r.click_url,
        width: r.width,
        height: r.height,
        ad_tag: r.ad_tag,
        spec: r.spec,
        sort: r.sort,
        create_time: r.create_time,
      });
    }
    if (r.m_id !== null) {
      materials.push({
        creative_id: r.id,
        material_id: r.m_id,
        name: r.m_name!,
        type: r.m_type!,
        width: r.m_width!,
        height: r.m_height!,
        thumb_url: r.m_thumb_url!,
        download_url: r.m_download_url!,
      });
    }
  }
  return { creatives, materials };
}

/** A material a creative shows, with what the list's thumbnails need. */
export interface CreativeMaterial {
  creative_id: number;
  material_id: number;
  name: string;
  type: number;
  width: number;
  height: number;
  thumb_url: string;
  download_url: string;
}

/** Removes the ad's creatives of the kinds, but those of `keepIds`, with their material links. */
export async function deleteCreatives(db: DB, adId: number, kinds: string[], keepIds: number[] = []) {
  if (!kinds.length) return;
  let q = db.selectFrom('creative').select('id').where('ad_id', '=', adId).where('kind', 'in', kinds);
  if (keepIds.length) q = q.where('id', 'not in', keepIds);
  const ids = (await q.execute()).map((r) => r.id);
  if (!ids.length) return;
  // removed explicitly: the links' cascade depends on SQLite's foreign-key switch
  await db.deleteFrom('creative_material').where('creative_id', 'in', ids).execute();
  await db.deleteFrom('creative').where('id', 'in', ids).execute();
}

// ---- materials -------------------------------------------------------------------------------------------------

/**
 * Of `ids`, the materials an ad of the account may show: visible to the account (relation type 1, or linked to it),
 * in use (status 1) and usable for review (`third_examine_status` 1 or 4), with their type and size.
 */
export function usableMaterials(db: DB, accountId: number, ids: number[]) {
  return db
    .selectFrom('material as m')
    .select(['m.id', 'm.type', 'm.width', 'm.height', 'm.download_url', 'm.name'])
    .where('m.id', 'in', idList(ids))
    .where('m.status', '=', 1)
    .where('m.third_examine_status', 'in', [1, 4])
    .where((eb) =>
      eb.or([
        eb('m.account_relation_type', '=', 1),
        eb.exists(
          eb
            .selectFrom('material_account as l')
            .select('l.material_id')
            .whereRef('l.material_id', '=', 'm.id')
            .where('l.account_id', '=', accountId),
        ),
      ]),
    )
    .execute();
}
export type UsableMaterial = Awaited<ReturnType<typeof usableMaterials>>[number];
