import {
  type AnswerData,
  AppLimits,
  Code,
  type calls,
  type EventMappingItem,
  type ParsedQuery,
  type PromotionAppItem,
  PromotionAppStatus,
} from '@adconsole/contract';
import { accountScope, seesAccount } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import * as repo from './apps.repo.js';

type Calls = typeof calls.apps;
type Link = Awaited<ReturnType<typeof repo.linksOf>>[number];

/**
 * Live promotion apps of the caller's accounts, for the campaigns' pick, with the accounts that promote each. Both
 * `account_ids` and `account_id` (the app's first account) stay within the caller's scope: an app shared with
 * another tenant answers the caller's first account instead of the other's.
 */
export async function adApps(db: DB, auth: AuthContext) {
  const rows = await repo.listAdApps(db, accountScope(auth));
  const links = visibleLinks(
    auth,
    await repo.linksOf(
      db,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => {
    const shown = links.filter((l) => l.promotion_app_id === row.id);
    return { ...row, account_id: firstAccount(row, shown).account_id, account_ids: shown.map((l) => l.account_id) };
  });
}

/**
 * The app's first account as the caller may see it: the owning account where the caller sees it (an administrator
 * sees every link), else the first linked account the caller sees, so an app shared with another tenant never names
 * the other's account; the owning account's id with no name when no link is left.
 */
function firstAccount(row: Pick<repo.AppRow, 'account_id'>, shown: Link[]) {
  const first = shown.find((l) => l.account_id === row.account_id) ?? shown[0];
  return first
    ? { account_id: first.account_id, account_name: first.account_name }
    : { account_id: row.account_id, account_name: '' };
}

/** The app's links the caller may see (every one for an administrator). */
export function visibleLinks(auth: AuthContext, links: Link[]): Link[] {
  return links.filter((l) => seesAccount(auth, l.account_id));
}

/** The live app, if the caller may see it (one outside its accounts, or deleted, does not exist for it). */
export async function visibleApp(db: DB, auth: AuthContext, id: number) {
  const row = await repo.findApp(db, id);
  const links = row ? await repo.linksOf(db, [id]) : [];
  if (!row || row.status !== PromotionAppStatus.LIVE || (accountScope(auth) && !visibleLinks(auth, links).length)) {
    throw new AppError(Code.NOT_EXISTS, `promotion app ${id} does not exist`, { id });
  }
  return { row, links };
}

/** What the form sets on an app (the audit log's fields too). */
export const settingsOf = (row: repo.AppRow) => ({
  name: row.name,
  pkg_name: row.pkg_name,
  app_store: row.app_store,
  promotion_type: row.promotion_type,
  platform: row.platform,
  promotion_link: row.promotion_link,
  version: row.version,
  description: row.description,
  icon_file_id: row.icon_file_id,
});

function toItem(row: repo.AppRow, links: Link[], shown: Link[], mappings: number): PromotionAppItem {
  const accounts = shown.map((l) => ({ account_id: l.account_id, account_name: l.account_name }));
  return {
    id: row.id,
    promotion_app_id: row.id,
    ad_product_id: row.id,
    ...settingsOf(row),
    url: row.promotion_link,
    ...firstAccount(row, shown),
    icon_url: row.icon_url,
    accounts,
    name_of_acc: accounts.map((a) => a.account_name).join(', '),
    account_count: links.length,
    event_mapping_count: mappings,
    create_user_id: row.create_user_id,
    create_time: row.create_time,
    update_time: row.update_time,
  };
}

// the id filter's values are list_key_match strings: one that is no id matches nothing
const idsOf = (values: string[]) => values.map((v) => (/^\d{1,15}$/.test(v) ? Number(v) : -1));

export async function list(
  db: DB,
  auth: AuthContext,
  q: ParsedQuery<Calls['list']>,
): Promise<AnswerData<Calls['list']>> {
  const page = await repo.pageApps(
    db,
    accountScope(auth),
    {
      ids: q.promotion_app_id?.length ? idsOf(q.promotion_app_id) : undefined,
      names: q.name?.length ? q.name : undefined,
      pkgNames: q.pkg_name?.length ? q.pkg_name : undefined,
      accountNames: q.name_of_acc?.length ? q.name_of_acc : undefined,
    },
    q.page,
    q.pagesize,
  );
  const ids = page.list.map((r) => r.id);
  const links = await repo.linksOf(db, ids);
  return {
    total: page.total,
    data: page.list.map((row) => {
      const own = links.filter((l) => l.promotion_app_id === row.id);
      return toItem(row, own, visibleLinks(auth, own), Number(row.mapping_count ?? 0));
    }),
  };
}

export async function detail(db: DB, auth: AuthContext, id: number): Promise<AnswerData<Calls['detail']>> {
  const { row, links } = await visibleApp(db, auth, id);
  const mappings = await mappingItems(db, id);
  return { ...toItem(row, links, visibleLinks(auth, links), mappings.length), event_mappings: mappings };
}

/** An app's event mappings, each saying whether a campaign uses it. */
export async function mappingItems(db: DB, appId: number): Promise<EventMappingItem[]> {
  const rows = await repo.mappingsOf(db, appId);
  const used = new Set(
    (
      await repo.campaignsOfMappings(
        db,
        rows.map((r) => r.id),
      )
    ).map((c) => c.event_mapping_id),
  );
  return rows.map((r) => ({
    id: r.id,
    promotion_app_id: r.promotion_app_id,
    event_name: r.event_name,
    event_type: r.event_type,
    in_use: used.has(r.id),
    create_time: r.create_time,
  }));
}

export async function accounts(
  db: DB,
  auth: AuthContext,
  q: ParsedQuery<Calls['accounts']>,
): Promise<AnswerData<Calls['accounts']>> {
  await visibleApp(db, auth, q.promotion_app_id);
  const page = await repo.pageLinks(db, q.promotion_app_id, accountScope(auth), q.page, q.pagesize);
  return { total: page.total, data: page.list };
}

export async function accOptions(
  db: DB,
  auth: AuthContext,
  q: ParsedQuery<Calls['accOptions']>,
): Promise<AnswerData<Calls['accOptions']>> {
  if (q.promotion_app_id !== undefined) await visibleApp(db, auth, q.promotion_app_id);
  return repo.accountOptions(
    db,
    accountScope(auth),
    q.promotion_app_id ?? null,
    q.keyword ?? null,
    AppLimits.ACC_LIST_MAX,
  );
}

export async function keyMatch(db: DB, auth: AuthContext, q: ParsedQuery<Calls['keyMatch']>): Promise<string[]> {
  return repo.keyMatches(db, q.field, accountScope(auth), q.keyword, AppLimits.KEY_MATCH_MAX);
}
