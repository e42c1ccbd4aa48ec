import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { userAccess } from './access-view.service.js';

const { authAccess } = calls;

/** A user's effective access: menus and groups and why, the accounts scoping their data, their navigation. */
export const accessViewRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, authAccess.userAccess, async (req) => userAccess(db, caller(req), req.query.user_id));
};
