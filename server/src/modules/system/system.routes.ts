import { envelope, healthResponse } from '@adconsole/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/reply.js';
import type { DB } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import { ping } from './system.repo.js';

/** Health and version, for load balancers and the diagnostics screen. */
export const systemRoutes: FastifyPluginAsyncZod<{ db: DB; dialect: DialectName; version: string }> = async (
  app,
  { db, dialect, version },
) => {
  app.get(
    '/v1/system/health',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: envelope(healthResponse) } } },
    async () => {
      await ping(db);
      return ok({ status: 'ok' as const, version, database: dialect });
    },
  );
};
