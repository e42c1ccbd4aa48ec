import { COUNTRY_ALL } from '@adconsole/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { builtOnce } from '../../../db/built-once.js';
import { compiledOnce, type NoShape } from '../../../db/compiled-once.js';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import { jsonArrayHas, jsonHasKey } from '../../../db/json-search.js';
import { pagedOnce } from '../../../db/paged.js';
import { lowerLike, matchesSearchBox, prefixPattern, type SearchBox, searchBox } from '../../../db/text-search.js';
import type { CampaignTable } from '../shared/advertising.tables.js';

const DELETED = -1;

export interface CampaignFilter {
  page_no: number;
  page_size: number;
  country?: string;
  custom?: string;
  app?: number;
  start_from?: number;
  start_to?: number;
  status?: number;
}

/** Campaign rows (not deleted) with their account's, creator's, modifier's, app's and event's names. */
const campaigns = builtOnce((db: DB) =>
  db
    .selectFrom('campaign as c')
    .innerJoin('account as a', 'a.id', 'c.account_id')
    .leftJoin('app_user as u', 'u.id', 'c.create_user_id')
    .leftJoin('app_user as mu', 'mu.id', 'c.modify_user_id')
    .leftJoin('ad_app as p', 'p.id', 'c.ad_app_id')
    .leftJoin('promotion_app_event_mapping as m', 'm.id', 'c.event_mapping_id')
    .selectAll('c')
    .select([
      'a.account_name',
      'u.login_name as creator_name',
      'mu.login_name as modifier_name',
      'p.name as app_name',
      'm.event_name as event_name',
      'm.event_type as event_type',
    ])
    .where('c.status', '<>', DELETED),
);
export type CampaignRow = Selectable<CampaignTable> & {
  account_name: string;
  creator_name: string | null;
  modifier_name: string | null;
  app_name: string | null;
  event_name: string | null;
  event_type: number | null;
};

/**
 * Campaign rows as the list shows them: with their live ad groups counted and whether one of those holds a live ad
 * (set up far enough for the ad server to serve), each a subquery on the campaign's row rather than a read of its own.
 */
const listed = builtOnce((db: DB) =>
  campaigns(db).select((eb) => [
    eb
      .selectFrom('ad_group as g')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('g.campaign_id', '=', 'c.id')
      .where('g.status', '<>', DELETED)
      .as('ad_group_count'),
    eb
      .exists(
        eb
          .selectFrom('ad_group as g')
          .innerJoin('ad', 'ad.ad_group_id', 'g.id')
          .select('g.id')
          .whereRef('g.campaign_id', '=', 'c.id')
          .where('g.status', '<>', DELETED)
          .where('ad.status', '<>', DELETED),
      )
      .as('ready'),
  ]),
);
/** A campaign row with what the list reads beside it (engines answer a count as a number or text, `exists` as 0/1). */
export type ListedCampaignRow = CampaignRow & {
  ad_group_count: number | string | null;
  ready: boolean | number | null;
};

/**
 * The list's filters as its query binds them (compiled-once.ts): start times in ms, the country's code and the
 * regions an ad group may target to deliver there.
 */
type ListFilter = SearchBox & {
  scope: readonly number[] | null;
  app?: number;
  status?: number;
  start_from?: number;
  start_to?: number;
  country?: string;
  regions?: string[];
};

const campaignPage = pagedOnce((db: DB, _: NoShape, f: ListFilter) => {
  let q = listed(db);
  if (f.scope) q = q.where('c.account_id', 'in', idList(f.scope));
  if (f.like !== undefined) q = q.where(matchesSearchBox('c.id', 'c.name', f.like, f.like_id));
  if (f.app !== undefined) q = q.where('c.ad_app_id', '=', f.app);
  if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  if (f.start_from !== undefined) q = q.where('c.start_time', '>=', f.start_from);
  if (f.start_to !== undefined) q = q.where('c.start_time', '<=', f.start_to);
  if (f.country !== undefined) {
    const [country, regions] = [f.country, f.regions ?? []];
    q = q.where((eb) =>
      eb.or([
        jsonHasKey(db, 'c.country_bid', country),
        eb.exists(
          eb
            .selectFrom('ad_group as g')
            .select('g.id')
            .whereRef('g.campaign_id', '=', 'c.id')
            .where('g.status', '<>', DELETED)
            .where((g) => g.or(regions.map((region) => jsonArrayHas(db, 'g.targeting', 'regions', region)))),
        ),
      ]),
    );
  }
  return q.orderBy('c.id', 'desc');
});

