import {
  envelope,
  loginRequest,
  loginResponse,
  logoutRequest,
  roleMenuQuery,
  roleMenuResponse,
} from '@adconsole/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/reply.js';
import type { DB } from '../../db/database.js';
import { caller } from './access-guard.js';
import { login, logout } from './auth.service.js';
import { getRoleMenu } from './role-menu.service.js';

/** Sign in, sign out, and the caller's menu. */
export const authRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.post(
    '/v1/login',
    {
      config: { access: 'public' },
      schema: { tags: ['session'], body: loginRequest, response: { 200: envelope(loginResponse) } },
    },
    async (request) => ok(await login(db, { ...request.body, ip: request.ip })),
  );

  app.post(
    '/v1/logout',
    { schema: { tags: ['session'], body: logoutRequest.optional(), response: { 200: envelope(z.null()) } } },
    async (request) => {
      await logout(db, caller(request));
      return ok(null);
    },
  );

  app.get(
    '/v2/auth/role/getRoleMenu',
    { schema: { tags: ['auth'], querystring: roleMenuQuery, response: { 200: envelope(roleMenuResponse) } } },
    async (request) => ok(await getRoleMenu(db, caller(request), request.query)),
  );
};
