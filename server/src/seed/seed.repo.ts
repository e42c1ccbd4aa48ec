import type { DB } from '../db/database.js';

// The writes the seeds make, gathered from the modules' doors (the integration tests make users with them too).
export {
  seedAccountLinks as linkAccounts,
  seedCompany as insertCompany,
  seedCompanyOwner as setCompanyOwner,
} from '../modules/accounts/index.js';
export {
  grantSeedGroups as grantGroups,
  grantSeedMenus as grantMenus,
  seedAccount as insertAccount,
  seedHasUsers as hasUsers,
  seedRole as insertRole,
  seedRoleId as findRoleId,
  seedUser as insertUser,
} from '../modules/auth-admin/index.js';
export { readMeta as getMeta, writeMeta as setMeta } from '../modules/system/index.js';

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
