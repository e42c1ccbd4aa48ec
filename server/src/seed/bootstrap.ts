import { BUILTIN_ROLES, MENUS } from '@adconsole/contract';
import { type Config, DEFAULT_ADMIN_PASSWORD } from '../config.js';
import type { DB } from '../db/database.js';
import { hashPassword } from '../modules/auth/index.js';
import { leafMenus } from './demo-access.js';
import * as seedRepo from './seed.repo.js';

export class BootstrapError extends Error {}

/**
 * Creates the administrator role and user on an empty database. On PostgreSQL a default password is never
 * accepted: ADMIN_PASSWORD must be set. Answers the password used, or null when users already existed.
 */
export async function ensureAdministrator(db: DB, config: Config): Promise<string | null> {
  if (await seedRepo.hasUsers(db)) return null;
  const password = config.adminPassword ?? (config.databaseUrl ? null : DEFAULT_ADMIN_PASSWORD);
  if (!password) {
    throw new BootstrapError('ADMIN_PASSWORD is required on the first start with DATABASE_URL (PostgreSQL)');
  }
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const roleId = await seedRepo.insertRole(trx, {
      name: 'administrator',
      is_admin: 1,
      remark: BUILTIN_ROLES.administrator,
    });
    await seedRepo.grantMenus(trx, roleId, leafMenus(Object.keys(MENUS)));
    await seedRepo.grantGroups(trx, roleId, 'all');
    await seedRepo.insertUser(trx, { login_name: 'admin', password_hash: hash, role_id: roleId, company_id: null });
  });
  return password;
}
