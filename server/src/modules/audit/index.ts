import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../db/database.js';
import type { JobRunner } from '../jobs/index.js';
import { auditPruneHandler, auditPruneJob } from './audit.prune.js';
import { auditRoutes } from './audit.routes.js';

/**
 * The audit log. Services record through `audit.service.ts` (`record`, in their own transaction) with the `Actor`
 * of `audit.actor.ts`; this plugin serves the read calls and registers the retention prune.
 */
export const auditModule: FastifyPluginAsync<{ db: DB; jobs: JobRunner; retentionDays: number | null }> = async (
  app,
  { db, jobs, retentionDays },
) => {
  jobs.register(auditPruneJob, auditPruneHandler({ db, retentionDays }));
  await app.register(auditRoutes, { db });
};
