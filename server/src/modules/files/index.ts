import type { FastifyPluginAsync } from 'fastify';
import { posterHandler, posterJob } from './files.poster-job.js';
import { type FilesOptions, filesRoutes } from './files.routes.js';
import { orphanSweepHandler, orphanSweepJob } from './files.sweep.js';
import { sweepScratchWithApp } from './scratch-sweep.js';

export type { MaterialWithMd5 } from './files.checks.js';
export { saveDemoFile } from './files.demo.js';
export { makePoster } from './files.ffmpeg.js';
export { inspectImage } from './files.image.js';
export { markFilesUsed, storedFiles } from './files.service.js';
export { fileServingRoutes as fileServingModule } from './files.serving.routes.js';
export type { StoredFile } from './files.tables.js';
export {
  createStorage,
  isPrivateKey,
  isStorageKey,
  newPrivateKey,
  newStorageKey,
  type Storage,
  variantKey,
} from './storage.js';

/**
 * Material files: the upload and delete calls, their jobs (video poster frames, the hourly sweep of unused uploads),
 * and the sweep of what a killed process left in scratch space.
 */
export const filesModule: FastifyPluginAsync<FilesOptions> = async (app, opts) => {
  opts.jobs.register(posterJob, posterHandler(opts));
  opts.jobs.register(orphanSweepJob, orphanSweepHandler({ ...opts, graceMs: opts.orphanGraceMs }));
  if (opts.background) sweepScratchWithApp(app, opts.storage.scratchDir, opts.jobs);
  await app.register(filesRoutes, opts);
};
