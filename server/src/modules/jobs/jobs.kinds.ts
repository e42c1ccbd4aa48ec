import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/** A kind of job: its name in the `job` table and the shape of its payload (checked on enqueue and on run). */
export interface JobKind<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
}

/** Declares a job kind; the module that owns the work registers its handler, any code may enqueue it. */
export function jobKind<S extends z.ZodType>(name: string, payload: S): JobKind<z.output<S>> {
  return { name, payload: payload as z.ZodType<z.output<S>> };
}

/** What a running job is given. */
export interface JobContext {
  readonly id: number;
  /** this try, from 1 */
  readonly attempt: number;
  readonly log: FastifyBaseLogger;
  /**
   * Stores how far the job is (0..100, or a count, as the kind documents) with an optional note, and renews the
   * heartbeat. One write per call: report per batch, not per row.
   */
  progress(value: number, note?: string): Promise<void>;
}

/** The work of a kind and how it is retried. Jobs may run more than once (a worker taken for dead): make them idempotent. */
export interface JobHandler<P> {
  run(payload: P, ctx: JobContext): Promise<void>;
  /** once, when the job fails for good (its tries spent, or a PermanentJobError): undo or mark what it was for */
  failed?(payload: P, error: Error, log: FastifyBaseLogger): Promise<void>;
  /** tries in all (default 3) */
  maxAttempts?: number;
  /** the wait after the first failed try, doubling after each further one (default 10 s) */
  retryAfterMs?: number;
  /**
   * A recurring kind: one row, run every `everyMs` (the first run one interval after the loop starts); a run whose
   * tries are spent waits for the next interval rather than failing.
   */
  everyMs?: number;
}

/** A kind with the handler a process registered for it. */
export interface RegisteredKind {
  kind: JobKind<unknown>;
  handler: JobHandler<unknown>;
}

/** Thrown by a job that trying again cannot help (its input is gone or unreadable): it fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * How a wait for a job ended: done or failed for good, retrying (this try failed, another is queued), pending (not
 * finished within the wait), missing (no such job).
 */
export type JobOutcome = 'done' | 'failed' | 'retrying' | 'pending' | 'missing';
