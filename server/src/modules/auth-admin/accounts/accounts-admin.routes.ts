import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as service from './accounts-admin.service.js';

const { authAdmin } = calls;

/** Account edits and deletions, and the users linked to an account. */
export const accountsAdminRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, authAdmin.editAccount, async (req) => service.edit(db, caller(req), actorOf(req), req.body));
  route(app, authAdmin.deleteAccount, async (req) => service.remove(db, caller(req), actorOf(req), req.query.id));
  route(app, authAdmin.addUser, async (req) => {
    await service.addUsers(db, caller(req), actorOf(req), req.body.account_id, [req.body.user_id]);
    return null;
  });
  route(app, authAdmin.batchAddUser, async (req) =>
    service.addUsers(db, caller(req), actorOf(req), req.body.account_id, req.body.user_ids),
  );
  route(app, authAdmin.delUser, async (req) =>
    service.removeUser(db, caller(req), actorOf(req), req.query.user_id, req.query.account_ids),
  );
};
