/** Thrown by {@link WorkPool.run} when every slot and every queue place are taken. */
export class PoolFullError extends Error {
  constructor() {
    super('work pool full');
    this.name = 'PoolFullError';
  }
}

/** What a pool is doing now, and what it has done since it was made (for logs, tests and benchmarks). */
export interface WorkPoolStats {
  /** tasks that may run at once */
  size: number;
  /** tasks that may wait for a slot; one more is refused */
  queue: number;
  running: number;
  waiting: number;
  /** tasks finished (whatever their outcome) */
  done: number;
  /** tasks refused because the pool was full */
  refused: number;
}

export interface WorkPool {
  /** Runs `task` when a slot is free; throws PoolFullError at once when the slots and the queue are all taken. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Takes a slot, waiting in the queue as `run` does, for work that outlives one call (a download streamed after its
   * call has answered); answers the slot's release, which a second call leaves alone.
   */
  take(): Promise<() => void>;
  /** True when a task given now would be refused (a cheap check before costlier work). */
  readonly full: boolean;
  stats(): WorkPoolStats;
}

/**
 * A bounded pool: at most `size` tasks at once, at most `queue` more waiting in arrival order, the rest refused.
 * Written here rather than taken from p-limit or p-queue, which queue without bound: the refusal is the point.
 */
export function createWorkPool(size: number, queue: number): WorkPool {
  if (!Number.isInteger(size) || size < 1) throw new Error(`pool size must be a whole number >= 1, got ${size}`);
  if (!Number.isInteger(queue) || queue < 0) throw new Error(`pool queue must be a whole number >= 0, got ${queue}`);
  let running = 0;
  let done = 0;
  let refused = 0;
  const waiting: (() => void)[] = [];
  const take = async (): Promise<() => void> => {
    if (running < size) {
      running += 1;
    } else if (waiting.length < queue) {
      // the finishing task hands its slot over, so `running` already counts this one when it wakes
      await new Promise<void>((wake) => waiting.push(wake));
    } else {
      refused += 1;
      throw new PoolFullError();
    }
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      done += 1;
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    };
  };
  return {
    async run(task) {
      const release = await take();
      try {
        return await task();
      } finally {
        release();
      }
    },
    take,
    get full() {
      return running >= size && waiting.length >= queue;
    },
    stats: () => ({ size, queue, running, waiting: waiting.length, done, refused }),
  };
}
