import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { caller } from '../auth/access-guard.js';
import * as service from './apps.service.js';

/** Advertisers' promoted apps: a non-administrator sees the apps of the accounts linked to it. */
export const appsRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, calls.apps.all, async (req) => service.adApps(db, caller(req)));
};
