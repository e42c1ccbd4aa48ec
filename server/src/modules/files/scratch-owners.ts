import { hostTag, type ScratchOwner } from '../../core/scratch-name.js';

/** What the sweeping process knows about itself and its host. */
export interface ScratchHere {
  hostTag: string;
  pid: number;
  nonce: string;
  /** whether a process of this host with that pid exists */
  pidAlive(pid: number): boolean;
}

/**
 * Whether the process that wrote a scratch file is alive, judged on this host only: this very process by pid and nonce
 * (a restarted container has the same pid, often 1, in a new life), another by its pid existing. Another host's
 * processes cannot be asked ('unknown'). A pid that exists is taken as the writer even when the pid was reused by
 * another program: keeping a file too long costs disk until the hourly age sweep, removing it could cut a live write.
 */
export function writerState(owner: ScratchOwner, here: ScratchHere): 'live' | 'gone' | 'unknown' {
  if (owner.hostTag !== here.hostTag) return 'unknown';
  if (owner.pid === here.pid) return owner.nonce === here.nonce ? 'live' : 'gone';
  return here.pidAlive(owner.pid) ? 'live' : 'gone';
}

/** Whether a job worker id (`<host>:<pid>:<nonce>`, jobs.policy.ts) is the process a file's name says wrote it. */
export function claimNamesWriter(workerId: string, owner: ScratchOwner): boolean {
  const parts = workerId.split(':');
  if (parts.length < 3) return false;
  const [pid, nonce] = parts.slice(-2);
  return hostTag(parts.slice(0, -2).join(':')) === owner.hostTag && Number(pid) === owner.pid && nonce === owner.nonce;
}

/**
 * Whether a scratch file has no owner left, so it goes whatever its age. Its name says who wrote it
 * (core/scratch-name.ts):
 * - on this host, the writer's process decides: gone means nobody writes or reads the file any more (a process
 *   removes its own files when the request or job ends, so only a killed one leaves them); a live process, another
 *   worker of this cluster say, may be writing it right now, so it is kept;
 * - a job's file (an audience import's sorted set and runs) written on another host sharing the folder is kept only
 *   while its job runs under the very worker that wrote it and that worker beats (`liveClaims`: the running jobs whose
 *   worker is not dead, by the job table's claims and heartbeats). A job that ended, was queued again, or went to
 *   another worker has no attempt left that writes this file: a retry writes a file of its own;
 * - anything else (another host's upload, a name an older version made) is left to the age rule: nothing can tell.
 * `liveClaims` null (the job table could not be read) keeps every job file of another host.
 */
export function isOrphan(
  owner: ScratchOwner | null,
  here: ScratchHere,
  liveClaims: ReadonlyMap<number, string> | null,
): boolean {
  if (!owner) return false;
  const writer = writerState(owner, here);
  if (writer !== 'unknown') return writer === 'gone';
  if (owner.jobId === null || !liveClaims) return false;
  const claim = liveClaims.get(owner.jobId);
  return !claim || !claimNamesWriter(claim, owner);
}
