import { adApp, envelope } from '@adconsole/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/reply.js';
import type { DB } from '../../db/database.js';
import { caller } from '../auth/access-guard.js';
import * as service from './apps.service.js';

/** Advertisers' promoted apps: a non-administrator sees the apps of the accounts linked to it. */
export const appsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/v1/ad_app/all',
    { schema: { tags: ['lookups'], response: { 200: envelope(z.array(adApp)) } } },
    async (req) => ok(await service.adApps(db, caller(req))),
  );
};
