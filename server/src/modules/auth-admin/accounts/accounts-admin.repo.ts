import type { Updateable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import { literalInt } from '../../../db/paged.js';
import type { AccountTable } from '../../accounts/index.js';

/** One account with the columns an edit or a deletion reads. */
export function findAccount(db: DB, id: number) {
  return db
    .selectFrom('account')
    .select(['id', 'account_name', 'company_id', 'status', 'is_review_material'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateAccount(db: DB, id: number, patch: Updateable<AccountTable>): Promise<void> {
  await db.updateTable('account').set(patch).where('id', '=', id).execute();
}

/** Deletes an account; its user links and filter-index rows go with it (cascades). */
export async function deleteAccount(db: DB, id: number): Promise<void> {
  await db.deleteFrom('account').where('id', '=', id).execute();
}

/** Counts rows of one kind that hold an account. */
type HolderCount = (db: DB, accountId: number) => Promise<number>;

const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) =>
  Number((await q.executeTakeFirstOrThrow()).n);

/** What keeps an account from being deleted, by kind (an area whose rows link accounts adds its counter here). */
export const ACCOUNT_HOLDERS: Record<
  'materials' | 'campaigns' | 'apps' | 'platform_accounts' | 'audiences',
  HolderCount
> = {
  // a deleted material (status -1) still holds its links, but nobody sees it: it does not block
  materials: (db, accountId) =>
    count(
      db
        .selectFrom('material_account as ma')
        .innerJoin('material as m', 'm.id', 'ma.material_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ma.account_id', '=', accountId)
        .where('m.status', '!=', literalInt(-1)),
    ),
  campaigns: (db, accountId) =>
    count(
      db
        .selectFrom('campaign')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId),
    ),
  // promotion apps linked to the account; a deleted app (kept, status -1) still holds its links
  apps: (db, accountId) =>
    count(
      db
        .selectFrom('promotion_app_account')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId),
    ),
  platform_accounts: (db, accountId) =>
    count(
      db
        .selectFrom('ad_platform_account')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId),
    ),
  // audience packages linked to the account (visibility 2), deleted ones (-1) aside, as for materials
  audiences: (db, accountId) =>
    count(
      db
        .selectFrom('user_cluster_account as ua')
        .innerJoin('user_cluster as c', 'c.id', 'ua.user_cluster_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ua.account_id', '=', accountId)
        .where('c.status', '!=', -1),
    ),
};

/** The ids among `ids` that name a user. */
export async function existingUserIds(db: DB, ids: number[]): Promise<number[]> {
  const rows = await db.selectFrom('app_user').select('id').where('id', 'in', idList(ids)).execute();
  return rows.map((r) => r.id);
}

/** Links users to an account; a link that exists already stays as it is. */
export async function linkUsers(db: DB, accountId: number, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .insertInto('user_account')
    .values(userIds.map((user_id) => ({ user_id, account_id: accountId })))
    .onConflict((oc) => oc.columns(['user_id', 'account_id']).doNothing())
    .execute();
}

/** The accounts among `accountIds` linked to a user. */
export async function linkedAmong(db: DB, userId: number, accountIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('user_account')
    .select('account_id')
    .where('user_id', '=', userId)
    .where('account_id', 'in', idList(accountIds))
    .execute();
  return rows.map((r) => r.account_id);
}

export async function unlinkUser(db: DB, userId: number, accountIds: number[]): Promise<void> {
  await db
    .deleteFrom('user_account')
    .where('user_id', '=', userId)
    .where('account_id', 'in', idList(accountIds))
    .execute();
}

/** The users among `userIds` linked to an account. */
export async function usersLinkedAmong(db: DB, accountId: number, userIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('user_account')
    .select('user_id')
    .where('account_id', '=', accountId)
    .where('user_id', 'in', idList(userIds))
    .execute();
  return rows.map((r) => r.user_id);
}
