import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import { hashPassword } from '../modules/auth/index.js';
import { DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_ROLES, DEMO_USERS, leafMenus } from './demo-access.js';
import { seedDemoAudienceBindings } from './demo-audience-bindings.js';
import { seedDemoAudiences } from './demo-audiences.js';
import { seedDemoDeviceEvents } from './demo-device-events.js';
import { seedDemoLookups } from './demo-lookups.js';
import { seedDemoMaterials } from './demo-materials.js';
import { demoSeedDue, SEEDED_KEY } from './demo-seed-process.js';
import { seedDemoTags } from './demo-tags.js';
import * as seedRepo from './seed.repo.js';

/**
 * Fills an empty database with the demo company, accounts, roles, users, lookup data, tags, materials and the
 * campaigns that use them, and the device events of rule-based audiences, once, in one transaction; then the demo
 * audience packages, made by the import engine, and the demo ad groups' bindings to some of them.
 */
export async function seedDemo(db: DB, config: Config): Promise<boolean> {
  if (!(await demoSeedDue(db, config))) return false;
  const hash = await hashPassword(config.demoPassword!);
  const now = Date.now();
  const accountIds = new Map<string, number>();
  await db.transaction().execute(async (trx) => {
    const companyId = await seedRepo.insertCompany(trx, DEMO_COMPANY);
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const id = await seedRepo.insertAccount(trx, {
        account_name: a.name,
        company_id: companyId,
        is_review_material: a.review ? 1 : 0,
        create_time: now - (DEMO_ACCOUNTS.length - i) * 86_400_000,
      });
      accountIds.set(a.name, id);
    }
    for (const role of DEMO_ROLES) {
      const roleId = await seedRepo.insertRole(trx, { name: role.name, is_admin: 0, remark: role.remark });
      await seedRepo.grantMenus(trx, roleId, leafMenus(role.menus));
      await seedRepo.grantGroups(trx, roleId, role.groups);
    }
    for (const u of DEMO_USERS) {
      const roleId = (await seedRepo.findRoleId(trx, u.role))!;
      const userId = await seedRepo.insertUser(trx, {
        login_name: u.login_name,
        password_hash: hash,
        role_id: roleId,
        company_id: companyId,
      });
      const ids = u.accounts === 'all' ? [...accountIds.values()] : u.accounts.map((n) => accountIds.get(n)!);
      await seedRepo.linkAccounts(trx, userId, ids);
      if (u.role === 'advertiser') await seedRepo.setCompanyOwner(trx, companyId, userId);
    }
    await seedDemoLookups(trx, accountIds, now);
    const tagIds = await seedDemoTags(trx, now, config.seedLanguage);
    await seedDemoMaterials(trx, config, { accountIds, tagIds, now });
    await seedDemoDeviceEvents(trx, now);
    await seedRepo.setMeta(trx, SEEDED_KEY, new Date(now).toISOString());
  });
  // made by the import engine, which reads what the transaction wrote (the device events of rule-based packages)
  const audienceIds = await seedDemoAudiences(db, config, { accountIds, now });
  // ad groups bind packages only once these exist
  await seedDemoAudienceBindings(db, audienceIds);
  return true;
}
