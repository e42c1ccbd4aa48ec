import {
  AccountRelationType,
  type MaterialAdAccountAnswer,
  type MaterialDetail,
  type MaterialItem,
  type MaterialListAnswer,
  type MaterialListQuery,
  MaterialStatus,
} from '@adconsole/contract';
import { accountScope, assertAccountsInScope, seesAccount } from '../../core/account-scope.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import { linksEditable } from '../accounts/index.js';
import * as bound from '../advertising/index.js';
import { assertChangeable, loadVisible } from './materials.access.js';
import { type ListedRow, pageMaterials } from './materials.list.repo.js';
import * as repo from './materials.repo.js';
import { groupBy, nestUsage, toItem } from './materials.view.js';

/** [id, name] pairs as the page read them (SQLite answers the JSON as text). */
const pairsOf = (value: ListedRow['tag_pairs']): [number, string][] =>
  value == null ? [] : typeof value === 'string' ? JSON.parse(value) : value;

/** List items of material rows, in their order, with tags, accounts (the caller's only) and bound-ad counts. */
export function itemsOf(rows: ListedRow[], scope: readonly number[] | null): MaterialItem[] {
  return rows.map((row) => {
    const accounts = [];
    for (const [id, name] of pairsOf(row.account_pairs)) {
      if (!scope || scope.includes(id)) accounts.push({ id, account_name: name });
    }
    return toItem(row, {
      tags: pairsOf(row.tag_pairs).map(([id, name]) => ({ id, name })),
      accounts,
      creatorName: row.creator_name,
      boundAdCount: Number(row.bound_ad_count ?? 0),
    });
  });
}

/** One page of materials with every filter of the spec, in the caller's scope. */
export async function list(db: DB, auth: AuthContext, q: MaterialListQuery): Promise<MaterialListAnswer> {
  const scope = accountScope(auth);
  // both account filters stay within the scope: "usable by" another tenant's account would tell which of the
  // caller's materials that account may use, and that it exists
  for (const account of [q.account_id, q.usable_by]) {
    if (account !== undefined) assertAccountsInScope(auth, [account]);
  }
  const { total, capped, rows } = await pageMaterials(db, q, scope);
  const answer: MaterialListAnswer = { Total: total, List: itemsOf(rows, scope) };
  if (capped) answer.TotalCapped = true;
  return answer;
}

async function isChangeable(db: DB, auth: AuthContext, m: Parameters<typeof assertChangeable>[2][number]) {
  try {
    await assertChangeable(db, auth, [m]);
    return m.row.status !== MaterialStatus.DELETED;
  } catch {
    return false;
  }
}

/** One material with where it is used (campaigns > ad groups > ads of the caller's accounts). */
export async function detail(db: DB, auth: AuthContext, id: number): Promise<MaterialDetail> {
  const [m] = await loadVisible(db, auth, [id]);
  const scope = accountScope(auth);
  const [items, ads, editable] = await Promise.all([
    repo.findWithCreator(db, [id], scope).then((rows) => itemsOf(rows, scope)),
    bound.boundAds(db, [id], scope),
    isChangeable(db, auth, m!),
  ]);
  return {
    ...items[0]!,
    campaigns: nestUsage(ads),
    editable,
    accounts_editable: editable && linksEditable(m!.row.source),
  };
}

/** The accounts of a material (linked, or using it in ads) and the ads of each, in the caller's scope. */
export async function adAccounts(db: DB, auth: AuthContext, id: number): Promise<MaterialAdAccountAnswer> {
  const [m] = await loadVisible(db, auth, [id]);
  const scope = accountScope(auth);
  const ads = await bound.boundAds(db, [id], scope);
  const adsBy = groupBy(ads, (a) => a.account_id);
  const linked = (await repo.accountsOf(db, [id])).filter((a) => seesAccount(auth, a.id));
  const names = new Map<number, string>(linked.map((a) => [a.id, a.account_name]));
  for (const a of ads) names.set(a.account_id, a.account_name);
  const all = m!.row.account_relation_type === AccountRelationType.ALL;
  const accounts = [...names.entries()]
    .sort(([a], [b]) => a - b)
    .map(([accountId, accountName]) => {
      const own = adsBy.get(accountId) ?? [];
      return {
        id: accountId,
        account_id: accountId,
        account_name: accountName,
        linked: all || linked.some((a) => a.id === accountId),
        bound_ad_count: new Set(own.map((a) => a.ad_id)).size,
        ads: own.map(({ material_id: _, ...ad }) => ad),
      };
    });
  return { material_id: id, account_relation_type: m!.row.account_relation_type, accounts };
}

/** The id of the active material whose file has this md5, or null: the upload's duplicate check asks it (10010). */
export const activeMaterialWithMd5 = (db: DB, md5: string) => repo.findActiveMaterialIdByMd5(db, md5);
