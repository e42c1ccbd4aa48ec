import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { recordFeLog } from './logs.service.js';
import type { Notifier } from './notifier.js';

/** Front-end logs: accepted with or without a session (errors happen before login too). */
export const logsRoutes: FastifyPluginAsync<{ db: DB; notifier: Notifier }> = async (app, { db, notifier }) => {
  route(
    app,
    calls.system.feLog,
    async (req) => {
      await recordFeLog(db, notifier, req.auth?.userId ?? null, req.body);
      return null;
    },
    { bodyLimit: 64 * 1024 },
  );
};