/** One page of the campaigns in `scope` (null: all), newest first. */
export function listCampaigns(db: DB, f: CampaignFilter, scope: readonly number[] | null) {
  const filter: ListFilter = { scope, ...searchBox(f.custom), app: f.app, status: f.status };
  if (f.start_from !== undefined) filter.start_from = f.start_from * 1000;
  if (f.start_to !== undefined) filter.start_to = f.start_to * 1000 + 999;
  if (f.country) {
    // a country the campaign bids on, or one its live ad groups target: exact codes, not text inside the JSON; an
    // ad group targeting all countries (ALL) delivers in every one, so it counts for any ISO country code
    const code = f.country.toUpperCase();
    filter.country = code;
    filter.regions = /^[A-Z]{2}$/.test(code) ? [code, COUNTRY_ALL] : [code];
  }
  return campaignPage(db, {}, filter, f) as Promise<{ total: number; list: ListedCampaignRow[] }>;
}

const campaignById = compiledOnce((db: DB, _: NoShape, p: { id: number }) => campaigns(db).where('c.id', '=', p.id));
const listedById = compiledOnce((db: DB, _: NoShape, p: { id: number }) => listed(db).where('c.id', '=', p.id));

export async function findCampaign(db: DB, id: number): Promise<CampaignRow | undefined> {
  return (await campaignById(db, {}, { id }))[0];
}

/** One campaign as the list shows it (the detail's item). */
export async function findListedCampaign(db: DB, id: number): Promise<ListedCampaignRow | undefined> {
  return (await listedById(db, {}, { id }))[0];
}

export async function findCampaigns(db: DB, ids: number[]): Promise<CampaignRow[]> {
  return campaigns(db).where('c.id', 'in', idList(ids)).execute();
}

/** Another campaign (not deleted) of the account with this name, compared without case. */
export async function campaignNameTaken(db: DB, accountId: number, name: string, exceptId: number | null) {
  let q = db
    .selectFrom('campaign')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '<>', DELETED)
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Names (lower case) of the account's campaigns starting like `prefix`, to suffix a copy's name. */
export async function campaignNamesLike(db: DB, accountId: number, prefix: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('campaign')
    .select('name')
    .where('account_id', '=', accountId)
    .where('status', '<>', DELETED)
    .where(lowerLike(sql.ref('name'), prefixPattern(prefix)))
    .execute();
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

export async function insertCampaignRow(db: DB, row: Insertable<CampaignTable>): Promise<number> {
  return (await db.insertInto('campaign').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function updateCampaign(db: DB, ids: number[], patch: Updateable<CampaignTable>) {
  return db.updateTable('campaign').set(patch).where('id', 'in', idList(ids)).execute();
}

/** The promotion app if it is live and linked to the account (its store link live too). */
export function appOfAccount(db: DB, appId: number, accountId: number) {
  return db
    .selectFrom('ad_app as p')
    .innerJoin('promotion_app_account as l', 'l.promotion_app_id', 'p.id')
    .select(['p.id', 'p.name', 'p.pkg_name'])
    .where('p.id', '=', appId)
    .where('p.status', '=', 1)
    .where('l.account_id', '=', accountId)
    .where('l.status', '=', 1)
    .executeTakeFirst();
}

export function eventMapping(db: DB, id: number) {
  return db
    .selectFrom('promotion_app_event_mapping')
    .select(['id', 'promotion_app_id', 'event_name', 'event_type'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function accountExists(db: DB, id: number) {
  return db.selectFrom('account').select('id').where('id', '=', id).executeTakeFirst();
}
