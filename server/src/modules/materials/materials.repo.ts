import { TAG_MODULE, TagLevel } from '@adconsole/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { idList } from '../../db/id-list.js';
import * as bound from '../advertising/index.js';
import type { MaterialRow, MaterialTable } from './materials.tables.js';

/** The id of the active material (status 1) with this file checksum, or null (the upload call answers 10010 with it). */
export async function findActiveMaterialIdByMd5(db: DB, md5: string): Promise<number | null> {
  const r = await db
    .selectFrom('material')
    .select('id')
    .where('md5', '=', md5.toLowerCase())
    .where('status', '=', 1)
    .executeTakeFirst();
  return r?.id ?? null;
}

/** Active materials holding any of these checksums. */
export function findActiveByMd5s(db: DB, md5s: string[]) {
  if (!md5s.length) return Promise.resolve([]);
  return db
    .selectFrom('material')
    .select(['id', 'md5'])
    .where('md5', 'in', md5s)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
}

export function findMaterials(db: DB, ids: number[]): Promise<MaterialRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('material').selectAll().where('id', 'in', ids).execute();
}

export async function insertMaterial(db: DB, row: Insertable<MaterialTable>): Promise<number> {
  return (await db.insertInto('material').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateMaterial(db: DB, id: number, patch: Updateable<MaterialTable>): Promise<void> {
  await db.updateTable('material').set(patch).where('id', '=', id).execute();
}

export async function setStatus(db: DB, ids: number[], status: number, now: number): Promise<void> {
  await db.updateTable('material').set({ status, update_time: now }).where('id', 'in', ids).execute();
}

/** Replaces the tags of each material with `tagIds`. */
export async function setTags(db: DB, materialIds: number[], tagIds: number[]): Promise<void> {
  await db.deleteFrom('material_tag').where('material_id', 'in', materialIds).execute();
  const rows = materialIds.flatMap((material_id) => tagIds.map((tag_id) => ({ material_id, tag_id })));
  if (rows.length) await db.insertInto('material_tag').values(rows).execute();
}

/** Replaces the account links of a material. */
export async function setAccounts(db: DB, materialId: number, accountIds: number[]): Promise<void> {
  await db.deleteFrom('material_account').where('material_id', '=', materialId).execute();
  if (accountIds.length) {
    await db
      .insertInto('material_account')
      .values(accountIds.map((account_id) => ({ material_id: materialId, account_id })))
      .execute();
  }
}

/**
 * Rewrites the filter-index rows of the materials (or of all, after a bulk load) from their current row, tags and
 * accounts; every write that touches those calls it in the same transaction.
 */
export async function rebuildFacets(db: DB, ids: number[] | 'all'): Promise<void> {
  if (!ids.length) return;
  const some = ids === 'all' ? null : ids;
  await db
    .deleteFrom('material_facet')
    .$if(some !== null, (q) => q.where('material_id', 'in', some!))
    .execute();
  const cols = ['account_id', 'tag_id', 'type', 'status', 'create_time', 'material_id'] as const;
  // each facet row: an account or a tag (or both), then the material's own filter columns
  const rowColumns = ['m.type', 'm.status', 'm.create_time', 'm.id'] as const;
  const m = () => db.selectFrom('material as m').$if(some !== null, (q) => q.where('m.id', 'in', some!));
  await db
    .insertInto('material_facet')
    .columns(cols)
    .expression(
      m()
        .innerJoin('material_tag as mt', 'mt.material_id', 'm.id')
        .select((eb) => [
          eb.cast<number | null>(eb.lit(null), 'integer').as('account_id'),
          eb.ref('mt.tag_id').$castTo<number | null>().as('tag_id'),
          ...rowColumns,
        ])
        .unionAll(
          m()
            .innerJoin('material_account as ma', 'ma.material_id', 'm.id')
            .select((eb) => [
              eb.ref('ma.account_id').$castTo<number | null>().as('account_id'),
              eb.cast<number | null>(eb.lit(null), 'integer').as('tag_id'),
              ...rowColumns,
            ]),
        )
        .unionAll(
          m()
            .innerJoin('material_account as ma', 'ma.material_id', 'm.id')
            .innerJoin('material_tag as mt', 'mt.material_id', 'm.id')
            .select((eb) => [
              eb.ref('ma.account_id').$castTo<number | null>().as('account_id'),
              eb.ref('mt.tag_id').$castTo<number | null>().as('tag_id'),
              ...rowColumns,
            ]),
        ),
    )
    .execute();
}

/** The links of the materials to accounts, joined to the accounts (`ma`, `a`). */
function accountLinks(db: DB, materialIds: number[]) {
  return db
    .selectFrom('material_account as ma')
    .innerJoin('account as a', 'a.id', 'ma.account_id')
    .where('ma.material_id', 'in', materialIds);
}

/** Accounts linked to the materials, with names, in account id order. */
export function accountsOf(db: DB, materialIds: number[]) {
  if (!materialIds.length) return Promise.resolve([]);
  return accountLinks(db, materialIds).select(['ma.material_id', 'a.id', 'a.account_name']).orderBy('a.id').execute();
}

/** A material's tags or linked accounts as [id, name] pairs in id order (SQLite answers JSON text, PostgreSQL parsed). */
export type LabelPairs = string | [number, string][] | null;

/**
 * The tags and linked accounts of the material `m`, each as one JSON array subquery in id order (as labelsOf
 * answers them): a page reads them in its own statement instead of a query after it. Fixed text, built once per
 * database handle.
 */
export const labelColumns = builtOnce((db: DB) => {
  const pairs = (id: string, name: string) =>
    isPostgres(db)
      ? sql.raw(`coalesce(json_agg(json_build_array(${id}, ${name}) order by ${id}), '[]'::json)`)
      : sql.raw(`json_group_array(json_array(${id}, ${name}) order by ${id})`);
  return [
    sql<LabelPairs>`(select ${pairs('t.id', 't.name')} from material_tag mt
      join tag t on t.id = mt.tag_id where mt.material_id = m.id)`.as('tag_pairs'),
    sql<LabelPairs>`(select ${pairs('a.id', 'a.account_name')} from material_account ma
      join account a on a.id = ma.account_id where ma.material_id = m.id)`.as('account_pairs'),
  ] as const;
});

/** How many ads use a material, as an engine answers a count (PostgreSQL: text for a bigint). */
export type BoundAdCount = number | string | null;

/**
 * What a list item reads beside the material row `m`: its tags and linked accounts (labelColumns) and how many ads
 * of `accounts` (null: any) use it, each a subquery of the page's statement.
 */
export const listedColumns = (db: DB, accounts: readonly number[] | null) =>
  [...labelColumns(db), bound.boundAdCountOf(db, sql.ref<number>('m.id'), accounts).as('bound_ad_count')] as const;

/** Materials by id with their creator's login name, tags and linked accounts, and the ads of `accounts` using them. */
export function findWithCreator(db: DB, ids: number[], accounts: readonly number[] | null) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('material as m')
    .leftJoin('app_user as u', 'u.id', 'm.creator_id')
    .selectAll('m')
    .select('u.login_name as creator_name')
    .select(listedColumns(db, accounts))
    .where('m.id', 'in', ids)
    .execute();
}

/** Tags (kind 1) and linked accounts (kind 2) of the materials, with names, in one round trip, by id. */
export function labelsOf(db: DB, materialIds: number[]) {
  if (!materialIds.length) return Promise.resolve([]);
  return db
    .selectFrom('material_tag as mt')
    .innerJoin('tag as t', 't.id', 'mt.tag_id')
    .select((eb) => [eb.lit(1).$castTo<number>().as('kind'), 'mt.material_id', 't.id', 't.name'])
    .where('mt.material_id', 'in', materialIds)
    .unionAll(
      accountLinks(db, materialIds).select((eb) => [
        eb.lit(2).$castTo<number>().as('kind'),
        'ma.material_id',
        'a.id',
        'a.account_name as name',
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The creative tags (level 3 of the material module) among `ids`. */
export async function existingTagIds(db: DB, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('tag')
    .select('id')
    .where('id', 'in', ids)
    .where('module', '=', TAG_MODULE)
    .where('level', '=', TagLevel.TAG)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Materials in review (status 2) among `ids`, or all of them when `ids` is null. */
export function inReview(db: DB, ids: readonly number[] | null) {
  let q = db.selectFrom('material').select('id').where('third_examine_status', '=', 2).where('status', '=', 1);
  if (ids) q = q.where('id', 'in', idList(ids));
  return q.orderBy('id').execute();
}
