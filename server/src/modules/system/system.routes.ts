import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import { ping } from './system.repo.js';

/** Health and version, for load balancers and the diagnostics screen. */
export const systemRoutes: FastifyPluginAsync<{ db: DB; dialect: DialectName; version: string }> = async (
  app,
  { db, dialect, version },
) => {
  route(app, calls.system.health, async () => {
    await ping(db);
    return { status: 'ok' as const, version, database: dialect };
  });
};
