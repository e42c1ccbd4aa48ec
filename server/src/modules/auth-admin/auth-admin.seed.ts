import type { DB } from '../../db/database.js';
import * as repo from './shared/auth-admin.repo.js';
import { insertAccount } from './shared/directory.repo.js';

// The directory's first rows as the first start and the demo seed write them: roles, their grants, users and
// advertiser accounts, without audit entries (nobody is signed in yet).

/** Whether any user exists (the first start creates the administrator only then). */
export const seedHasUsers = (db: DB): Promise<boolean> => repo.hasUsers(db);

/** A role; answers its id. */
export const seedRole = (db: DB, row: { name: string; is_admin: number; remark: string }): Promise<number> =>
  repo.insertRole(db, row);

/** A role's id by name. */
export const seedRoleId = (db: DB, name: string): Promise<number | undefined> => repo.findRoleId(db, name);

/** Grants a role menus by name ('all': every menu). */
export const grantSeedMenus = (db: DB, roleId: number, names: string[] | 'all'): Promise<void> =>
  repo.grantMenus(db, roleId, names);

/** Grants a role permission groups by name ('all': every group). */
export const grantSeedGroups = (db: DB, roleId: number, names: string[] | 'all'): Promise<void> =>
  repo.grantGroups(db, roleId, names);

/** A user; answers its id. */
export const seedUser = (
  db: DB,
  row: { login_name: string; password_hash: string; role_id: number; company_id: number | null },
): Promise<number> => repo.insertUser(db, row);

/** An advertiser account; answers its id. */
export async function seedAccount(
  db: DB,
  row: { account_name: string; company_id: number; is_review_material: number; create_time: number },
): Promise<number> {
  return (await insertAccount(db, row)).id;
}
