import { describe, expect, it } from 'vitest';
import { createWorkPool, PoolFullError } from './work-pool.js';

/** A task that runs until its `finish` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, task: () => done };
}

describe('work pool', () => {
  it('runs `size` tasks at once, queues `queue` more, refuses the rest, and hands slots to the queue in order', async () => {
    const pool = createWorkPool(2, 1);
    const started: number[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      pool.run(async () => {
        started.push(i);
        await g.task();
        return i;
      }),
    );
    expect(pool.stats()).toMatchObject({ size: 2, queue: 1, running: 2, waiting: 1 });
    expect(pool.full).toBe(true);
    await expect(pool.run(async () => 'late')).rejects.toBeInstanceOf(PoolFullError);
    expect(started).toEqual([0, 1]);
    gates[0]!.finish();
    expect(await runs[0]).toBe(0);
    // the freed slot went to the waiting task, not back to the pool
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(pool.stats()).toMatchObject({ running: 2, waiting: 0, done: 1, refused: 1 });
    expect(pool.full).toBe(false);
    gates[1]!.finish();
    gates[2]!.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0, done: 3, refused: 1 });
  });

  it('frees the slot of a task that throws', async () => {
    const pool = createWorkPool(1, 0);
    await expect(
      pool.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await pool.run(async () => 'next')).toBe('next');
  });

  it('holds a taken slot until its release, which counts once however often it is called', async () => {
    const pool = createWorkPool(1, 1);
    const release = await pool.take();
    const second = pool.take();
    await expect(pool.take()).rejects.toBeInstanceOf(PoolFullError);
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 1 });
    release();
    release();
    const releaseSecond = await second;
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 0, done: 1 });
    releaseSecond();
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0, done: 2 });
  });

  it('refuses a size below 1', () => {
    expect(() => createWorkPool(0, 1)).toThrow(/size/);
  });
});
