import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { idList } from '../../db/id-list.js';
import type { AdPlatformAccountTable } from './lookups.tables.js';

// Rows of advertiser accounts: every query takes the caller's scope (null: all accounts, for administrators).
const inScope = (scope: readonly number[] | null): readonly number[] | null => (scope ? idList(scope) : null);

/** Platform accounts with their platform and account names. */
function platformAccounts(db: DB) {
  return db
    .selectFrom('ad_platform_account as pa')
    .innerJoin('ad_platform as p', 'p.id', 'pa.ad_platform_id')
    .innerJoin('account as a', 'a.id', 'pa.account_id')
    .select([
      'pa.id',
      'pa.ad_platform_id',
      'p.name as ad_platform_name',
      'pa.account_id',
      'a.account_name',
      'pa.name',
      'pa.external_id',
      'pa.create_time',
    ]);
}

/** Platform accounts in the scope, optionally of one account and/or one platform. */
export function listPlatformAccounts(
  db: DB,
  scope: readonly number[] | null,
  filter: { account_id?: number; ad_platform_id?: number },
) {
  let q = platformAccounts(db);
  const ids = inScope(scope);
  if (ids) q = q.where('pa.account_id', 'in', ids);
  if (filter.account_id !== undefined) q = q.where('pa.account_id', '=', filter.account_id);
  if (filter.ad_platform_id !== undefined) q = q.where('pa.ad_platform_id', '=', filter.ad_platform_id);
  return q.orderBy('pa.id').execute();
}

export function findPlatformAccount(db: DB, id: number) {
  return platformAccounts(db).where('pa.id', '=', id).executeTakeFirstOrThrow();
}

/** The platform account, if there is one. */
export function platformAccountById(db: DB, id: number) {
  return platformAccounts(db).where('pa.id', '=', id).executeTakeFirst();
}

export async function updatePlatformAccount(db: DB, id: number, patch: { name?: string; external_id?: string }) {
  await db.updateTable('ad_platform_account').set(patch).where('id', '=', id).execute();
}

export async function deletePlatformAccount(db: DB, id: number) {
  await db.deleteFrom('ad_platform_account').where('id', '=', id).execute();
}

export async function insertPlatformAccount(
  db: DB,
  row: {
    ad_platform_id: number;
    account_id: number;
    name: string;
    external_id: string;
    create_user_id: number;
    create_time: number;
  },
): Promise<number> {
  return (await db.insertInto('ad_platform_account').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function findAccount(db: DB, id: number) {
  return db.selectFrom('account').select('id').where('id', '=', id).executeTakeFirst();
}

export async function insertPlatformAccounts(db: DB, rows: Insertable<AdPlatformAccountTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('ad_platform_account').values(rows).execute();
}
