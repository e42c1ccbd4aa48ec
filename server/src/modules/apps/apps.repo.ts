import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { idList } from '../../db/id-list.js';
import type { AdAppTable } from './apps.tables.js';

/** Advertiser apps of the accounts in the scope (null: all accounts, for administrators). */
export function listAdApps(db: DB, scope: number[] | null) {
  let q = db.selectFrom('ad_app').select(['id', 'account_id', 'name', 'pkg_name', 'app_store', 'platform', 'icon_url']);
  if (scope) q = q.where('account_id', 'in', idList(scope));
  return q.orderBy('id').execute();
}

/** An account's first app (by id), if it has one. */
export function firstAppOf(db: DB, accountId: number) {
  return db
    .selectFrom('ad_app')
    .select(['id', 'pkg_name'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertAdApps(db: DB, rows: Insertable<AdAppTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('ad_app').values(rows).execute();
}
