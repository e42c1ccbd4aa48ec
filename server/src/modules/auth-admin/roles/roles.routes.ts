import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as service from './roles.service.js';

const { authAccess } = calls;

/** Roles: the list with grants and user counts; create, edit, delete and their grants (administrators only). */
export const rolesRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, authAccess.roles, async () => service.list(db));
  exportRoute(app, calls.listExports.roles, LIST_EXPORTS.roles, 'roles', async () => service.list(db));
  route(app, authAccess.createRole, async (req) => service.create(db, caller(req), actorOf(req), req.body));
  route(app, authAccess.editRole, async (req) => service.edit(db, caller(req), actorOf(req), req.body));
  route(app, authAccess.deleteRole, async (req) => service.remove(db, caller(req), actorOf(req), req.query.id));
  route(app, authAccess.linkRoleMenu, async (req) => service.linkRoleMenu(db, caller(req), actorOf(req), req.body));
};
