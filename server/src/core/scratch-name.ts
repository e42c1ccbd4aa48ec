import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';

/**
 * Who this process is, as a writer of scratch files and as a job worker: its host, its pid, and a nonce drawn once per
 * process life (a restarted container keeps its pid, often 1, so the pid alone cannot tell this life from the last).
 * The job runner's worker id is made of the same three parts, so a job's claim names the writer of the job's files.
 */
export const processIdentity = { host: os.hostname(), pid: process.pid, nonce: randomBytes(4).toString('hex') };

/** A host name as it appears in a file name: 8 hex digits of its SHA-256 (a host name may hold any character). */
export const hostTag = (host: string) => createHash('sha256').update(host).digest('hex').slice(0, 8);

/** The writer and, for a job's files, the job, that a scratch file's name says it belongs to. */
export interface ScratchOwner {
  hostTag: string;
  pid: number;
  nonce: string;
  jobId: number | null;
}

/**
 * A new scratch file name `<host tag>-<pid>-<nonce>[-j<job id>]-<random>.<ext>`: the start of a process can then
 * tell the files of a writer that is gone from those a live process (or a running job) is writing (scratch-owners.ts).
 */
export function scratchName(ext: string, jobId?: number): string {
  const { host, pid, nonce } = processIdentity;
  const job = jobId === undefined ? '' : `-j${jobId}`;
  return `${hostTag(host)}-${pid}-${nonce}${job}-${randomBytes(8).toString('hex')}.${ext}`;
}

const NAME = /^([0-9a-f]{8})-(\d{1,10})-([0-9a-f]{8})(?:-j(\d{1,15}))?-[0-9a-f]{16}\./;

/** The owner a scratch file's name gives, or null for a name this code did not make (an older version's, say). */
export function scratchOwner(name: string): ScratchOwner | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const pid = Number(m[2]);
  if (pid <= 0) return null;
  return { hostTag: m[1]!, pid, nonce: m[3]!, jobId: m[4] === undefined ? null : Number(m[4]) };
}
