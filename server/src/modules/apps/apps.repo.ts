import { PromotionAppStatus } from '@adconsole/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import { idList } from '../../db/id-list.js';
import { literalInt, paged } from '../../db/paged.js';
import { escapeLike, likePattern, lowerLike } from '../../db/text-search.js';
import type { AdAppTable, PromotionAppAccountTable, PromotionAppEventMappingTable } from './apps.tables.js';

export type AppRow = Selectable<AdAppTable>;
const LIVE = PromotionAppStatus.LIVE;

/** Ids of the apps linked to one of the accounts (for `id in (…)`). */
function appsOfAccounts(db: DB, accountIds: readonly number[]) {
  return db
    .selectFrom('promotion_app_account')
    .select('promotion_app_id')
    .where('account_id', 'in', idList(accountIds));
}

/** Live promotion apps in the scope, for the campaigns' pick (`/v1/ad_app/all`). */
export function listAdApps(db: DB, scope: readonly number[] | null) {
  return db
    .selectFrom('ad_app')
    .select(['id', 'account_id', 'name', 'pkg_name', 'app_store', 'platform', 'icon_url'])
    .where('status', '=', LIVE)
    .$if(scope !== null, (q) => q.where('id', 'in', appsOfAccounts(db, scope ?? [])))
    .orderBy('id')
    .execute();
}

/** An account's first live app (by id), if it has one. */
export function firstAppOf(db: DB, accountId: number) {
  return db
    .selectFrom('ad_app')
    .select(['id', 'pkg_name'])
    .where('account_id', '=', accountId)
    .where('status', '=', LIVE)
    .orderBy('id')
    .executeTakeFirst();
}

export interface AppFilter {
  ids?: number[];
  names?: string[];
  pkgNames?: string[];
  accountNames?: string[];
}

/** One page of live apps in the scope matching every filter given, newest first, with their event mappings counted. */
export function pageApps(db: DB, scope: readonly number[] | null, filter: AppFilter, page: number, pageSize: number) {
  let q = db
    .selectFrom('ad_app')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('promotion_app_event_mapping as em')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('em.promotion_app_id', '=', 'ad_app.id')
        .as('mapping_count'),
    )
    .where('status', '=', LIVE);
  if (scope) q = q.where('id', 'in', appsOfAccounts(db, scope));
  if (filter.ids) q = q.where('id', 'in', idList(filter.ids));
  if (filter.names) q = q.where('name', 'in', filter.names);
  if (filter.pkgNames) q = q.where('pkg_name', 'in', filter.pkgNames);
  const accountNames = filter.accountNames;
  if (accountNames) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('promotion_app_account as l')
          .innerJoin('account as a', 'a.id', 'l.account_id')
          .select('l.id')
          .whereRef('l.promotion_app_id', '=', 'ad_app.id')
          .where('a.account_name', 'in', accountNames)
          .$if(scope !== null, (s) => s.where('l.account_id', 'in', idList(scope ?? []))),
      ),
    );
  }
  return paged(q.orderBy('id', 'desc'), { page_no: page, page_size: pageSize });
}

