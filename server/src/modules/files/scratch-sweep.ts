import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Files of scratch space that live only while a request or a job is writing or reading them: an upload being received
 * (`.upload`), a storage write before its rename (`.part`), an audience import's sorted set and spilled runs (`.set`,
 * `.set.runs`), a poster frame being made (`.jpg`). Each is removed by its owner when it ends; a process killed
 * meanwhile leaves it behind. A poster job's source (`.upload.src`) lives until its job ends, across restarts, and is
 * not one of them.
 */
const TRANSIENT = /\.(upload|part|set|runs|jpg)$/;

/** Untouched this long, a transient file has no writer or reader left: uploads and imports write as they go. */
export const SCRATCH_STALE_MS = 3600_000;

/** Removes the transient files of `dir` not modified for `staleMs`; answers how many it removed. */
export async function sweepScratch(dir: string, { now = Date.now(), staleMs = SCRATCH_STALE_MS } = {}) {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!TRANSIENT.test(name)) continue;
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < staleMs) continue;
    await fsp.rm(file, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Sweeps scratch space when the app is ready and then every hour, in each process that runs background work. Scratch
 * space belongs to one machine, so this is a timer of the process rather than a job of the cluster (a job runs on any
 * one machine). Runs by age only, so two processes sharing the folder sweep it safely.
 */
export function sweepScratchWithApp(app: FastifyInstance, dir: string, everyMs = 3600_000): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = (log: FastifyBaseLogger) =>
    sweepScratch(dir).then(
      (removed) => removed > 0 && log.info({ removed, dir }, 'stale scratch files removed'),
      (error: unknown) => log.warn({ err: error, dir }, 'scratch sweep failed'),
    );
  app.addHook('onReady', async () => {
    await sweep(app.log);
    timer = setInterval(() => void sweep(app.log), everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
