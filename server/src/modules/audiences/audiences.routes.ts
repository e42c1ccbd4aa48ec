import { AudienceLimits, calls, LIST_EXPORTS } from '@adconsole/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { exportRoute } from '../../core/list-export.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { actorOf } from '../audit/index.js';
import type { Storage } from '../files/index.js';
import type { JobRunner } from '../jobs/index.js';
import type { PartnerDrop } from './audiences.drop.js';
import * as edit from './audiences.edit.service.js';
import { registerAudienceJobs } from './audiences.jobs.js';
import * as read from './audiences.service.js';
import { receiveAudienceFile } from './audiences.upload-receive.js';
import { uploadSweepHandler, uploadSweepJob } from './audiences.upload-sweep.js';
import { deviceEventsRoutes } from './events/device-events.routes.js';
import { partnerFoldersRoutes } from './partner-folders/index.js';

const { audiences } = calls;

export interface AudiencesOptions {
  db: DB;
  storage: Storage;
  jobs: JobRunner;
  /** where source-2 paths are read (audiences.drop.ts) */
  drop: PartnerDrop;
  /** an uploaded file no package takes is removed after this long (FILE_ORPHAN_GRACE_HOURS) */
  uploadGraceMs: number;
}

/** Audience packages: list, detail with the import report, create, edit, delete, and the file upload. */
export const audiencesRoutes: FastifyPluginAsync<AudiencesOptions> = async (app, deps) => {
  registerAudienceJobs(deps.jobs, deps);
  deps.jobs.register(uploadSweepJob, uploadSweepHandler({ ...deps, graceMs: deps.uploadGraceMs }));
  // the multipart parser only in this plugin; one byte over the limit so the receiver's own count trips first
  await app.register(fastifyMultipart, {
    limits: { fileSize: AudienceLimits.FILE_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    throwFileSizeLimit: false,
  });
  const { db } = deps;
  await app.register(partnerFoldersRoutes, { db });
  await app.register(deviceEventsRoutes, { db, storage: deps.storage, jobs: deps.jobs });
  route(app, audiences.list, async (req) => read.list(db, caller(req), req.body));
  exportRoute(app, calls.listExports.audiences, LIST_EXPORTS.audiences, 'audiences', async (req, page_no, page_size) =>
    read.list(db, caller(req), { ...req.body, page_no, page_size }),
  );
  route(app, audiences.detail, async (req) => read.detail(db, caller(req), req.query.id));
  route(app, audiences.create, async (req) => edit.create(deps, caller(req), actorOf(req), req.body));
  route(app, audiences.edit, async (req) => edit.edit(deps, caller(req), actorOf(req), req.body));
  route(app, audiences.remove, async (req) => edit.remove(deps, caller(req), actorOf(req), req.query.id));
  route(app, audiences.upload, async (req, reply) =>
    receiveAudienceFile(req, reply, { db, storage: deps.storage, userId: caller(req).userId }),
  );
};
