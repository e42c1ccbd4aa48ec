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
