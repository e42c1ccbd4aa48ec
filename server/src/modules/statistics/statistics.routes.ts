import type { Readable } from 'node:stream';
import { calls, DEVICE_EVENT_FORMATS, type DeviceEventFormatValue } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../core/app-error.js';
import { serviceCaller } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import { declaredLength } from '../../core/multipart.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import type { JobRunner } from '../jobs/index.js';
import { statFoldHandler, statFoldJob } from './fold.job.js';
import { receiveStats } from './intake.service.js';

const { deliveryStats } = calls;

export interface StatisticsDeps {
  db: DB;
  jobs: JobRunner;
  /** days of hour lines kept before they are folded into the daily rollup */
  rawDays: number;
}

function formatOf(contentType: string | undefined): DeviceEventFormatValue {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const format = DEVICE_EVENT_FORMATS.find((f) => f === type);
  if (!format) throw fieldError('content-type', 'media_type', `send ${DEVICE_EVENT_FORMATS.join(' or ')}`);
  return format;
}

/** Delivery statistics: the ad server's batch call and the hourly fold. The body reaches the handler as a stream. */
export const statisticsRoutes: FastifyPluginAsync<StatisticsDeps> = async (app, deps) => {
  const { db, rawDays } = deps;
  deps.jobs.register(statFoldJob, statFoldHandler(db, rawDays));
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
};
