import { accountItem, envelope, userItem, userListQuery } from '@adconsole/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/reply.js';
import type { DB } from '../../db/database.js';
import { caller } from '../auth/access-guard.js';
import * as service from './accounts.service.js';

const accountOptionsSchema = { tags: ['directory'], response: { 200: envelope(z.array(accountItem)) } };
export const usersSchema = {
  tags: ['directory'],
  querystring: userListQuery,
  response: { 200: envelope(z.array(userItem)) },
};

/** The account and user option lists every screen uses, in the caller's scope. */
export const accountsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get('/v1/account/list', { schema: accountOptionsSchema }, async (req) =>
    ok(await service.accountOptions(db, caller(req))),
  );
  app.get('/v2/auth/account/list', { schema: accountOptionsSchema }, async (req) =>
    ok(await service.accountOptions(db, caller(req))),
  );
  app.get('/v1/user/list', { schema: usersSchema }, async (req) =>
    ok(await service.users(db, caller(req), req.query.account_id)),
  );
};
