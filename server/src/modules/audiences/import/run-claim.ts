import type { RunSorter } from './run-sorter.js';
import { spillRun } from './run-spill.js';
import {
  DONE,
  DUPS,
  RUN_CLAIMED,
  RUN_DONE,
  RUN_END,
  RUN_FREE,
  RUN_KEPT,
  RUN_START,
  RUN_STATE,
  runWord,
  type SortChannel,
} from './sort-channel.js';

/** One thread's means to sort runs of a channel: its views of the shared memory, its sorter, its scratch file. */
export interface RunSortContext {
  channel: SortChannel;
  control: Int32Array;
  keys: Uint32Array;
  bounds: Int32Array | null;
  sorter: RunSorter;
  scratchFd: number | null;
}

/**
 * Sorts posted run `r` unless the other thread has claimed it (an atomic claim: each run is sorted once, by the
 * thread that is free first): in place, its repeats dropped, spilled to the scratch file when there is one; then
 * marks it done and wakes a thread waiting for it. Answers whether this thread sorted it.
 */
export function sortRunIfFree(ctx: RunSortContext, r: number): boolean {
  const { control, channel } = ctx;
  if (Atomics.compareExchange(control, runWord(r, RUN_STATE), RUN_FREE, RUN_CLAIMED) !== RUN_FREE) return false;
  const start = control[runWord(r, RUN_START)]!;
  const end = control[runWord(r, RUN_END)]!;
  const at = start % channel.ringKeys;
  const kept = ctx.sorter.sortRun(ctx.keys, channel.width, at, at + end - start);
  if (ctx.scratchFd !== null && ctx.bounds) {
    spillRun(ctx.keys, channel.width, at, kept, start, ctx.scratchFd, ctx.bounds, r);
  }
  control[runWord(r, RUN_KEPT)] = kept;
  Atomics.add(control, DUPS, end - start - kept);
  Atomics.store(control, runWord(r, RUN_STATE), RUN_DONE);
  Atomics.add(control, DONE, 1);
  Atomics.notify(control, DONE);
  return true;
}

/** The sorted runs (after every posted run is done): key places [start, start + kept), in the file when spilled. */
export function sortedRuns(control: Int32Array, count: number): { start: number; end: number }[] {
  return Array.from({ length: count }, (_, r) => ({
    start: control[runWord(r, RUN_START)]!,
    end: control[runWord(r, RUN_START)]! + control[runWord(r, RUN_KEPT)]!,
  }));
}
