import {
  accountCreateRequest,
  accountDetail,
  companyItem,
  envelope,
  listOf,
  pageQuery,
  roleItem,
} from '@adconsole/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/reply.js';
import type { DB } from '../../db/database.js';
import { usersSchema } from '../accounts/accounts.routes.js';
import * as accounts from '../accounts/accounts.service.js';
import { caller } from '../auth/access-guard.js';
import * as service from './auth-admin.service.js';

/** The `/v2/auth/*` administration calls: accounts, users, roles and companies, each behind its permission group. */
export const authAdminRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/v2/auth/account',
    {
      config: { access: 'auth.account.view' },
      schema: {
        tags: ['auth'],
        querystring: pageQuery.extend({ account_name: z.string().trim().max(100).optional() }),
        response: { 200: envelope(listOf(accountDetail)) },
      },
    },
    async (req) => ok(await service.accountPage(db, caller(req), req.query)),
  );
  app.post(
    '/v2/auth/account',
    {
      config: { access: 'auth.account.edit' },
      schema: {
        tags: ['auth'],
        body: accountCreateRequest,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => ok(await service.createAccount(db, req.body)),
  );
  app.get(
    '/v2/auth/user/list',
    { config: { access: 'auth.user.view' }, schema: { ...usersSchema, tags: ['auth'] } },
    async (req) => ok(await accounts.users(db, caller(req), req.query.account_id)),
  );
  app.get(
    '/v2/auth/role/list',
    {
      config: { access: 'auth.role.view' },
      schema: { tags: ['auth'], response: { 200: envelope(z.array(roleItem)) } },
    },
    async () => ok(await service.roles(db)),
  );
  app.get(
    '/v2/auth/company/list',
    {
      config: { access: 'auth.account.view' },
      schema: { tags: ['auth'], response: { 200: envelope(z.array(companyItem)) } },
    },
    async (req) => ok(await service.companies(db, caller(req))),
  );
};
