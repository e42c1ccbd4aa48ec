import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { processIdentity } from '../../core/scratch-name.js';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { executeJob } from './jobs.execute.js';
import type { JobHandler, JobKind, JobOutcome, RegisteredKind } from './jobs.kinds.js';
import { isDeadWorker, pidAlive, workerId } from './jobs.policy.js';
import * as repo from './jobs.repo.js';
import { type JobRow, JobStatus } from './jobs.tables.js';

export interface JobRunnerOptions {
  db: DB;
  log: FastifyBaseLogger;
  /** how often the loop asks for due jobs when nothing woke it (default 1 s) */
  pollMs?: number;
  /** jobs the loop runs at once (default 2) */
  concurrency?: number;
  /** how often a running job renews its heartbeat (default 15 s) */
  heartbeatMs?: number;
  /** a worker silent this long is taken for dead and its jobs retried (default 2 min) */
  staleMs?: number;
  /** how often the loop looks for dead workers' jobs (default 1 min) */
  recoverEveryMs?: number;
}

export interface EnqueueOptions {
  /** the caller's transaction: the job commits (or not) with the rows it works on */
  db?: DB;
  /** not before this time (unix ms); default now */
  runAfter?: number;
  maxAttempts?: number;
}

const DAY = 24 * 3600_000;
/** finished jobs are kept a while for whoever wants to know how they went */
const KEEP_DONE_MS = 7 * DAY;
const KEEP_FAILED_MS = 30 * DAY;
const PRUNE_EVERY_MS = 3600_000;

/**
 * This process's worker id: every runner of a process shares it (a process is one worker: it never takes its own
 * jobs for abandoned), and the nonce tells this life of a pid from an earlier one.
 */
const processWorkerId = workerId(processIdentity.host, processIdentity.pid, processIdentity.nonce);

/**
 * Runs background jobs stored in the `job` table (docs/decisions/server-runtime.md). Any process registers
 * the kinds and may enqueue; only a process that calls `start()` polls for due jobs, claims one at a time (by row
 * lock on PostgreSQL, by conditional update on SQLite: two processes never run the same job), runs it, and marks it
 * done, retries it later or fails it. `runHere` runs a job this process just enqueued at once, without the loop.
 */
