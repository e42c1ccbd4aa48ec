import type { AdPositionListQuery } from '@adconsole/contract';
import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { paged } from '../../db/paged.js';
import { containsText } from '../../db/text-search.js';
import type { CountryRow } from './countries.js';
import type { AdPositionTable, DspPhyposMappingTable, MediaAppTable } from './lookups.tables.js';

export function listMediaApps(db: DB) {
  return db.selectFrom('media_app').select(['id', 'name', 'pkg_name', 'platform']).orderBy('id').execute();
}

/** Ad positions with their app's name: the pickers' read, and the start of the placements list's. */
export function positionsWithApp(db: DB) {
  return db
    .selectFrom('ad_position as p')
    .innerJoin('media_app as a', 'a.id', 'p.app_id')
    .select([
      'p.id',
      'p.app_id',
      'a.name as app_name',
      'p.name',
      'p.ad_type',
      'p.width',
      'p.height',
      'p.status',
      'p.create_time',
    ]);
}

export function listAdPositions(db: DB) {
  return positionsWithApp(db).orderBy('p.id').execute();
}

/** The newest positions by creation time (id breaks ties so the order is stable). */
export function latestAdPositions(db: DB, count: number) {
  return positionsWithApp(db).orderBy('p.create_time', 'desc').orderBy('p.id', 'desc').limit(count).execute();
}

/** One page of positions matching the filters, with the total, sorted and paged in SQL. */
export function pageAdPositions(db: DB, query: AdPositionListQuery) {
  let q = positionsWithApp(db);
  if (query.name) q = q.where(containsText('p.name', query.name));
  if (query.id !== undefined) q = q.where('p.id', '=', query.id);
  if (query.app_ids?.length) q = q.where('p.app_id', 'in', query.app_ids);
  if (query.ad_types?.length) q = q.where('p.ad_type', 'in', query.ad_types);
  if (query.status !== undefined) q = q.where('p.status', '=', query.status);
  if (query.min_width !== undefined) q = q.where('p.width', '>=', query.min_width);
  if (query.max_width !== undefined) q = q.where('p.width', '<=', query.max_width);
  if (query.create_start !== undefined) q = q.where('p.create_time', '>=', query.create_start);
  if (query.create_end !== undefined) q = q.where('p.create_time', '<=', query.create_end);
  const direction = query.time_sort === 2 ? 'asc' : 'desc';
  return paged(q.orderBy('p.create_time', direction).orderBy('p.id', direction), query);
}

export function listDspMappings(db: DB) {
  return db
    .selectFrom('dsp_phypos_mapping as m')
    .innerJoin('dsp as d', 'd.id', 'm.dsp_id')
    .innerJoin('ad_position as p', 'p.id', 'm.adpos_id')
    .select(['m.id', 'm.dsp_id', 'd.name as dsp_name', 'm.adpos_id', 'p.name as adpos_name', 'm.phypos_id', 'm.status'])
    .orderBy('m.id')
    .execute();
}

export function listAdPlatforms(db: DB) {
  return db.selectFrom('ad_platform').select(['id', 'name', 'code']).orderBy('id').execute();
}

export function findAdPlatform(db: DB, id: number) {
  return db.selectFrom('ad_platform').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function listCountries(db: DB): Promise<CountryRow[]> {
  return db
    .selectFrom('country')
    .select(['code', 'name_en', 'name_zh', 'continent'])
    .orderBy('code')
    .execute() as Promise<CountryRow[]>;
}

export async function countryCodes(db: DB): Promise<Set<string>> {
  return new Set((await db.selectFrom('country').select('code').execute()).map((r) => r.code));
}

/** Adds countries; a code another process added meanwhile is skipped, so concurrent starts agree. */
export async function insertCountries(db: DB, rows: CountryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('country')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

// One row at a time where the caller needs the new id: the order of a multi-row RETURNING is not promised.

export async function insertMediaApp(db: DB, row: Insertable<MediaAppTable>): Promise<number> {
  return (await db.insertInto('media_app').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertAdPosition(db: DB, row: Insertable<AdPositionTable>): Promise<number> {
  return (await db.insertInto('ad_position').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertDsp(db: DB, row: { name: string; code: string; create_time: number }): Promise<number> {
  return (await db.insertInto('dsp').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertAdPlatform(
  db: DB,
  row: { name: string; code: string; create_time: number },
): Promise<number> {
  return (await db.insertInto('ad_platform').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertDspMappings(db: DB, rows: Insertable<DspPhyposMappingTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('dsp_phypos_mapping').values(rows).execute();
}
