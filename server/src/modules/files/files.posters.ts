import { spawn } from 'node:child_process';
import fsp from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/database.js';
import { makePoster } from './files.poster.js';
import * as repo from './files.repo.js';
import type { Storage } from './storage.js';

/** Poster jobs running in this process, by poster key. */
const pending = new Map<string, Promise<void>>();
const probes = new Map<string, Promise<boolean>>();

/** Whether the ffmpeg binary runs here (asked once per path); without it videos get no poster frame. */
export function ffmpegAvailable(ffmpeg: string, log: FastifyBaseLogger): Promise<boolean> {
  let probe = probes.get(ffmpeg);
  if (!probe) {
    probe = new Promise((resolve) => {
      const child = spawn(ffmpeg, ['-hide_banner', '-version'], { stdio: 'ignore' });
      child.on('error', () => resolve(false));
      child.on('close', (code) => resolve(code === 0));
    }).then((ok) => {
      if (!ok) log.warn(`ffmpeg not found (${ffmpeg}): videos are stored without a poster frame`);
      return ok as boolean;
    });
    probes.set(ffmpeg, probe);
  }
  return probe;
}

export interface PosterJob {
  fileId: number;
  posterKey: string;
  /** a local copy of the video (a hard link to the upload), removed when the job ends */
  source: string;
  duration: number;
}

/**
 * Makes a video's poster frame after the upload has been answered (ffmpeg's start-up alone costs about 0.1 s,
 * a third of a 50 MB upload). The answer already names the poster; until it exists, serving waits for it.
 * A poster that cannot be made is logged and the file's thumb_key cleared.
 */
export function schedulePoster(
  deps: { db: DB; storage: Storage; ffmpegPath: string; log: FastifyBaseLogger },
  job: PosterJob,
): void {
  const out = `${job.source}.jpg`;
  const run = (async () => {
    try {
      if (!(await makePoster(deps.ffmpegPath, job.source, out, job.duration))) throw new Error('ffmpeg not found');
      await deps.storage.putFile(job.posterKey, out, 'image/jpeg');
    } catch (error) {
      deps.log.warn({ err: error, fileId: job.fileId }, 'poster frame not made');
      await repo.setThumbKey(deps.db, job.fileId, null).catch(() => undefined);
    } finally {
      await fsp.rm(job.source, { force: true });
      await fsp.rm(out, { force: true });
      pending.delete(job.posterKey);
    }
  })();
  pending.set(job.posterKey, run);
}

/** Settles when the poster being made under `key` in this process is done (at once when none is). */
export async function posterSettled(key: string | null): Promise<void> {
  if (key) await pending.get(key);
}

/** Settles when every poster job of this process is done (server close, tests). */
export async function postersSettled(): Promise<void> {
  await Promise.all(pending.values());
}
