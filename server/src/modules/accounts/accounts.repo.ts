import type { DB } from '../../db/database.js';
import { idList } from '../../db/id-list.js';
import { containsText } from '../../db/text-search.js';

/** Which accounts an option list answers: those whose name holds `keyword` (or whose id it is), the first `limit`. */
export interface AccountFilter {
  keyword?: string;
  limit?: number;
}

/** Enabled accounts in the scope (null: all), flat, by id, filtered and cut as asked. */
export function listAccounts(db: DB, scope: readonly number[] | null, { keyword, limit }: AccountFilter = {}) {
  let q = db.selectFrom('account').select(['id', 'account_name', 'is_review_material']).where('status', '=', 1);
  if (scope) q = q.where('id', 'in', idList(scope));
  if (keyword) {
    const asId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : -1;
    q = q.where((eb) => eb.or([containsText('account_name', keyword), eb('id', '=', asId)]));
  }
  q = q.orderBy('id');
  return (limit === undefined ? q : q.limit(limit)).execute();
}

/** Users linked to any account of `accountIds` (or every user when null), with their account ids. */
export async function listUsers(db: DB, accountIds: readonly number[] | null) {
  let q = db.selectFrom('app_user as u').select(['u.id', 'u.login_name', 'u.role_id']);
  if (accountIds) {
    q = q.where('u.id', 'in', (eb) =>
      eb.selectFrom('user_account').select('user_id').where('account_id', 'in', idList(accountIds)),
    );
  }
  const users = await q.orderBy('u.id').execute();
  const links = users.length
    ? await db
        .selectFrom('user_account')
        .select(['user_id', 'account_id'])
        .where(
          'user_id',
          'in',
          users.map((u) => u.id),
        )
        .orderBy('account_id')
        .execute()
    : [];
  return users.map((u) => ({ ...u, account_ids: links.filter((l) => l.user_id === u.id).map((l) => l.account_id) }));
}

export async function insertCompany(db: DB, name: string): Promise<number> {
  const r = await db
    .insertInto('company')
    .values({ name, owner_user_id: null, create_time: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function setCompanyOwner(db: DB, companyId: number, userId: number): Promise<void> {
  await db.updateTable('company').set({ owner_user_id: userId }).where('id', '=', companyId).execute();
}

export async function linkAccounts(db: DB, userId: number, accountIds: number[]): Promise<void> {
  if (accountIds.length) {
    await db
      .insertInto('user_account')
      .values(accountIds.map((account_id) => ({ user_id: userId, account_id })))
      .execute();
  }
}
