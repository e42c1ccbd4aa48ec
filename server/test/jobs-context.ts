import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DB } from '../src/db/database.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { JobRunner, type JobRunnerOptions } from '../src/modules/jobs/index.js';
import { testDatabase } from './helper.js';

// A migrated database of this run's engine for the job runner tests, and runners on it. A runner made by `runner()`
// has a connection (pool) of its own, as a separate server process would, and is stopped after the test file.

/** A logger that keeps what it is told, so a test can read the warnings. */
export function keptLog(lines: { level: string; msg: string; data?: unknown }[] = []): FastifyBaseLogger {
  const at =
    (level: string) =>
    (data: unknown, msg?: string): void => {
      lines.push(typeof data === 'string' ? { level, msg: data } : { level, msg: msg ?? '', data });
    };
  const log = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

export let db: DB;
const handles: DatabaseHandle[] = [];
const runners: JobRunner[] = [];
let drop: () => Promise<void>;

/** Makes the database for the calling test file (`db`), and drops it with every runner's connection after it. */
export function useJobsDatabase(): void {
  beforeAll(async () => {
    const made = await testDatabase();
    drop = made.drop;
    const open = openDatabase(made.env.DATABASE_URL ?? null, made.dataDir);
    handles.push(open);
    db = open.db;
    await migrateToLatest(db);
    connect = () => {
      const handle = openDatabase(made.env.DATABASE_URL ?? null, made.dataDir);
      handles.push(handle);
      return handle.db;
    };
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    for (const h of handles) await h.close();
    await drop();
  });
}

let connect: () => DB;

/** A connection (pool) of its own to the test database, as another process would have. */
export const connection = (): DB => connect();

/** A runner on a connection of its own; quick polls and beats, so tests wait milliseconds, not minutes. */
export function runner(options: Partial<JobRunnerOptions> = {}): JobRunner {
  const made = new JobRunner({ db: connect(), log: keptLog(), pollMs: 20, heartbeatMs: 50, ...options });
  runners.push(made);
  return made;
}

/** Waits until `check` holds, trying every 20 ms, for `ms` at most. */
export async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The job's row as a test reads it. */
export function jobRow(id: number) {
  return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
