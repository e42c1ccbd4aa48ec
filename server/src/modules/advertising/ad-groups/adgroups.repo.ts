import { type Selectable, sql, type Updateable } from 'kysely';
import { builtOnce } from '../../../db/built-once.js';
import { compiledOnce, type NoShape } from '../../../db/compiled-once.js';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import { pagedOnce } from '../../../db/paged.js';
import { containsText, matchesSearchBox, type SearchBox, searchBox } from '../../../db/text-search.js';
import type { AdGroupTable } from '../shared/advertising.tables.js';

const DELETED = -1;
/** ad_group_user_cluster.mode */
export const BindMode = { INCLUDE: 1, EXCLUDE: 2 } as const;

/** Ad group rows (not deleted, nor their campaign) with the campaign's name and account and the creator's name. */
const groups = builtOnce((db: DB) =>
  db
    .selectFrom('ad_group as g')
    .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
    .leftJoin('app_user as u', 'u.id', 'g.create_user_id')
    .selectAll('g')
    .select(['c.name as campaign_name', 'c.account_id', 'u.login_name as creator_name'])
    .where('g.status', '<>', DELETED)
    .where('c.status', '<>', DELETED),
);
export type AdGroupRow = Selectable<AdGroupTable> & {
  campaign_name: string;
  account_id: number;
  creator_name: string | null;
};

/** Ad group rows as the list shows them: with their live ads counted, a subquery on the row rather than a read. */
const listed = builtOnce((db: DB) =>
  groups(db).select((eb) =>
    eb
      .selectFrom('ad')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('ad.ad_group_id', '=', 'g.id')
      .where('ad.status', '<>', DELETED)
      .as('ad_count'),
  ),
);
/** An ad group row with its live ads counted (an engine answers the count as a number or text). */
export type ListedGroupRow = AdGroupRow & { ad_count: number | string | null };

/** A page of a campaign's ad groups, newest first: compiled once per shape of the filters (compiled-once.ts). */
const groupPage = pagedOnce((db: DB, _: NoShape, f: { campaign: number } & SearchBox) => {
  let q = listed(db).where('g.campaign_id', '=', f.campaign);
  if (f.like !== undefined) q = q.where(matchesSearchBox('g.id', 'g.name', f.like, f.like_id));
  return q.orderBy('g.id', 'desc');
});

export function listGroups(db: DB, campaignId: number, f: { page_no: number; page_size: number; custom?: string }) {
  return groupPage(db, {}, { campaign: campaignId, ...searchBox(f.custom) }, f) as Promise<{
    total: number;
    list: ListedGroupRow[];
  }>;
}

const groupById = compiledOnce((db: DB, _: NoShape, p: { id: number }) => groups(db).where('g.id', '=', p.id));
const listedById = compiledOnce((db: DB, _: NoShape, p: { id: number }) => listed(db).where('g.id', '=', p.id));

export async function findGroup(db: DB, id: number): Promise<AdGroupRow | undefined> {
  return (await groupById(db, {}, { id }))[0];
}

/** One ad group as the list shows it. */
export async function findListedGroup(db: DB, id: number): Promise<ListedGroupRow | undefined> {
  return (await listedById(db, {}, { id }))[0];
}

export function findGroups(db: DB, ids: number[]): Promise<AdGroupRow[]> {
  return groups(db).where('g.id', 'in', idList(ids)).execute();
}

