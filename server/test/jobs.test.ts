import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobKind, PermanentJobError } from '../src/modules/jobs/index.js';
import { workerId } from '../src/modules/jobs/jobs.policy.js';
import { claimLocked, insertJob } from '../src/modules/jobs/jobs.repo.js';
import { engine } from './helper.js';
import { connection, db, jobRow, runner, until, useJobsDatabase } from './jobs-context.js';

useJobsDatabase();

const counted = jobKind('test.counted', z.object({ n: z.number() }));

describe('claiming', () => {
  it('runs each job once when two runners (two connections, as two processes) poll one database', async () => {
    const runs = new Map<number, number>();
    const handler = {
      async run({ n }: { n: number }) {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    const [a, b] = [runner({ concurrency: 3 }), runner({ concurrency: 3 })];
    a.register(counted, handler);
    b.register(counted, handler);
    const ids: number[] = [];
    for (let n = 0; n < 30; n++) ids.push(await a.enqueue(counted, { n }));
    await Promise.all([a.start(), b.start()]);
    await until(async () => (await Promise.all(ids.map(jobRow))).every((j) => j.status === 'done'));
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    const rows = await Promise.all(ids.map(jobRow));
    expect(rows.every((j) => j.attempts === 1)).toBe(true);
    // the claim names the process that ran it
    expect(rows.every((j) => j.claimed_by === a.workerId)).toBe(true);
  });

  it('runs a job enqueued by a process without the loop once, in the process that polls', async () => {
    const ran: string[] = [];
    const enqueuer = runner();
    const poller = runner();
    const kind = jobKind('test.elsewhere', z.object({}));
    enqueuer.register(kind, { run: async () => void ran.push('enqueuer') });
    poller.register(kind, { run: async () => void ran.push('poller') });
    const id = await enqueuer.enqueue(kind, {});
    await poller.start();
    expect(await enqueuer.settled(id)).toBe('done');
    expect(ran).toEqual(['poller']);
  });
});

describe('claiming on PostgreSQL', () => {
  it.runIf(engine === 'postgres')(
    'passes over a job another transaction holds locked, not waiting for it',
    async () => {
      const kind = jobKind('test.locked', z.object({ n: z.number() }));
      const r = runner();
      r.register(kind, { run: async () => undefined });
      const first = await r.enqueue(kind, { n: 1 });
      const second = await r.enqueue(kind, { n: 2 });
      const other = connection();
      const by = () => ({ workerId: 'elsewhere:1:x', kinds: [kind.name], now: Date.now(), dueBy: Date.now() });
      await db.transaction().execute(async (trx) => {
        // another worker's claim in flight: it holds the oldest due row
        await trx.selectFrom('job').select('id').where('id', '=', first).forUpdate().execute();
        expect((await claimLocked(other, by()))?.id).toBe(second);
        expect(await claimLocked(other, by())).toBeUndefined();
        expect(await claimLocked(other, { ...by(), id: first })).toBeUndefined();
      });
      expect(await claimLocked(other, by())).toMatchObject({ id: first, status: 'running', attempts: 1 });
    },
  );
});

describe('retries', () => {
  it('tries again after a doubling wait, then fails with the last error and calls the failure handler once', async () => {
    const kind = jobKind('test.flaky', z.object({ name: z.string() }));
    const tries: number[] = [];
    const failed: string[] = [];
    const r = runner();
    r.register(kind, {
      maxAttempts: 3,
      retryAfterMs: 100,
      async run() {
        tries.push(Date.now());
        throw new Error(`try ${tries.length} failed`);
      },
      async failed({ name }, error) {
        failed.push(`${name}: ${error.message}`);
      },
    });
    const id = await r.enqueue(kind, { name: 'x' });
    await r.start();
    await until(async () => (await jobRow(id)).status === 'failed');
    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(100);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(200);
    expect(failed).toEqual(['x: try 3 failed']);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Error: try 3 failed' });
  });

  it('succeeds on a later try, and fails at once on a PermanentJobError or a payload that does not fit', async () => {
    const kind = jobKind('test.second-time', z.object({ permanent: z.boolean() }));
    let calls = 0;
    const r = runner();
    r.register(kind, {
      retryAfterMs: 10,
      async run({ permanent }) {
        calls += 1;
        if (permanent) throw new PermanentJobError('no use trying again');
        if (calls === 1) throw new Error('once');
      },
    });
    await r.start();
    const later = await r.enqueue(kind, { permanent: false });
    expect(await r.settled(later)).toBe('done');
    expect(await jobRow(later)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
    const never = await r.enqueue(kind, { permanent: true });
    expect(await r.settled(never)).toBe('failed');
    expect(await jobRow(never)).toMatchObject({ attempts: 1, last_error: 'PermanentJobError: no use trying again' });
    const now = Date.now();
    const bad = await insertJob(db, {
      kind: kind.name,
      payload: '{"permanent":"yes"}',
      max_attempts: 3,
      run_after: now,
      create_time: now,
      update_time: now,
    });
    expect(await r.settled(bad)).toBe('failed');
    expect((await jobRow(bad)).last_error).toMatch(/payload does not fit test.second-time/);
  });
});

describe('progress', () => {
  it('is stored while the job runs (a value and a note) and kept when it is done', async () => {
    const kind = jobKind('test.progress', z.object({}));
    let release = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    const r = runner();
    r.register(kind, {
      async run(_payload, { progress }) {
        await progress(40, 'reading lines');
        await released;
        await progress(1250, 'lines read');
      },
    });
    await r.start();
    const id = await r.enqueue(kind, {});
    await until(async () => (await jobRow(id)).progress === 40);
    expect(await jobRow(id)).toMatchObject({
      status: 'running',
      progress_note: 'reading lines',
      claimed_by: r.workerId,
    });
    release();
    expect(await r.settled(id)).toBe('done');
    expect(await jobRow(id)).toMatchObject({ status: 'done', progress: 1250, progress_note: 'lines read' });
  });
});

describe('a worker that died', () => {
  /** A pid on this host that no process has any more. */
  function deadPid(): number {
    return spawnSync(process.execPath, ['-e', '0']).pid!;
  }

  async function leftRunning(kind: string, claimedBy: string, beat: number, attempts = 1) {
    return insertJob(db, {
      kind,
      payload: '{}',
      status: 'running',
      attempts,
      max_attempts: 2,
      run_after: beat,
      claimed_by: claimedBy,
      claimed_at: beat,
      heartbeat_at: beat,
      create_time: beat,
      update_time: beat,
    });
  }

  it('has its running jobs retried when a runner starts: a dead pid on this host, or a stale heartbeat', async () => {
    const kind = jobKind('test.orphaned', z.object({}));
    const ran: number[] = [];
    const failed: number[] = [];
    const now = Date.now();
    const restarted = await leftRunning(kind.name, workerId(os.hostname(), deadPid(), 'old'), now);
    const silent = await leftRunning(kind.name, workerId('other-host', 4242, 'old'), now - 10 * 60_000);
    const busy = await leftRunning(kind.name, workerId('other-host', 4343, 'alive'), now);
    const spent = await leftRunning(kind.name, workerId('other-host', 4444, 'old'), now - 10 * 60_000, 2);
    const r = runner({ staleMs: 60_000 });
    r.register(kind, {
      run: async () => void ran.push(0),
      failed: async () => void failed.push(0),
    });
    await r.start();
    const ended = (j: { status: string }) => j.status === 'done' || j.status === 'failed';
    await until(async () => (await Promise.all([restarted, silent, spent].map(jobRow))).every(ended));
    expect(await jobRow(restarted)).toMatchObject({ status: 'done', attempts: 2, claimed_by: r.workerId });
    expect(await jobRow(silent)).toMatchObject({ status: 'done', attempts: 2 });
    // a job whose worker stopped in each of its tries is what stops it: failed, not run again
    expect(await jobRow(spent)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await jobRow(spent)).last_error).toMatch(/worker stopped in all 2 tries/);
    expect(failed).toHaveLength(1);
    expect(ran).toHaveLength(2);
    // a worker on another host that still beats keeps its job
    expect(await jobRow(busy)).toMatchObject({ status: 'running', attempts: 1 });
  });
});

describe('recurring jobs', () => {
  it('have one row however many runners schedule them, run again at their interval with fresh tries', async () => {
    const kind = jobKind('test.every', z.object({}));
    let runs = 0;
    const runners = [runner(), runner(), runner()];
    const count = async () => {
      runs += 1;
    };
    for (const r of runners) r.register(kind, { everyMs: 150, run: count });
    await Promise.all(runners.map((r) => r.start()));
    const rows = () => db.selectFrom('job').selectAll().where('kind', '=', kind.name).execute();
    expect(await rows()).toMatchObject([{ status: 'queued', unique_key: kind.name, attempts: 0 }]);
    await until(() => runs >= 3);
    const [row] = await rows();
    expect(await rows()).toHaveLength(1);
    expect(row).toMatchObject({ unique_key: kind.name });
    expect(row!.attempts).toBeLessThanOrEqual(1);
  });
});

describe('stopping', () => {
  it('waits for the running job, and claims nothing after', async () => {
    const kind = jobKind('test.slow', z.object({}));
    const r = runner();
    let finished = false;
    r.register(kind, {
      async run() {
        await new Promise((resolve) => setTimeout(resolve, 150));
        finished = true;
      },
    });
    await r.start();
    const id = await r.enqueue(kind, {});
    await until(async () => (await jobRow(id)).status === 'running');
    await r.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id)).status).toBe('done');
    const later = await r.enqueue(kind, {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await jobRow(later)).status).toBe('queued');
  });
});
