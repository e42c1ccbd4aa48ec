import { calls, DEVICE_EVENT_FORMATS, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import { streamedBody, streamedCall } from '../../../core/service-batch.js';
import { actorOf } from '../../audit/index.js';
import { eventImportHandler, eventImportJob } from './event-import.job.js';
import type { ImportDeps } from './event-import.service.js';
import * as imports from './event-import.service.js';
import { eventPruneHandler, eventPruneJob } from './event-prune.job.js';
import { receiveBatch } from './intake.service.js';

const { deviceEvents } = calls;

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
  route(app, deviceEvents.batch, async (req, reply) =>
    streamedBody(req, reply, () => receiveBatch(db, { ...streamedCall(req), batchId: req.query.batch_id })),
  );
  route(app, deviceEvents.importFile, async (req, reply) =>
    imports.startImport(deps, req, reply, caller(req), actorOf(req)),
  );
  route(app, deviceEvents.importList, async (req) => imports.listImports(db, caller(req), req.query));
  exportRoute(
    app,
    calls.listExports.deviceEventImports,
    LIST_EXPORTS.deviceEventImports,
    'device-event-imports',
    async (req, page_no, page_size) => imports.listImports(db, caller(req), { ...req.query, page_no, page_size }),
  );
  route(app, deviceEvents.importDetail, async (req) => imports.importDetail(db, caller(req), req.query.id));
};
