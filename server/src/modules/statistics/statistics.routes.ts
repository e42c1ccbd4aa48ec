import { calls, DEVICE_EVENT_FORMATS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serviceCaller } from '../../core/auth-context.js';
import { route } from '../../core/route.js';
import { streamedBody, streamedCall } from '../../core/service-batch.js';
import type { DB } from '../../db/database.js';
import type { Storage } from '../files/index.js';
import type { JobRunner } from '../jobs/index.js';
import { statFoldHandler, statFoldJob } from './fold.job.js';
import { receiveStats } from './intake.service.js';
import { statImportHandler, statImportJob } from './stat-import.job.js';
import * as imports from './stat-import.service.js';

const { deliveryStats } = calls;

export interface StatisticsDeps {
  db: DB;
  jobs: JobRunner;
  /** where an import's file waits for its job */
  storage: Storage;
  /** days of hour lines kept before they are folded into the daily rollup */
  rawDays: number;
}

/**
 * Delivery statistics: the ad server's batch call, its file import (and the import's job), and the hourly fold. The
 * body of both reaches the handler as a stream.
 */
export const statisticsRoutes: FastifyPluginAsync<StatisticsDeps> = async (app, deps) => {
  const { db, rawDays } = deps;
  deps.jobs.register(statFoldJob, statFoldHandler(db, rawDays));
  deps.jobs.register(statImportJob, statImportHandler({ db, storage: deps.storage, rawDays }));
  app.addContentTypeParser([...DEVICE_EVENT_FORMATS], (_req, payload, done) => done(null, payload));
  route(app, deliveryStats.batch, async (req, reply) =>
    streamedBody(req, reply, () =>
      receiveStats(db, {
        ...streamedCall(req),
        batchId: req.query.batch_id,
        rawDays,
      }),
    ),
  );
  route(app, deliveryStats.importFile, async (req, reply) =>
    streamedBody(req, reply, () =>
      imports.startImport(deps, {
        ...streamedCall(req),
        name: req.query.name,
      }),
    ),
  );
  route(app, deliveryStats.importDetail, async (req) =>
    imports.importDetail(db, serviceCaller(req).keyId, req.query.id),
  );
};
