import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../db/database.js';
import type { JobRunner } from '../jobs/index.js';
import { auditPruneHandler, auditPruneJob } from './audit.prune.js';
import { auditRoutes } from './audit.routes.js';

export * from './audit.actor.js';
export * from './audit.delete.js';
export * as audit from './audit.service.js';
export * from './audit.update.js';

/**
 * The audit log. Other modules record through `audit` (`audit.record`, in their own transaction) with an `Actor`
 * (`actorOf` a request, `systemActor`); this plugin serves the read calls and registers the retention prune.
 */
export const auditModule: FastifyPluginAsync<{ db: DB; jobs: JobRunner; retentionDays: number | null }> = async (
  app,
  { db, jobs, retentionDays },
) => {
  jobs.register(auditPruneJob, auditPruneHandler({ db, retentionDays }));
  await app.register(auditRoutes, { db });
};
