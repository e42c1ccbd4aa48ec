import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../db/database.js';
import { accountsAdminRoutes } from './accounts/accounts-admin.routes.js';
import { companiesRoutes } from './companies/companies.routes.js';
import { menusRoutes } from './menus/menus.routes.js';
import { permissionsRoutes } from './permissions/permissions.routes.js';
import { rolesRoutes } from './roles/roles.routes.js';
import { authAdminRoutes } from './shared/auth-admin.routes.js';
import { accessViewRoutes } from './users/access-view.routes.js';
import { usersRoutes } from './users/users.routes.js';

export {
  grantSeedGroups,
  grantSeedMenus,
  seedAccount,
  seedHasUsers,
  seedRole,
  seedRoleId,
  seedUser,
} from './auth-admin.seed.js';
export { userIdsByLogin } from './shared/auth-admin.service.js';

/**
 * The `/v2/auth/*` administration calls other than the session's: one folder per thing administered (roles, menus,
 * permissions, accounts, users, companies), `shared/` for the directory lists and scope rules they share; one register
 * line per routes file.
 */
export const authAdminModule: FastifyPluginAsync<{ db: DB }> = async (app, options) => {
  await app.register(authAdminRoutes, options);
  await app.register(accountsAdminRoutes, options);
  await app.register(usersRoutes, options);
  await app.register(companiesRoutes, options);
  await app.register(rolesRoutes, options);
  await app.register(menusRoutes, options);
  await app.register(permissionsRoutes, options);
  await app.register(accessViewRoutes, options);
};
