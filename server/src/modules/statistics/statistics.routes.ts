import type { Readable } from 'node:stream';
import { calls, DEVICE_EVENT_FORMATS, type DeviceEventFormatValue } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../core/app-error.js';
import { serviceCaller } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import { declaredLength } from '../../core/multipart.js';
import { route } from '../../core/route.js';
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

function formatOf(contentType: string | undefined): DeviceEventFormatValue {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const format = DEVICE_EVENT_FORMATS.find((f) => f === type);
  if (!format) throw fieldError('content-type', 'media_type', `send ${DEVICE_EVENT_FORMATS.join(' or ')}`);
  return format;
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
  route(app, deliveryStats.batch, async (req, reply) => {
    try {
      return await receiveStats(db, {
        apiKeyId: serviceCaller(req).keyId,
        batchId: req.query.batch_id,
        format: formatOf(req.headers['content-type']),
        body: (req.body ?? []) as unknown as Readable,
        declaredBytes: declaredLength(req.headers),
        rawDays,
      });
    } catch (error) {
      // refused before the body was read to its end (over a limit): close rather than drain the rest
      if (error instanceof AppError && !req.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  });
  route(app, deliveryStats.importFile, async (req, reply) => {
    try {
      return await imports.startImport(deps, {
        apiKeyId: serviceCaller(req).keyId,
        name: req.query.name,
        format: formatOf(req.headers['content-type']),
        body: (req.body ?? []) as unknown as Readable,
        declaredBytes: declaredLength(req.headers),
      });
    } catch (error) {
      if (error instanceof AppError && !req.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  });
  route(app, deliveryStats.importDetail, async (req) =>
    imports.importDetail(db, serviceCaller(req).keyId, req.query.id),
  );
};
