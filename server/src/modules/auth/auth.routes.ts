import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { actorOf } from '../audit/audit.actor.js';
import { caller } from './access-guard.js';
import { login, logout } from './auth.service.js';
import { getRoleMenu } from './role-menu.service.js';

const { session } = calls;

/** Sign in, sign out, and the caller's menu. */
export const authRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, session.login, async (req) => login(db, actorOf(req), { ...req.body, ip: req.ip }));
  route(app, session.logout, async (req) => {
    await logout(db, caller(req), actorOf(req));
    return null;
  });
  route(app, session.roleMenu, async (req) => getRoleMenu(db, caller(req), req.query));
};
