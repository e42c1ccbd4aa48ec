import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../db/database.js';
import { authAdminRoutes } from './auth-admin.routes.js';

/** The `/v2/auth/*` administration calls other than the session's: one register line per routes file. */
export const authAdminModule: FastifyPluginAsync<{ db: DB }> = async (app, options) => {
  await app.register(authAdminRoutes, options);
};
