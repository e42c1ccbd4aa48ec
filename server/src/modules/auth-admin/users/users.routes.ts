import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as service from './users.service.js';

const { authAdmin } = calls;

/** The users screen: search, detail, create, edit, enable or disable, reset password, delete. */
export const usersRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, authAdmin.userPage, async (req) => service.page(db, caller(req), req.query));
  exportRoute(app, calls.listExports.users, LIST_EXPORTS.users, 'users', async (req, page_no, page_size) =>
    service.page(db, caller(req), { ...req.query, page_no, page_size }),
  );
  route(app, authAdmin.user, async (req) => service.detail(db, caller(req), req.query.user_id));
  route(app, authAdmin.createUser, async (req) => service.create(db, caller(req), actorOf(req), req.body));
  route(app, authAdmin.editUser, async (req) => service.edit(db, caller(req), actorOf(req), req.body));
  route(app, authAdmin.setUserStatus, async (req) => service.setStatus(db, caller(req), actorOf(req), req.body));
  route(app, authAdmin.resetPassword, async (req) => service.resetPassword(db, caller(req), actorOf(req), req.body));
  route(app, authAdmin.deleteUser, async (req) => service.remove(db, caller(req), actorOf(req), req.query.id));
};
