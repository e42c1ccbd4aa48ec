import { envelope, feLogRequest } from '@adconsole/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/reply.js';
import type { DB } from '../../db/database.js';
import { recordFeLog } from './logs.service.js';
import type { Notifier } from './notifier.js';

/** Front-end logs: accepted with or without a session (errors happen before login too). */
export const logsRoutes: FastifyPluginAsyncZod<{ db: DB; notifier: Notifier }> = async (app, { db, notifier }) => {
  app.post(
    '/v1/fe_log',
    {
      config: { access: 'optional' },
      bodyLimit: 64 * 1024,
      schema: { tags: ['logs'], body: feLogRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await recordFeLog(db, notifier, request.auth?.userId ?? null, request.body);
      return ok(null);
    },
  );
};
