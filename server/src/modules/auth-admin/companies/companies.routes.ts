import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as service from './companies.service.js';

const { authAdmin } = calls;

/** Company create, edit (rename, owner, enable or disable) and delete; the list is in auth-admin.routes.ts. */
export const companiesRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, authAdmin.createCompany, async (req) => service.create(db, caller(req), actorOf(req), req.body));
  route(app, authAdmin.editCompany, async (req) => service.edit(db, caller(req), actorOf(req), req.body));
  route(app, authAdmin.deleteCompany, async (req) => service.remove(db, caller(req), actorOf(req), req.query.id));
};
