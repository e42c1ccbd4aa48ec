import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { metrics } from './metrics.service.js';

/** The metric columns of the campaign, ad group and ad lists. */
export const metricsRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, calls.listMetrics.metrics, async (req) => metrics(db, caller(req), req.body));
};