export class JobRunner {
  readonly workerId = processWorkerId;
  private readonly db: DB;
  private readonly log: FastifyBaseLogger;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;
  private readonly recoverEveryMs: number;
  /** PostgreSQL claims by row lock, SQLite by conditional update (claimNext) */
  private readonly postgres: boolean;
  private readonly kinds = new Map<string, RegisteredKind>();
  /** jobs this process is running (the loop's and `runHere`'s), by id */
  private readonly running = new Map<number, Promise<JobOutcome>>();
  private loopRunning = 0;
  private looping = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private wokenWhileTicking = false;
  private lastRecovery = 0;
  private lastPrune = 0;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = options.concurrency ?? 2;
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.staleMs = options.staleMs ?? 120_000;
    this.recoverEveryMs = options.recoverEveryMs ?? 60_000;
    this.postgres = isPostgres(this.db);
  }

  /** Declares the handler of a kind; every process registers the same kinds, before `start()`. */
  register<P>(kind: JobKind<P>, handler: JobHandler<P>): void {
    if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is registered twice`);
    this.kinds.set(kind.name, { kind, handler } as unknown as RegisteredKind);
  }

  /** Adds a job to the queue (in the caller's transaction when given one); answers its id. */
  async enqueue<P>(kind: JobKind<P>, payload: P, options: EnqueueOptions = {}): Promise<number> {
    const registered = this.registered(kind.name);
    const now = Date.now();
    const id = await repo.insertJob(options.db ?? this.db, {
      kind: kind.name,
      payload: JSON.stringify(kind.payload.parse(payload)),
      max_attempts: options.maxAttempts ?? registered.handler.maxAttempts ?? 3,
      run_after: options.runAfter ?? now,
      create_time: now,
      update_time: now,
    });
    // inside a transaction the row is not visible yet: the next poll finds it
    if (!options.db) this.wake();
    return id;
  }

  /**
   * Claims a queued job now and runs it in this process, loop or not (call it after the enqueueing transaction
   * commits). When another worker has it already, waits for that worker's outcome instead.
   */
  async runHere(id: number): Promise<JobOutcome> {
    if (this.stopping) return 'pending';
    const by = { workerId: this.workerId, kinds: [...this.kinds.keys()], now: Date.now() };
    const job = this.postgres ? await repo.claimLocked(this.db, { ...by, id }) : await repo.claim(this.db, id, by);
    return job ? this.execute(job) : this.settled(id);
  }

  /**
   * Settles when the job is done or failed: from memory when this process runs its last attempt, otherwise by reading
   * its row, or when `timeoutMs` has passed ('pending'). An attempt that will be retried does not settle it.
   */
  async settled(id: number, { timeoutMs = 60_000 } = {}): Promise<JobOutcome> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const here = this.running.get(id);
      if (here) {
        // the outcome of one attempt: a job that will be tried again has not settled yet
        const outcome = await here;
        if (outcome !== 'retrying') return outcome;
      }
      const row = await repo.findJob(this.db, id);
      if (!row) return 'missing';
      if (row.status === JobStatus.DONE || row.status === JobStatus.FAILED) return row.status;
      if (Date.now() >= end) return 'pending';
      await sleep(Math.min(250, this.pollMs));
    }
  }

  /** Starts the loop: first retries what dead workers left running, then schedules the recurring kinds. */
  async start(): Promise<void> {
    if (this.looping || this.stopping) return;
    this.looping = true;
    await this.recoverDeadWorkers();
    const now = Date.now();
    for (const { kind, handler } of this.kinds.values()) {
      if (!handler.everyMs) continue;
      await repo.ensureRecurring(this.db, {
        kind: kind.name,
        payload: '{}',
        unique_key: kind.name,
        max_attempts: handler.maxAttempts ?? 3,
        run_after: now + handler.everyMs,
        create_time: now,
        update_time: now,
      });
    }
    this.schedule(0);
  }

  /** Stops claiming, then waits for the jobs this process is running (server close). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.looping = false;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking;
    await Promise.allSettled(this.running.values());
  }

  private registered(name: string): RegisteredKind {
    const registered = this.kinds.get(name);
    if (!registered) throw new Error(`no handler is registered for job kind ${name}`);
    return registered;
  }

  private schedule(ms: number): void {
    if (!this.looping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private wake(): void {
    if (this.ticking) this.wokenWhileTicking = true;
    else this.schedule(0);
  }

  private async tick(): Promise<void> {
    if (this.ticking || !this.looping) return;
    this.wokenWhileTicking = false;
    this.ticking = (async () => {
      try {
        await this.housekeeping();
        while (this.looping && this.loopRunning < this.concurrency) {
          const job = await this.claimNext();
          if (!job) break;
          this.loopRunning += 1;
          void this.execute(job).finally(() => {
            this.loopRunning -= 1;
            this.wake();
          });
        }
      } catch (error) {
        this.log.error({ err: error }, 'job poll failed');
      }
    })();
    await this.ticking;
    this.ticking = null;
    this.schedule(this.wokenWhileTicking ? 0 : this.pollMs);
  }

  /**
   * The next due job, claimed: on PostgreSQL by row lock (`FOR UPDATE SKIP LOCKED`); on SQLite, whose one writer
   * serialises claims, by trying the oldest due ids with the conditional update until one is this worker's.
   */
  private async claimNext(): Promise<JobRow | null> {
    const kinds = [...this.kinds.keys()];
    const now = Date.now();
    if (this.postgres) {
      return (await repo.claimLocked(this.db, { workerId: this.workerId, kinds, now, dueBy: now })) ?? null;
    }
    for (const id of await repo.findDue(this.db, kinds, now, 5)) {
      const job = await repo.claim(this.db, id, { workerId: this.workerId, kinds, now: Date.now(), dueBy: now });
      if (job) return job;
    }
    return null;
  }

  private async housekeeping(): Promise<void> {
    const now = Date.now();
    if (now - this.lastRecovery >= this.recoverEveryMs) await this.recoverDeadWorkers();
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await repo.pruneFinished(this.db, JobStatus.DONE, now - KEEP_DONE_MS);
      await repo.pruneFinished(this.db, JobStatus.FAILED, now - KEEP_FAILED_MS);
    }
  }

  /**
   * The jobs among `ids` that are running under a worker that is alive (isDeadWorker), each with that worker's id:
   * the scratch sweep keeps a job's files only while the worker that wrote them still holds the job.
   */
  async liveClaims(ids: number[]): Promise<Map<number, string>> {
    const here = this.here(Date.now());
    const live = new Map<number, string>();
    for (const row of await repo.runningClaims(this.db, ids)) {
      const beat = row.heartbeat_at === null ? null : Number(row.heartbeat_at);
      if (row.claimed_by && !isDeadWorker(row.claimed_by, beat, here)) live.set(row.id, row.claimed_by);
    }
    return live;
  }

  private here(now: number) {
    return { workerId: this.workerId, host: os.hostname(), pid: process.pid, now, staleMs: this.staleMs, pidAlive };
  }

  /** Puts the running jobs of workers that are gone (jobs.policy.ts, isDeadWorker) back in the queue. */
  private async recoverDeadWorkers(): Promise<void> {
    const now = Date.now();
    this.lastRecovery = now;
    const here = this.here(now);
    for (const { workerId, lastBeat } of await repo.runningWorkers(this.db)) {
      if (!isDeadWorker(workerId, lastBeat, here)) continue;
      const released = await repo.releaseWorker(this.db, workerId, now);
      if (released) this.log.warn({ worker: workerId, jobs: released }, 'jobs of a stopped worker queued again');
    }
  }

  private execute(job: JobRow): Promise<JobOutcome> {
    const deps = { db: this.db, workerId: this.workerId, log: this.log, heartbeatMs: this.heartbeatMs };
    const run = executeJob(job, this.registered(job.kind), deps).finally(() => this.running.delete(job.id));
    this.running.set(job.id, run);
    return run;
  }
}
