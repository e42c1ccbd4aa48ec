import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { scratchName } from '../../core/scratch-name.js';
import type { DB } from '../../db/database.js';
import { type JobHandler, type JobOutcome, type JobRunner, jobKind, PermanentJobError } from '../jobs/index.js';
import { makePoster } from './files.ffmpeg.js';
import { UnreadableError } from './files.image.js';
import * as repo from './files.repo.js';
import type { Storage } from './storage.js';

/** Poster jobs this process runs, by poster key: serving and deletes wait for them. */
const pending = new Map<string, Promise<JobOutcome>>();

/** A video's poster frame to make: the job survives a restart, as its source is a file under the data folder. */
export const posterJob = jobKind(
  'files.poster',
  z.object({
    fileId: z.number().int(),
    posterKey: z.string(),
    /** a hard link to the upload in scratch space, removed when the job ends for good */
    source: z.string(),
    duration: z.number(),
  }),
);
export type PosterJob = z.infer<typeof posterJob.payload>;

const exists = (file: string) =>
  fsp.access(file).then(
    () => true,
    () => false,
  );

/**
 * Makes the poster frame with ffmpeg and stores it under the key the upload's answer named. A video ffmpeg cannot
 * decode, or a source gone after a restart, fails at once; a storage failure is tried again. On failure the file's
 * thumb_key is cleared, as no poster will come.
 */
export function posterHandler(deps: { db: DB; storage: Storage; ffmpegPath: string }): JobHandler<PosterJob> {
  return {
    maxAttempts: 3,
    retryAfterMs: 30_000,
    async run(job) {
      const file = await repo.findFile(deps.db, job.fileId);
      // the file was deleted (or its poster given up) since: nothing to make
      if (file?.thumb_key !== job.posterKey) return void (await fsp.rm(job.source, { force: true }));
      if (!(await exists(job.source))) throw new PermanentJobError('the uploaded video is gone from scratch space');
      // named after the process making it, not after the upload's: after a restart another process makes it
      const out = path.join(path.dirname(job.source), scratchName('jpg'));
      try {
        if (!(await makePoster(deps.ffmpegPath, job.source, out, job.duration))) {
          throw new PermanentJobError('ffmpeg not found');
        }
        await deps.storage.putFile(job.posterKey, out, 'image/jpeg');
      } catch (error) {
        throw error instanceof UnreadableError ? new PermanentJobError(error.message, { cause: error }) : error;
      } finally {
        await fsp.rm(out, { force: true });
      }
      await fsp.rm(job.source, { force: true });
      // deleted while the frame was being made (by another process, which could not wait for it): not kept
      if (!(await repo.findFile(deps.db, job.fileId))) await deps.storage.delete(job.posterKey);
    },
    async failed(job, error, log) {
      log.warn({ err: error, fileId: job.fileId }, 'poster frame not made');
      await repo.setThumbKey(deps.db, job.fileId, null);
      await fsp.rm(job.source, { force: true });
    },
  };
}

/**
 * Makes a video's poster frame in this process right after the upload has been answered (ffmpeg's start-up alone
 * costs about 0.1 s, a third of a 50 MB upload): the process that has the upload and whose answer named the poster
 * makes it, and serves it once made. Call it after the transaction that enqueued `jobId` commits.
 */
export function startPoster(jobs: JobRunner, posterKey: string, jobId: number, log: FastifyBaseLogger): void {
  const run = jobs
    .runHere(jobId)
    .catch((error): JobOutcome => {
      // the row stays queued and the background loop makes the poster later
      log.warn({ err: error, job: jobId }, 'poster job not started here');
      return 'pending';
    })
    .finally(() => pending.delete(posterKey));
  pending.set(posterKey, run);
}

/** Settles when the poster being made under `key` in this process is done (at once when none is). */
export async function posterSettled(key: string | null): Promise<void> {
  if (key) await pending.get(key);
}

/** Settles when every poster job of this process is done (server close, tests). */
export async function postersSettled(): Promise<void> {
  await Promise.all(pending.values());
}
