import type { DB } from '../db/database.js';
import * as accounts from '../modules/auth-admin/shared/directory.repo.js';

// The writes the seeds make, gathered from the modules' repositories (the integration tests make users with them too).
export { insertCompany, linkAccounts, setCompanyOwner } from '../modules/accounts/accounts.repo.js';
export {
  findRoleId,
  grantGroups,
  grantMenus,
  hasUsers,
  insertRole,
  insertUser,
} from '../modules/auth-admin/shared/auth-admin.repo.js';
export { getMeta, setMeta } from '../modules/system/system.repo.js';

export async function insertAccount(
  db: DB,
  row: { account_name: string; company_id: number; is_review_material: number; create_time: number },
): Promise<number> {
  return (await accounts.insertAccount(db, row)).id;
}

/** The live (not deleted) ads of the ad groups, by id (the demo's delivery statistics). */
export function liveAdsOf(db: DB, groupIds: number[]) {
  if (!groupIds.length) return Promise.resolve([]);
  return db
    .selectFrom('ad')
    .select(['id', 'ad_group_id'])
    .where('ad_group_id', 'in', groupIds)
    .where('status', '<>', -1)
    .orderBy('id')
    .execute();
}

/** The ad positions with their media app, by id (where the demo's ads were shown). */
export const demoPositions = (db: DB) => db.selectFrom('ad_position').select(['id', 'app_id']).orderBy('id').execute();
