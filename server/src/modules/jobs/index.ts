import type { FastifyInstance } from 'fastify';
import type { JobRunner } from './jobs.runner.js';

/** Background jobs: app.ts makes one runner, modules register their kinds on it and enqueue through it. */
export {
  type JobContext,
  type JobHandler,
  type JobKind,
  type JobOutcome,
  jobKind,
  PermanentJobError,
} from './jobs.kinds.js';
export { pidAlive } from './jobs.policy.js';
export { type EnqueueOptions, JobRunner, type JobRunnerOptions } from './jobs.runner.js';

/**
 * Ties the runner to the app's life: where `loop` (one process of a cluster, config.background), the loop starts
 * once the app is ready, every module's kinds registered; on close it stops claiming and waits for running jobs.
 */
export function runJobsWithApp(app: FastifyInstance, runner: JobRunner, { loop }: { loop: boolean }): void {
  if (loop) app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
}
