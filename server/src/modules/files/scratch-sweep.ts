import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { hostTag, processIdentity, scratchOwner } from '../../core/scratch-name.js';
import { type JobRunner, pidAlive } from '../jobs/index.js';
import { isOrphan, type ScratchHere } from './scratch-owners.js';

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

/** This process, as the judge of whose scratch files are whose. */
const thisProcess: ScratchHere = {
  hostTag: hostTag(processIdentity.host),
  pid: processIdentity.pid,
  nonce: processIdentity.nonce,
  pidAlive,
};

export interface SweepOptions {
  now?: number;
  staleMs?: number;
  here?: ScratchHere;
  /** the running jobs among these ids whose worker is alive, with its worker id (JobRunner.liveClaims) */
  liveClaims?: (jobIds: number[]) => Promise<ReadonlyMap<number, string>>;
}

/**
 * Removes the transient files of `dir` that no live writer owns (scratch-owners.ts, isOrphan), whatever their age, and
 * those not modified for `staleMs` (names that cannot tell their writer: an older version's, another host's upload).
 * Answers how many it removed of each.
 */
export async function sweepScratch(
  dir: string,
  { now = Date.now(), staleMs = SCRATCH_STALE_MS, here = thisProcess, liveClaims }: SweepOptions = {},
) {
  const names = (await fsp.readdir(dir).catch(() => [] as string[])).filter((name) => TRANSIENT.test(name));
  const owners = new Map(names.map((name) => [name, scratchOwner(name)]));
  const jobIds = [...new Set([...owners.values()].flatMap((o) => (o?.jobId == null ? [] : [o.jobId])))];
  // read after the listing: a job file listed was made under a claim made before it, so a live claim is still seen
  const claims = liveClaims ? await liveClaims(jobIds).catch(() => null) : null;
  const removed = { orphaned: 0, stale: 0 };
  for (const [name, owner] of owners) {
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const orphaned = isOrphan(owner, here, claims);
    if (!orphaned && now - stat.mtimeMs < staleMs) continue;
    await fsp.rm(file, { force: true });
    removed[orphaned ? 'orphaned' : 'stale']++;
  }
  return removed;
}

/**
 * Sweeps scratch space when the app is ready and then every hour, in each process that runs background work (a lone
 * server, a cluster's worker 1). Scratch space belongs to one machine, so this is a timer of the process rather than a
 * job of the cluster (a job runs on any one machine). At start it removes what the last life of the server (or of a
 * worker the cluster forked again) left, fresh or not; it never removes what a live process or a running job may be
 * writing, because every scratch file is named after its writer (core/scratch-name.ts), so two processes sharing the
 * folder sweep it safely.
 */
export function sweepScratchWithApp(app: FastifyInstance, dir: string, jobs: JobRunner, everyMs = 3600_000): void {
  let timer: NodeJS.Timeout | undefined;
  const liveClaims = (ids: number[]) => jobs.liveClaims(ids);
  const sweep = (log: FastifyBaseLogger) =>
    sweepScratch(dir, { liveClaims }).then(
      (removed) => removed.orphaned + removed.stale > 0 && log.info({ ...removed, dir }, 'scratch files removed'),
      (error: unknown) => log.warn({ err: error, dir }, 'scratch sweep failed'),
    );
  app.addHook('onReady', async () => {
    await sweep(app.log);
    timer = setInterval(() => void sweep(app.log), everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
