import type { Insertable, Updateable } from 'kysely';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import { paged } from '../../../db/paged.js';
import { containsText } from '../../../db/text-search.js';
import type { AdPositionTable, DspPhyposMappingTable, MediaAppTable } from '../lookups.tables.js';

// The placement catalogues' rows as administrators list and change them. A list's keyword matches part of a
// name or code, or a whole id; each list is newest first.

export interface Page {
  page_no: number;
  page_size: number;
  keyword?: string | undefined;
}

const wholeId = (keyword: string | undefined) => (keyword && /^\d{1,9}$/.test(keyword) ? Number(keyword) : null);

/** `keyword` found in one of `columns`, or equal to the row's `idColumn`. */
function keywordMatch(keyword: string, idColumn: string, columns: string[]): Expression<SqlBool> {
  const parts = columns.map((c) => containsText(c, keyword));
  const id = wholeId(keyword);
  if (id !== null) parts.push(sql<SqlBool>`${sql.ref(idColumn)} = ${id}`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

const DELETED = -1;
const count = (n: number | string | bigint | null) => Number(n ?? 0);

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
  let query = db
    .selectFrom('ad_position as p')
    .innerJoin('media_app as a', 'a.id', 'p.app_id')
    .select((eb) => [
      'p.id',
      'p.app_id',
      'a.name as app_name',
      'p.name',
      'p.ad_type',
      'p.width',
      'p.height',
      'p.status',
      'p.create_time',
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

// ---- DSPs and ad platforms: a name and a code each

export type CodedTable = 'dsp' | 'ad_platform';

/** How many rows use each entry: a DSP's mappings, an ad platform's linked accounts. */
const USERS = {
  dsp: { table: 'dsp_phypos_mapping', column: 'dsp_id' },
  ad_platform: { table: 'ad_platform_account', column: 'ad_platform_id' },
} as const;

export async function pageCoded(db: DB, table: CodedTable, q: Page) {
  const users = USERS[table];
  let query = db
    .selectFrom(sql<{ id: number; name: string; code: string; create_time: number }>`${sql.table(table)}`.as('t'))
    .select([
      't.id',
      't.name',
      't.code',
      't.create_time',
      sql<number>`(select count(*) from ${sql.table(users.table)} u where u.${sql.ref(users.column)} = t.id)`.as(
        'used',
      ),
    ]);
  if (q.keyword) query = query.where(keywordMatch(q.keyword, 't.id', ['t.name', 't.code']));
  const page = await paged(query.orderBy('t.id', 'desc'), q);
  return {
    total: page.total,
    list: page.list.map((r) => ({ ...r, used: count(r.used), create_time: Number(r.create_time) })),
  };
}

export function findCoded(db: DB, table: CodedTable, id: number) {
  return db.selectFrom(table).select(['id', 'name', 'code']).where('id', '=', id).executeTakeFirst();
}

/** Another row with this name (whatever its case) or this code. */
export function codedClash(db: DB, table: CodedTable, field: 'name' | 'code', value: string) {
  return db
    .selectFrom(table)
    .select('id')
    .where(sql<SqlBool>`lower(${sql.ref(field)}) = ${value.toLowerCase()}`)
    .executeTakeFirst();
}

export async function insertCoded(db: DB, table: CodedTable, row: { name: string; code: string; create_time: number }) {
  return (await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCoded(db: DB, table: CodedTable, id: number, patch: { name?: string; code?: string }) {
  await db.updateTable(table).set(patch).where('id', '=', id).execute();
}

export async function deleteCoded(db: DB, table: CodedTable, id: number) {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

// ---- DSP placement mappings

function mappings(db: DB) {
  return db
    .selectFrom('dsp_phypos_mapping as m')
    .innerJoin('dsp as d', 'd.id', 'm.dsp_id')
    .innerJoin('ad_position as p', 'p.id', 'm.adpos_id')
    .innerJoin('media_app as a', 'a.id', 'p.app_id')
    .select([
      'm.id',
      'm.dsp_id',
      'd.name as dsp_name',
      'd.code as dsp_code',
      'm.adpos_id',
      'p.name as adpos_name',
      'a.name as app_name',
      'm.phypos_id',
      'm.status',
      'm.create_time',
    ]);
}

export async function pageMappings(
  db: DB,
  q: Page & { dsp_id?: number | undefined; adpos_id?: number | undefined; status?: number | undefined },
) {
  let query = mappings(db);
  if (q.keyword) query = query.where(keywordMatch(q.keyword, 'm.id', ['m.phypos_id', 'p.name']));
  if (q.dsp_id !== undefined) query = query.where('m.dsp_id', '=', q.dsp_id);
  if (q.adpos_id !== undefined) query = query.where('m.adpos_id', '=', q.adpos_id);
  if (q.status !== undefined) query = query.where('m.status', '=', q.status);
  const page = await paged(query.orderBy('m.id', 'desc'), q);
  return {
    total: page.total,
    list: page.list.map(({ dsp_code: _, ...r }) => ({ ...r, create_time: Number(r.create_time) })),
  };
}

export function findMapping(db: DB, id: number) {
  return mappings(db).where('m.id', '=', id).executeTakeFirst();
}

/** Another mapping of the DSP with this placement id, or onto this ad position. */
export function mappingClash(db: DB, dspId: number, field: 'phypos_id' | 'adpos_id', value: string | number) {
  return db
    .selectFrom('dsp_phypos_mapping')
    .select('id')
    .where('dsp_id', '=', dspId)
    .where(field, '=', value as never)
    .executeTakeFirst();
}

export async function insertMapping(db: DB, row: Insertable<DspPhyposMappingTable>): Promise<number> {
  return (await db.insertInto('dsp_phypos_mapping').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateMapping(db: DB, id: number, patch: Updateable<DspPhyposMappingTable>) {
  await db.updateTable('dsp_phypos_mapping').set(patch).where('id', '=', id).execute();
}

export async function deleteMapping(db: DB, id: number) {
  await db.deleteFrom('dsp_phypos_mapping').where('id', '=', id).execute();
}