export function findApp(db: DB, id: number) {
  return db.selectFrom('ad_app').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The links of some apps with their account names, oldest first. */
export function linksOf(db: DB, appIds: number[]) {
  return db
    .selectFrom('promotion_app_account as l')
    .innerJoin('account as a', 'a.id', 'l.account_id')
    .select([
      'l.id',
      'l.promotion_app_id',
      'l.account_id',
      'a.account_name',
      'l.app_store',
      'l.promotion_type',
      'l.promotion_link',
      'l.create_time',
    ])
    .where('l.promotion_app_id', 'in', idList(appIds))
    .orderBy('l.id')
    .execute();
}

/** One page of an app's links the scope sees, oldest first, with the app's name, package and icon. */
export function pageLinks(db: DB, appId: number, scope: readonly number[] | null, page: number, pageSize: number) {
  let q = db
    .selectFrom('promotion_app_account as l')
    .innerJoin('account as a', 'a.id', 'l.account_id')
    .innerJoin('ad_app as p', 'p.id', 'l.promotion_app_id')
    .select([
      'l.id',
      'l.promotion_app_id',
      'p.name',
      'p.pkg_name',
      'p.icon_url',
      'l.account_id',
      'a.account_name',
      'l.app_store',
      'l.promotion_type',
      'l.promotion_link',
      'l.create_time as upload_time',
    ])
    .where('l.promotion_app_id', '=', appId);
  if (scope) q = q.where('l.account_id', 'in', idList(scope));
  return paged(q.orderBy('l.id'), { page_no: page, page_size: pageSize });
}

/** Accounts in the scope (every account: null) not linked to `appId`, matching the keyword (name or id), by id. */
export function accountOptions(
  db: DB,
  scope: readonly number[] | null,
  appId: number | null,
  keyword: string | null,
  limit: number,
) {
  let q = db.selectFrom('account').select(['id as account_id', 'account_name']);
  if (scope) q = q.where('id', 'in', idList(scope));
  if (appId !== null) {
    q = q.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('promotion_app_account as l')
            .select('l.id')
            .whereRef('l.account_id', '=', 'account.id')
            .where('l.promotion_app_id', '=', appId),
        ),
      ),
    );
  }
  if (keyword) {
    const asId = /^\d+$/.test(keyword) ? Number(keyword) : -1;
    q = q.where((eb) => eb.or([lowerLike(sql.ref('account_name'), likePattern(keyword)), eb('id', '=', asId)]));
  }
  return q.orderBy('id').limit(limit).execute();
}

/** Ids of accounts that exist, of `ids`. */
export async function existingAccounts(db: DB, ids: number[]) {
  return db.selectFrom('account').select(['id', 'account_name']).where('id', 'in', idList(ids)).execute();
}

/** A key-match source: the column searched and what narrows it to live apps in the scope. */
function keySource(
  db: DB,
  field: 'name' | 'pkg_name' | 'name_of_acc' | 'promotion_app_id',
  scope: readonly number[] | null,
) {
  if (field === 'name_of_acc') {
    let q = db
      .selectFrom('promotion_app_account as l')
      .innerJoin('account as a', 'a.id', 'l.account_id')
      .innerJoin('ad_app as p', 'p.id', 'l.promotion_app_id')
      .where('p.status', '=', LIVE);
    if (scope) q = q.where('l.account_id', 'in', idList(scope));
    return { q, column: sql<string>`a.account_name` };
  }
  let q = db.selectFrom('ad_app as p').where('p.status', '=', LIVE);
  if (scope) q = q.where('p.id', 'in', appsOfAccounts(db, scope));
  const column =
    field === 'promotion_app_id' ? sql<string>`cast(p.id as varchar(20))` : sql<string>`${sql.ref(`p.${field}`)}`;
  return { q, column };
}

/**
 * Distinct values of `field` over the live apps in the scope that start with `keyword` (case-insensitive), then
 * those that contain it elsewhere, each group in order, at most `limit` in all.
 */
export async function keyMatches(
  db: DB,
  field: 'name' | 'pkg_name' | 'name_of_acc' | 'promotion_app_id',
  scope: readonly number[] | null,
  keyword: string,
  limit: number,
): Promise<string[]> {
  const { q, column } = keySource(db, field, scope);
  const kw = escapeLike(keyword);
  const run = (pattern: string, notPattern: string | null, n: number) => {
    let query = q.select(column.as('v')).distinct().where(lowerLike(column, pattern));
    if (notPattern) query = query.where(lowerLike(column, notPattern, true));
    return query.orderBy('v').limit(n).execute();
  };
  const prefix = (await run(`${kw}%`, null, limit)).map((r) => String(r.v));
  if (prefix.length >= limit || keyword === '') return prefix;
  const inside = (await run(`%${kw}%`, `${kw}%`, limit - prefix.length)).map((r) => String(r.v));
  return [...prefix, ...inside];
}

/**
 * Live links of other apps holding this package name in this store for one of `accountIds`: the rule "one package
 * name per store within an account".
 */
export function pkgHolders(
  db: DB,
  pkgName: string,
  appStore: number,
  accountIds: number[],
  exceptAppId: number | null,
) {
  return db
    .selectFrom('promotion_app_account as l')
    .innerJoin('account as a', 'a.id', 'l.account_id')
    .select(['l.account_id', 'a.account_name'])
    .where('l.status', '=', literalInt(LIVE))
    .where('l.pkg_name', '=', pkgName)
    .where('l.app_store', '=', appStore)
    .where('l.account_id', 'in', idList(accountIds))
    .$if(exceptAppId !== null, (s) => s.where('l.promotion_app_id', '!=', exceptAppId ?? -1))
    .orderBy('l.account_id')
    .execute();
}

