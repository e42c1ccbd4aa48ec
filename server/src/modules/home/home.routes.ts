import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { overview } from './home.service.js';

/** The home page's cockpit. */
export const homeRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, calls.home.overview, async (req) => overview(db, caller(req)));
};
