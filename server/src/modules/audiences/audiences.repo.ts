import type { AudienceListQuery } from '@adconsole/contract';
import type { Insertable, Updateable } from 'kysely';
import { visibleTo } from '../../db/account-visibility.js';
import type { DB } from '../../db/database.js';
import { idList } from '../../db/id-list.js';
import { literalInt, paged } from '../../db/paged.js';
import { containsText } from '../../db/text-search.js';
import type { UserClusterRuleTable, UserClusterTable } from './audiences.tables.js';

const LINKS = { alias: 'c', linkTable: 'user_cluster_account', ownerColumn: 'user_cluster_id' };

export async function insertCluster(db: DB, row: Insertable<UserClusterTable>): Promise<number> {
  const r = await db.insertInto('user_cluster').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function updateCluster(db: DB, id: number, patch: Updateable<UserClusterTable>) {
  return db.updateTable('user_cluster').set(patch).where('id', '=', id).execute();
}

export function findCluster(db: DB, id: number) {
  return db.selectFrom('user_cluster').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another package not deleted under the same lower-cased name. */
export async function nameTaken(db: DB, nameKey: string, exceptId: number | null): Promise<boolean> {
  let q = db
    .selectFrom('user_cluster')
    .select('id')
    .where('name_key', '=', nameKey)
    .where('status', '<>', literalInt(-1));
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function setAccounts(db: DB, clusterId: number, accountIds: number[]): Promise<void> {
  await db.deleteFrom('user_cluster_account').where('user_cluster_id', '=', clusterId).execute();
  if (accountIds.length) {
    await db
      .insertInto('user_cluster_account')
      .values(accountIds.map((account_id) => ({ user_cluster_id: clusterId, account_id })))
      .execute();
  }
}

export function insertRule(db: DB, rule: UserClusterRuleTable) {
  return db.insertInto('user_cluster_rule').values(rule).execute();
}

/** One page of the list, newest first, within `scope` (null: every package), with each one's rule (if any). */
export function list(db: DB, query: AudienceListQuery, scope: readonly number[] | null) {
  let q = db
    .selectFrom('user_cluster as c')
    .leftJoin('app_user as u', 'u.id', 'c.creator_id')
    // a package has one rule at most (its key): read on the row rather than by a query of its own
    .leftJoin('user_cluster_rule as r', 'r.user_cluster_id', 'c.id')
    .selectAll('c')
    .select([
      'u.login_name as creator_name',
      'r.user_cluster_id as rule_cluster_id',
      'r.time_range as rule_time_range',
      'r.country as rule_country',
      'r.industry_category as rule_industry_category',
      'r.events as rule_events',
    ]);
  if (query.cluster_id !== undefined) q = q.where('c.id', '=', query.cluster_id);
  if (query.cluster_name) q = q.where(containsText('c.name_key', query.cluster_name));
  if (query.status?.length) q = q.where('c.status', 'in', query.status.map(literalInt));
  if (query.upload_source?.length) q = q.where('c.source', 'in', query.upload_source);
  if (query.visibility_scope?.length) q = q.where('c.account_relation_type', 'in', query.visibility_scope);
  if (scope) q = q.where(visibleTo(LINKS, scope));
  if (query.account_id !== undefined) q = q.where(visibleTo(LINKS, [query.account_id]));
  return paged(q.orderBy('c.id', 'desc'), query);
}

export function creatorName(db: DB, userId: number | null) {
  if (userId === null) return Promise.resolve(undefined);
  return db.selectFrom('app_user').select('login_name').where('id', '=', userId).executeTakeFirst();
}

export function accountsOf(db: DB, clusterIds: number[]) {
  return db
    .selectFrom('user_cluster_account as l')
    .innerJoin('account as a', 'a.id', 'l.account_id')
    .select(['l.user_cluster_id', 'a.id as account_id', 'a.account_name'])
    .where('l.user_cluster_id', 'in', idList(clusterIds))
    .orderBy('a.id')
    .execute();
}

/** The ad groups (not deleted) that target the packages, with their campaign's account. */
export function adsetsOf(db: DB, clusterIds: number[]) {
  return db
    .selectFrom('ad_group_user_cluster as t')
    .innerJoin('ad_group as g', 'g.id', 't.ad_group_id')
    .innerJoin('campaign as k', 'k.id', 'g.campaign_id')
    .innerJoin('account as a', 'a.id', 'k.account_id')
    .select([
      't.user_cluster_id',
      'g.id as ad_group_id',
      'g.name as ad_group_name',
      'a.id as account_id',
      'a.account_name',
    ])
    .where('t.user_cluster_id', 'in', idList(clusterIds))
    .where('g.status', '<>', -1)
    .orderBy('g.id')
    .execute();
}

export function rulesOf(db: DB, clusterIds: number[]) {
  return db.selectFrom('user_cluster_rule').selectAll().where('user_cluster_id', 'in', idList(clusterIds)).execute();
}

export function reportOf(db: DB, clusterId: number) {
  return db
    .selectFrom('user_cluster_import')
    .select('report')
    .where('user_cluster_id', '=', clusterId)
    .executeTakeFirst();
}

export async function saveReport(db: DB, clusterId: number, report: string, now: number): Promise<void> {
  await db.deleteFrom('user_cluster_import').where('user_cluster_id', '=', clusterId).execute();
  await db.insertInto('user_cluster_import').values({ user_cluster_id: clusterId, report, create_time: now }).execute();
}

/** Claims a package for a job by moving it from `from` to itself under a row lock where the engine has one. */
export function findBusy(db: DB, status: number) {
  return db.selectFrom('user_cluster').select('id').where('status', '=', literalInt(status)).execute();
}

/** Records an uploaded audience file, which no package has taken yet (audiences.upload-sweep.ts). */
export function insertUpload(
  db: DB,
  upload: { fileKey: string; size: number; name: string; creatorId: number | null; now: number },
): Promise<unknown> {
  return db
    .insertInto('user_cluster_upload')
    .values({
      file_key: upload.fileKey,
      size: upload.size,
      name: upload.name.slice(0, 255),
      creator_id: upload.creatorId,
      create_time: upload.now,
    })
    .execute();
}

/** Takes an upload for a package (in the create's transaction): false when no package may take it (taken, swept). */
export async function takeUpload(db: DB, fileKey: string): Promise<boolean> {
  const r = await db.deleteFrom('user_cluster_upload').where('file_key', '=', fileKey).executeTakeFirstOrThrow();
  return Number(r.numDeletedRows) > 0;
}

/** The oldest uploads recorded before `before` (their file keys), at most `limit`. */
export async function staleUploadKeys(db: DB, before: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_cluster_upload')
    .select('file_key')
    .where('create_time', '<', before)
    .orderBy('create_time')
    .limit(limit)
    .execute();
  return rows.map((r) => r.file_key);
}
