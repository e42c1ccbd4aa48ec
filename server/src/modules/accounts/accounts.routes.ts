import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import * as service from './accounts.service.js';

const { accounts } = calls;

/** The account and user option lists every screen uses, in the caller's scope. */
export const accountsRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, accounts.options, async (req) => service.accountOptions(db, caller(req), req.query));
  route(app, accounts.authOptions, async (req) => service.accountOptions(db, caller(req), req.query));
  route(app, accounts.users, async (req) => service.users(db, caller(req), req.query.account_id));
};