export async function insertApp(db: DB, row: Insertable<AdAppTable>): Promise<number> {
  const { id } = await db.insertInto('ad_app').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateApp(db: DB, id: number, row: Updateable<AdAppTable>): Promise<void> {
  await db.updateTable('ad_app').set(row).where('id', '=', id).execute();
}

export async function insertLinks(db: DB, rows: Insertable<PromotionAppAccountTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('promotion_app_account').values(rows).execute();
}

/** Sets what every link of an app copies from it. */
export async function updateLinks(db: DB, appId: number, row: Updateable<PromotionAppAccountTable>): Promise<void> {
  await db.updateTable('promotion_app_account').set(row).where('promotion_app_id', '=', appId).execute();
}

/** Sets one linked account's own store, type, link and copied package name (its upload time stays). */
export async function updateLink(
  db: DB,
  appId: number,
  accountId: number,
  row: Updateable<PromotionAppAccountTable>,
): Promise<void> {
  await db
    .updateTable('promotion_app_account')
    .set(row)
    .where('promotion_app_id', '=', appId)
    .where('account_id', '=', accountId)
    .execute();
}

export async function deleteLinks(db: DB, appId: number, accountIds: number[]): Promise<void> {
  if (!accountIds.length) return;
  await db
    .deleteFrom('promotion_app_account')
    .where('promotion_app_id', '=', appId)
    .where('account_id', 'in', accountIds)
    .execute();
}

/** Campaigns (not deleted) that promote the app. */
export function campaignsOfApp(db: DB, appId: number) {
  return db
    .selectFrom('campaign')
    .select('id')
    .where('ad_app_id', '=', appId)
    .where('status', '!=', -1)
    .orderBy('id')
    .execute();
}

/** Campaigns (not deleted) that name one of the mappings, with the mapping. */
export function campaignsOfMappings(db: DB, mappingIds: number[]) {
  return db
    .selectFrom('campaign')
    .select(['id', 'event_mapping_id'])
    .where('event_mapping_id', 'in', idList(mappingIds))
    .where('status', '!=', -1)
    .orderBy('id')
    .execute();
}

export function mappingsOf(db: DB, appId: number) {
  return db
    .selectFrom('promotion_app_event_mapping')
    .selectAll()
    .where('promotion_app_id', '=', appId)
    .orderBy('id')
    .execute();
}

export function findMapping(db: DB, id: number) {
  return db.selectFrom('promotion_app_event_mapping').selectAll().where('id', '=', id).executeTakeFirst();
}

export function mappingNamed(db: DB, appId: number, eventName: string) {
  return db
    .selectFrom('promotion_app_event_mapping')
    .select('id')
    .where('promotion_app_id', '=', appId)
    .where('event_name', '=', eventName)
    .executeTakeFirst();
}

export async function insertMapping(db: DB, row: Insertable<PromotionAppEventMappingTable>): Promise<number> {
  const { id } = await db
    .insertInto('promotion_app_event_mapping')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Deletes a mapping; deleted campaigns (status -1) that still named it let go of it first (their key). */
export async function deleteMapping(db: DB, id: number): Promise<void> {
  await db
    .updateTable('campaign')
    .set({ event_mapping_id: null })
    .where('event_mapping_id', '=', id)
    .where('status', '=', -1)
    .execute();
  await db.deleteFrom('promotion_app_event_mapping').where('id', '=', id).execute();
}

/** An uploaded file's facts the icon rule reads, with its uploader. */
export function findFile(db: DB, id: number) {
  return db
    .selectFrom('file')
    .select(['id', 'kind', 'width', 'height', 'storage_key', 'uploader_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An app's first event mapping (by id), if it has one. */
export async function firstMappingOf(db: DB, appId: number): Promise<number | null> {
  const row = await db
    .selectFrom('promotion_app_event_mapping')
    .select('id')
    .where('promotion_app_id', '=', appId)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
