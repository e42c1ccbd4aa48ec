import type { Insertable, Updateable } from 'kysely';
import { type SqlBool, sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import { paged } from '../../../db/paged.js';
import { positionsWithApp } from '../lookups.repo.js';
import type { AdPositionTable, MediaAppTable } from '../lookups.tables.js';
import { count, DELETED, keywordMatch, type Page } from './placements-query.repo.js';

// Media apps and their ad positions, as administrators list and change them.

// ---- media apps

export async function pageMediaApps(db: DB, q: Page & { platform?: number | undefined }) {
  let query = db
    .selectFrom('media_app as a')
    .select((eb) => [
      'a.id',
      'a.name',
      'a.pkg_name',
      'a.platform',
      'a.create_time',
      eb
        .selectFrom('ad_position as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.app_id', '=', 'a.id')
        .as('position_count'),
    ]);
  if (q.keyword) query = query.where(keywordMatch(q.keyword, 'a.id', ['a.name', 'a.pkg_name']));
  if (q.platform !== undefined) query = query.where('a.platform', '=', q.platform);
  const page = await paged(query.orderBy('a.id', 'desc'), q);
  return {
    total: page.total,
    list: page.list.map((r) => ({ ...r, position_count: count(r.position_count), create_time: Number(r.create_time) })),
  };
}

export function findMediaApp(db: DB, id: number) {
  return db
    .selectFrom('media_app')
    .select(['id', 'name', 'pkg_name', 'platform'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another media app with this package on this platform. */
export function mediaAppByPkg(db: DB, pkg: string, platform: number) {
  return db
    .selectFrom('media_app')
    .select('id')
    .where('pkg_name', '=', pkg)
    .where('platform', '=', platform)
    .executeTakeFirst();
}

export async function insertMediaApp(db: DB, row: Insertable<MediaAppTable>): Promise<number> {
  return (await db.insertInto('media_app').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateMediaApp(db: DB, id: number, patch: Updateable<MediaAppTable>) {
  await db.updateTable('media_app').set(patch).where('id', '=', id).execute();
}

export async function deleteMediaApp(db: DB, id: number) {
  await db.deleteFrom('media_app').where('id', '=', id).execute();
}

// ---- ad positions

export async function pageAdPositions(
  db: DB,
  q: Page & { app_id?: number | undefined; ad_type?: number | undefined; status?: number | undefined },
) {
  let query = positionsWithApp(db).select((eb) => [
    // the ads a delete would be refused for: live ads of live ad groups and campaigns
    eb
      .selectFrom('ad')
      .innerJoin('ad_group as g', 'g.id', 'ad.ad_group_id')
      .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('ad.adpos_id', '=', 'p.id')
      .where('ad.status', '<>', DELETED)
      .where('g.status', '<>', DELETED)
      .where('c.status', '<>', DELETED)
      .as('ad_count'),
    eb
      .selectFrom('dsp_phypos_mapping as m')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('m.adpos_id', '=', 'p.id')
      .as('mapping_count'),
  ]);
  if (q.keyword) query = query.where(keywordMatch(q.keyword, 'p.id', ['p.name']));
  if (q.app_id !== undefined) query = query.where('p.app_id', '=', q.app_id);
  if (q.ad_type !== undefined) query = query.where('p.ad_type', '=', q.ad_type);
  if (q.status !== undefined) query = query.where('p.status', '=', q.status);
  const page = await paged(query.orderBy('p.id', 'desc'), q);
  return {
    total: page.total,
    list: page.list.map((r) => ({
      ...r,
      ad_count: count(r.ad_count),
      mapping_count: count(r.mapping_count),
      create_time: Number(r.create_time),
    })),
  };
}

export function findAdPosition(db: DB, id: number) {
  return db
    .selectFrom('ad_position')
    .select(['id', 'app_id', 'name', 'ad_type', 'width', 'height', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another position of the app with this name, whatever its case. */
export function adPositionByName(db: DB, appId: number, name: string) {
  return db
    .selectFrom('ad_position')
    .select('id')
    .where('app_id', '=', appId)
    .where(sql<SqlBool>`lower(name) = ${name.toLowerCase()}`)
    .executeTakeFirst();
}

export async function insertAdPosition(db: DB, row: Insertable<AdPositionTable>): Promise<number> {
  return (await db.insertInto('ad_position').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateAdPosition(db: DB, id: number, patch: Updateable<AdPositionTable>) {
  await db.updateTable('ad_position').set(patch).where('id', '=', id).execute();
}

export async function deleteAdPosition(db: DB, id: number) {
  await db.deleteFrom('ad_position').where('id', '=', id).execute();
}
