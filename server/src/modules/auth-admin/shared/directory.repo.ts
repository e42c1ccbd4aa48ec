import type { Insertable } from 'kysely';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import { type Paging, paged } from '../../../db/paged.js';
import { containsText } from '../../../db/text-search.js';
import type { AccountTable } from '../../accounts/index.js';

/** Filters of the account administration list. */
export interface AccountFilter {
  account_name?: string;
  company_id?: number;
  status?: number;
}

/** Account details with their company and linked-user count, paged, in the scope. */
export function pageAccounts(db: DB, scope: readonly number[] | null, filter: AccountFilter, page: Paging) {
  let q = db.selectFrom('account as a').leftJoin('company as c', 'c.id', 'a.company_id');
  if (scope) q = q.where('a.id', 'in', idList(scope));
  if (filter.account_name) q = q.where(containsText('a.account_name', filter.account_name));
  if (filter.company_id !== undefined) q = q.where('a.company_id', '=', filter.company_id);
  if (filter.status !== undefined) q = q.where('a.status', '=', filter.status);
  return paged(
    q
      .select((eb) => [
        'a.id',
        'a.account_name',
        'a.company_id',
        'c.name as company_name',
        'a.is_review_material',
        'a.status',
        'a.create_time',
        eb
          .selectFrom('user_account as ua')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('ua.account_id', '=', 'a.id')
          .as('user_count'),
      ])
      .orderBy('a.id'),
    page,
  );
}

export async function insertAccount(db: DB, row: Insertable<AccountTable>) {
  return db.insertInto('account').values(row).returning('id').executeTakeFirstOrThrow();
}

export function findCompany(db: DB, id: number) {
  return db.selectFrom('company').select('id').where('id', '=', id).executeTakeFirst();
}

/** Companies with their owner, accounts, status and user count; in a scope, only companies owning an account of it. */
export async function listCompanies(db: DB, scope: readonly number[] | null) {
  const accounts = await listAccountsWithCompany(db, scope);
  const ids = [...new Set(accounts.map((a) => a.company_id).filter((id): id is number => id !== null))];
  let q = db.selectFrom('company as c').select((eb) => [
    'c.id',
    'c.name',
    'c.owner_user_id',
    'c.status',
    'c.create_time',
    eb
      .selectFrom('app_user as u')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('u.company_id', '=', 'c.id')
      .as('user_count'),
  ]);
  if (scope) q = q.where('c.id', 'in', idList(ids));
  const companies = await q.orderBy('c.id').execute();
  return companies.map((c) => ({
    id: c.id,
    name: c.name,
    user_id: c.owner_user_id,
    account_ids: accounts.filter((a) => a.company_id === c.id).map((a) => a.id),
    status: c.status,
    user_count: Number(c.user_count ?? 0),
    create_time: c.create_time,
  }));
}

function listAccountsWithCompany(db: DB, scope: readonly number[] | null) {
  let q = db.selectFrom('account').select(['id', 'company_id']);
  if (scope) q = q.where('id', 'in', idList(scope));
  return q.orderBy('id').execute();
}
