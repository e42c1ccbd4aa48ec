import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs `step` (which handles at most `size` rows and answers how many it handled) until a step handles fewer, and
 * answers the total. Between steps the event loop gets a turn (setImmediate: after the pending I/O), so calls that
 * arrived meanwhile are served: better-sqlite3 runs each statement synchronously on the one thread that serves every
 * call, and one statement over a whole table (a retention prune after months) would hold every call for its
 * length. A step's own length is bounded by `size`.
 */
export async function inBatches(step: (size: number) => Promise<number>, size: number): Promise<number> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`batch size must be a whole number >= 1, got ${size}`);
  let total = 0;
  for (;;) {
    const handled = await step(size);
    total += handled;
    if (handled < size) return total;
    await nextTurn();
  }
}
