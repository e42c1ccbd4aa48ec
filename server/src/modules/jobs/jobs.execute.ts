import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/database.js';
import {
  type JobContext,
  type JobHandler,
  type JobKind,
  type JobOutcome,
  PermanentJobError,
  type RegisteredKind,
} from './jobs.kinds.js';
import { errorText, retryDelay } from './jobs.policy.js';
import * as repo from './jobs.repo.js';
import type { JobRow } from './jobs.tables.js';

export interface ExecuteDeps {
  db: DB;
  workerId: string;
  log: FastifyBaseLogger;
  heartbeatMs: number;
}

/**
 * Runs a job this worker has claimed, renewing its heartbeat meanwhile, and records how it went: done (a recurring
 * job queued again for its next interval), queued again after a back-off, or failed for good.
 */
export async function executeJob(
  job: JobRow,
  { kind, handler }: RegisteredKind,
  deps: ExecuteDeps,
): Promise<JobOutcome> {
  const { db, workerId } = deps;
  const log = deps.log.child({ job: job.id, kind: job.kind });
  const own = (still: boolean) => {
    if (!still) log.warn('job taken over by another worker (this one was silent too long)');
  };
  const heartbeat = setInterval(() => {
    repo
      .beat(db, job.id, workerId, Date.now())
      .then(own)
      .catch((error) => log.warn({ err: error }, 'job heartbeat failed'));
  }, deps.heartbeatMs);
  heartbeat.unref();
  const context: JobContext = {
    id: job.id,
    attempt: job.attempts,
    log,
    progress: async (value, note) => {
      const saved = { value, note: note?.slice(0, 255) ?? null, now: Date.now() };
      own(await repo.saveProgress(db, job.id, workerId, saved));
    },
  };
  let payload: unknown;
  try {
    payload = readPayload(job, kind);
    // a worker that stopped during each try: the job is what stops it
    if (job.attempts > job.max_attempts) {
      throw new PermanentJobError(`its worker stopped in all ${job.max_attempts} tries`);
    }
    await handler.run(payload, context);
  } catch (error) {
    return await afterFailure(deps, job, handler, payload, error, log);
  } finally {
    clearInterval(heartbeat);
  }
  const now = Date.now();
  if (handler.everyMs) {
    own(
      await repo.requeue(db, job.id, workerId, {
        runAfter: now + handler.everyMs,
        error: null,
        now,
        freshAttempts: true,
      }),
    );
  } else {
    own(await repo.markDone(db, job.id, workerId, now));
  }
  return 'done';
}

async function afterFailure(
  { db, workerId }: ExecuteDeps,
  job: JobRow,
  handler: JobHandler<unknown>,
  payload: unknown,
  error: unknown,
  log: FastifyBaseLogger,
): Promise<JobOutcome> {
  const text = errorText(error);
  const now = Date.now();
  const final = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
  if (!final) {
    const runAfter = now + retryDelay(job.attempts, handler.retryAfterMs ?? 10_000);
    log.warn(
      { err: error, attempt: job.attempts, retryAt: new Date(runAfter).toISOString() },
      'job failed, will retry',
    );
    await repo.requeue(db, job.id, workerId, { runAfter, error: text, now });
    return 'retrying';
  }
  if (handler.everyMs) {
    log.error({ err: error }, 'recurring job failed, next run at its interval');
    await repo.requeue(db, job.id, workerId, {
      runAfter: now + handler.everyMs,
      error: text,
      now,
      freshAttempts: true,
    });
    return 'failed';
  }
  log.warn({ err: error, attempts: job.attempts }, 'job failed');
  // before the row says failed: a worker stopping in between leaves the job to run (and fail) again, not unhandled
  if (handler.failed && payload !== undefined) {
    await handler
      .failed(payload, error instanceof Error ? error : new Error(text), log)
      .catch((cleanupError) => log.error({ err: cleanupError }, 'job failure handler failed'));
  }
  await repo.markFailed(db, job.id, workerId, text, now);
  return 'failed';
}

/** The stored payload checked against its kind's schema; a payload that does not fit cannot succeed on a retry. */
function readPayload(job: JobRow, kind: JobKind<unknown>): unknown {
  let data: unknown;
  try {
    data = JSON.parse(job.payload);
  } catch {
    throw new PermanentJobError('payload is not JSON');
  }
  const parsed = kind.payload.safeParse(data);
  if (!parsed.success) throw new PermanentJobError(`payload does not fit ${job.kind}: ${parsed.error.message}`);
  return parsed.data;
}
