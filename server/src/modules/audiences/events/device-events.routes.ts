import type { Readable } from 'node:stream';
import { calls, DEVICE_EVENT_FORMATS, type DeviceEventFormatValue } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../core/app-error.js';
import { caller, serviceCaller } from '../../../core/auth-context.js';
import { fieldError } from '../../../core/field-error.js';
import { declaredLength } from '../../../core/multipart.js';
import { route } from '../../../core/route.js';
import { actorOf } from '../../audit/index.js';
import { eventImportHandler, eventImportJob } from './event-import.job.js';
import type { ImportDeps } from './event-import.service.js';
import * as imports from './event-import.service.js';
import { eventPruneHandler, eventPruneJob } from './event-prune.job.js';
import { receiveBatch } from './intake.service.js';

const { deviceEvents } = calls;

/** The batch body's format from its Content-Type (parameters such as charset aside). */
function formatOf(contentType: string | undefined): DeviceEventFormatValue {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const format = DEVICE_EVENT_FORMATS.find((f) => f === type);
  if (!format) throw fieldError('content-type', 'media_type', `send ${DEVICE_EVENT_FORMATS.join(' or ')}`);
  return format;
}

/**
 * Device events: the pipeline's batch call, the back-fill imports, and the jobs (import, hourly prune). The batch
 * body is handed to the handler as the raw stream (this plugin's own parser for its two media types), which reads
 * and counts it line by line.
 */
export const deviceEventsRoutes: FastifyPluginAsync<ImportDeps> = async (app, deps) => {
  const { db } = deps;
  deps.jobs.register(eventImportJob, eventImportHandler(deps));
  deps.jobs.register(eventPruneJob, eventPruneHandler(db));
  app.addContentTypeParser([...DEVICE_EVENT_FORMATS], (_req, payload, done) => done(null, payload));
  route(app, deviceEvents.batch, async (req, reply) => {
    try {
      return await receiveBatch(db, {
        apiKeyId: serviceCaller(req).keyId,
        batchId: req.query.batch_id,
        format: formatOf(req.headers['content-type']),
        body: (req.body ?? []) as unknown as Readable,
        declaredBytes: declaredLength(req.headers),
      });
    } catch (error) {
      // refused before the body was read to its end (over a limit): close rather than drain the rest
      if (error instanceof AppError && !req.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  });
  route(app, deviceEvents.importFile, async (req, reply) =>
    imports.startImport(deps, req, reply, caller(req), actorOf(req)),
  );
  route(app, deviceEvents.importList, async (req) => imports.listImports(db, caller(req), req.query));
  route(app, deviceEvents.importDetail, async (req) => imports.importDetail(db, caller(req), req.query.id));
};
