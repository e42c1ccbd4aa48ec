import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../db/database.js';
import { accessViewRoutes } from './access-view.routes.js';
import { accountsAdminRoutes } from './accounts-admin.routes.js';
import { authAdminRoutes } from './auth-admin.routes.js';
import { companiesRoutes } from './companies.routes.js';
import { menusRoutes } from './menus.routes.js';
import { permissionsRoutes } from './permissions.routes.js';
import { rolesRoutes } from './roles.routes.js';
import { usersRoutes } from './users.routes.js';

/** The `/v2/auth/*` administration calls other than the session's: one register line per routes file. */
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
