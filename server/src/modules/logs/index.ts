import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../db/database.js';
import type { JobRunner } from '../jobs/index.js';
import { feLogPruneHandler, feLogPruneJob } from './logs.prune.js';
import { logsRoutes } from './logs.routes.js';
import type { Notifier } from './notifier.js';

export { postText } from './dingtalk.js';
export { createNotifier, type Notifier } from './notifier.js';

/** Front-end logs (rate-limited, grouped chat notices, retention prune) and the notifier that forwards errors. */
export const logsModule: FastifyPluginAsync<{
  db: DB;
  notifier: Notifier;
  jobs: JobRunner;
  retentionDays: number;
}> = async (app, { db, notifier, jobs, retentionDays }) => {
  jobs.register(feLogPruneJob, feLogPruneHandler({ db, retentionDays }));
  await app.register(logsRoutes, { db, notifier });
};
