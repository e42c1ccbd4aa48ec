import type { FastifyPluginAsync } from 'fastify';
import { postersSettled } from './files.posters.js';
import { type FilesOptions, filesRoutes } from './files.routes.js';
import { startOrphanSweeper } from './files.sweep.js';

export { fileServingRoutes as fileServingModule } from './files.serving.routes.js';
export { createStorage } from './storage.js';

/** Material files: the upload and delete calls, the hourly sweep of unused uploads, the poster jobs on close. */
export const filesModule: FastifyPluginAsync<FilesOptions> = async (app, opts) => {
  await app.register(filesRoutes, opts);
  const sweeper = opts.sweep ? startOrphanSweeper(opts.db, opts.storage, opts.orphanGraceMs, app.log) : null;
  app.addHook('onClose', async () => {
    sweeper?.stop();
    await postersSettled();
  });
};
