import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { actorOf } from '../audit/index.js';
import { login, logout } from './auth.service.js';
import { changeOwnPassword } from './own-password.service.js';
import type { PasswordChecker } from './password.js';
import { getRoleMenu } from './role-menu.service.js';

const { session } = calls;

// an anonymous call: the longest name and base64 password the contract allows, even \u-escaped, fit in 2 KB
const LOGIN_BODY_MAX = 2048;

/** Sign in, sign out, and the caller's menu. */
export const authRoutes: FastifyPluginAsync<{ db: DB; passwords: PasswordChecker }> = async (
  app,
  { db, passwords },
) => {
  route(app, session.login, async (req) => login(db, passwords, actorOf(req), { ...req.body, ip: req.ip }), {
    bodyLimit: LOGIN_BODY_MAX,
  });
  route(app, session.logout, async (req) => {
    await logout(db, caller(req), actorOf(req));
    return null;
  });
  route(app, session.changePassword, async (req) => {
    await changeOwnPassword(db, passwords, caller(req), actorOf(req), { ...req.body, ip: req.ip });
    return null;
  });
  route(app, session.roleMenu, async (req) => getRoleMenu(db, caller(req), req.query));
};
