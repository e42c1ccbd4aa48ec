import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { type JobHandler, jobKind } from '../jobs/index.js';
import { prune } from './audit.service.js';

/** The daily retention prune of the audit log, one recurring job for the whole cluster (its progress: rows removed). */
export const auditPruneJob = jobKind('audit.prune', z.object({}));

/** Without a retention (`AUDIT_RETENTION_DAYS` unset) the job runs and keeps everything. */
export function auditPruneHandler(
  deps: { db: DB; retentionDays: number | null },
  everyMs = 24 * 3600_000,
): JobHandler<z.infer<typeof auditPruneJob.payload>> {
  return {
    everyMs,
    async run(_payload, { log, progress }) {
      if (deps.retentionDays === null) return;
      const removed = await prune(deps.db, deps.retentionDays);
      if (removed > 0) log.info({ removed, retentionDays: deps.retentionDays }, 'audit entries past retention removed');
      await progress(removed, 'entries removed');
    },
  };
}
