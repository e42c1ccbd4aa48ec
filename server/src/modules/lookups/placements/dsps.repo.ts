import type { Insertable, Updateable } from 'kysely';
import { type SqlBool, sql } from 'kysely';
import type { DB } from '../../../db/database.js';
import { paged } from '../../../db/paged.js';
import type { DspPhyposMappingTable } from '../lookups.tables.js';
import { count, keywordMatch, type Page } from './placements-query.repo.js';

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