export async function groupNameTaken(db: DB, campaignId: number, name: string, exceptId: number | null) {
  let q = db
    .selectFrom('ad_group')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('status', '<>', DELETED)
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function groupNames(db: DB, campaignId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ad_group')
    .select('name')
    .where('campaign_id', '=', campaignId)
    .where('status', '<>', DELETED)
    .execute();
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

export function updateGroups(db: DB, ids: number[], patch: Updateable<AdGroupTable>) {
  return db.updateTable('ad_group').set(patch).where('id', 'in', idList(ids)).execute();
}

const audienceRows = compiledOnce((db: DB, _: NoShape, p: { ids: number[] }) =>
  db
    .selectFrom('ad_group_user_cluster as t')
    .innerJoin('user_cluster as k', 'k.id', 't.user_cluster_id')
    .select(['t.ad_group_id', 't.user_cluster_id', 't.mode', 'k.name'])
    .where('t.ad_group_id', 'in', idList(p.ids))
    .orderBy('t.user_cluster_id'),
);

/** The audience packages bound to the ad groups, with their names. */
export const audiencesOf = (db: DB, groupIds: number[]) => audienceRows(db, {}, { ids: groupIds });

export async function setAudiences(db: DB, groupId: number, include: number[], exclude: number[]) {
  await db.deleteFrom('ad_group_user_cluster').where('ad_group_id', '=', groupId).execute();
  const rows = [
    ...include.map((id) => ({ ad_group_id: groupId, user_cluster_id: id, mode: BindMode.INCLUDE })),
    ...exclude.map((id) => ({ ad_group_id: groupId, user_cluster_id: id, mode: BindMode.EXCLUDE })),
  ];
  if (rows.length) await db.insertInto('ad_group_user_cluster').values(rows).execute();
}

/** Of `ids`, the packages visible to the account (every account, or linked to it) that are Import Successful. */
export async function usableAudiences(db: DB, accountId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('user_cluster as k')
    .select('k.id')
    .where('k.id', 'in', idList(ids))
    .where('k.status', '=', 2)
    .where((eb) =>
      eb.or([
        eb('k.account_relation_type', '=', 1),
        eb.exists(
          eb
            .selectFrom('user_cluster_account as l')
            .select('l.user_cluster_id')
            .whereRef('l.user_cluster_id', '=', 'k.id')
            .where('l.account_id', '=', accountId),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Ads (not deleted) per ad group. */
export async function adCounts(db: DB, groupIds: number[]): Promise<Map<number, number>> {
  if (!groupIds.length) return new Map();
  const rows = await db
    .selectFrom('ad')
    .select((eb) => ['ad_group_id', eb.fn.countAll<number>().as('n')])
    .where('ad_group_id', 'in', idList(groupIds))
    .where('status', '<>', DELETED)
    .groupBy('ad_group_id')
    .execute();
  return new Map(rows.map((r) => [r.ad_group_id, Number(r.n)]));
}

/** Ad groups by part of their name or their id, within `scope`, for reports and the audience area. */
export function search(
  db: DB,
  f: { keyword?: string; campaign_id?: number; account_id?: number; size: number },
  scope: readonly number[] | null,
) {
  let q = db
    .selectFrom('ad_group as g')
    .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
    .innerJoin('account as a', 'a.id', 'c.account_id')
    .select([
      'g.id as ad_group_id',
      'g.name as ad_group_name',
      'c.id as campaign_id',
      'c.name as campaign_name',
      'a.id as account_id',
      'a.account_name',
    ])
    .where('g.status', '<>', DELETED)
    .where('c.status', '<>', DELETED);
  if (scope) q = q.where('c.account_id', 'in', idList(scope));
  if (f.campaign_id !== undefined) q = q.where('c.id', '=', f.campaign_id);
  if (f.account_id !== undefined) q = q.where('c.account_id', '=', f.account_id);
  if (f.keyword) {
    const kw = f.keyword;
    const asId = /^\d+$/.test(kw) ? Number(kw) : null;
    q = q.where((eb) =>
      asId === null ? containsText('g.name', kw) : eb.or([eb('g.id', '=', asId), containsText('g.name', kw)]),
    );
  }
  return q.orderBy('g.id', 'desc').limit(f.size).execute();
}

// ---- deep copy -------------------------------------------------------------------------------------------------

/** The switched-on ad groups of the campaigns. */
export function switchedOnGroups(db: DB, campaignIds: number[]): Promise<AdGroupRow[]> {
  if (!campaignIds.length) return Promise.resolve([]);
  return groups(db).where('g.campaign_id', 'in', idList(campaignIds)).where('g.status', '=', 1).execute();
}
