import type { Generated, Selectable } from 'kysely';
import type { Defaulted, Millis } from '../../db/columns.js';

/** A job's life: queued (waiting for its run_after), running (claimed by a worker), then done or failed for good. */
export const JobStatus = { QUEUED: 'queued', RUNNING: 'running', DONE: 'done', FAILED: 'failed' } as const;
export type JobStatusValue = (typeof JobStatus)[keyof typeof JobStatus];

/** Background work that outlives the process that asked for it (jobs.runner.ts). */
export interface JobTable {
  id: Generated<number>;
  /** which handler runs it, e.g. `files.poster` */
  kind: string;
  /** the handler's input, JSON */
  payload: string;
  status: Defaulted<JobStatusValue>;
  /** 0..100, or a count of what was done (the handler says which) */
  progress: Defaulted<number>;
  progress_note: string | null;
  /** tries started so far, this one included while running */
  attempts: Defaulted<number>;
  max_attempts: number;
  /** not claimed before this time: retry back-off, the next run of a recurring job */
  run_after: Millis;
  /** set on recurring jobs (their kind), so a kind has one row however many processes schedule it */
  unique_key: string | null;
  /** `<host>:<pid>:<nonce>` of the worker running it */
  claimed_by: string | null;
  claimed_at: Millis | null;
  /** renewed while the job runs; a stale one means its worker is gone */
  heartbeat_at: Millis | null;
  last_error: string | null;
  create_time: Millis;
  update_time: Millis;
}

export type JobRow = Selectable<JobTable>;
