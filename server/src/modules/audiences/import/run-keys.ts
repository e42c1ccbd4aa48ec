import fs from 'node:fs';
import os from 'node:os';
import { type KeyRun, mergeRuns } from './key-merge.js';
import type { KeyStore } from './key-set.js';
import { type RunSortContext, sortedRuns, sortRunIfFree } from './run-claim.js';
import { RunSorter } from './run-sorter.js';
import { readSpilled } from './run-spill.js';
import {
  keysInMemory,
  largestSlice,
  MAX_SLICE_KEYS,
  mergeSlices,
  SLICES,
  sliceBounds,
  spilledRuns,
} from './slice-merge.js';
import {
  controlWords,
  DONE,
  DUPS,
  ENDED,
  FAILED,
  MERGE,
  OFFSET,
  POSTED,
  RUN_COUNT,
  RUN_DONE,
  RUN_END,
  RUN_START,
  RUN_STATE,
  runWord,
  SIGNAL,
  type SortChannel,
  WRITTEN,
} from './sort-channel.js';
import { SORTED_SET_HEADER_BYTES, sortedSetHeader } from './sorted-set-file.js';

/**
 * Keys per run: 1 Mi keys (16 MiB of GAIDs, about 38 MB of file) take the sort worker about as long to sort as the
 * scanner takes to parse them, so it keeps up.
 */
export const RUN_KEYS = 1 << 20;
/**
 * Runs the shared memory holds when they are spilled to a scratch file: the one being filled and two being sorted
 * (48 MiB of GAIDs, where all 8.2 million keys of a 300 MB file take 125 MiB).
 */
export const RING_RUNS = 3;

const LITTLE_ENDIAN = os.endianness() === 'LE';
const WRITE_BUFFER_BYTES = 1 << 20;
/** how long the scan waits for the sorter to free the places of a run (a run takes it a fraction of a second) */
const SORTER_TIMEOUT_MS = 60_000;

/**
 * The keys of an import in a worker thread, with a second thread (the sort worker, `sortRuns`) sorting them while
 * the scan goes on: the keys are kept as they come in one shared array; each full run of `runKeys` keys is posted,
 * and sorted in place, its repeats dropped, by whichever thread claims it first (the sorter takes every run it finds;
 * the scanning thread takes one when it must wait for places, below). At the end (`allSorted`) the last run is posted
 * in two halves and this thread sorts what the sorter has not taken; `dedupe` then merges the sorted runs, dropping
 * the keys found in several, and writes the sorted set as it merges: both threads merge slices of the key space in
 * turn (mergeSlices). Memory: the keys, and a slice's buffer in each thread (no table). With a scratch file
 * (`scratchPath`, what an import in a worker gives) each sorted run is written there by the thread that sorted it,
 * with its slice bounds, and its place in the shared memory takes a later run: the memory holds RING_RUNS runs
 * instead of every key; when the scan is that far ahead of the sorting it sorts runs itself, and the merge reads each
 * slice's parts back from the file. The running count of repeats is those found within the runs sorted so far: a
 * lower bound (a repeat of a key of an earlier run is found by the merge), exact once `dedupe` has run. Without a
 * sort worker (`withSorter: false`, the unit tests) every run is sorted, spilled and merged here.
 */
export class RunKeys implements KeyStore {
  readonly channel: SortChannel;
  private readonly keys: Uint32Array;
  private readonly control: Int32Array;
  private readonly capacity: number;
  /** places of the shared memory: the capacity, or RING_RUNS runs with a scratch file */
  private readonly ringKeys: number;
  private readonly scratch: { path: string; fd: number; bounds: Int32Array } | null = null;
  private readonly runKeys: number;
  private readonly withSorter: boolean;
  private readonly maxSliceKeys: number;
  size = 0;
  private runStart = 0;
  /** runs posted so far */
  private readonly runs: KeyRun[] = [];
  private sealed = false;
  private dropped: number | null = null;
  /** this thread's means to sort a run (when no sorter runs, when it must wait for places, and at the end) */
  private readonly here: RunSortContext;
  private sorterGone: Error | null = null;
  /** bytes of the sorted-set file written by `dedupe` */
  bytesWritten = 0;

  /**
   * `capacity`: the most keys the input can hold (from its size: the shared memory cannot grow);
   * `outputPath`: where `dedupe` writes the sorted set (nothing is written without it, or before `dedupe`);
   * `withSorter`: false when no sort worker runs `sortRuns` on the channel (every run is then sorted here);
   * `maxSliceKeys`: a slice larger than this is not merged in turn (MAX_SLICE_KEYS; smaller in the tests);
   * `scratchPath`: where sorted runs are spilled (created here, removed by `dedupe` or `end`); without it the memory
   * holds every key.
   */
  constructor(
    readonly width: number,
    capacity: number,
    options: {
      runKeys?: number;
      outputPath?: string;
      withSorter?: boolean;
      maxSliceKeys?: number;
      scratchPath?: string;
    } = {},
  ) {
    this.capacity = Math.max(1, capacity);
    this.runKeys = options.runKeys ?? RUN_KEYS;
    this.withSorter = options.withSorter ?? true;
    this.maxSliceKeys = options.maxSliceKeys ?? MAX_SLICE_KEYS;
    // each full run, then the last one in two halves
    const maxRuns = Math.ceil(this.capacity / this.runKeys) + 2;
    const { scratchPath } = options;
    this.ringKeys = scratchPath ? Math.min(this.capacity, RING_RUNS * this.runKeys) : this.capacity;
    const bounds = scratchPath ? new SharedArrayBuffer(maxRuns * (SLICES + 1) * 4) : undefined;
    this.channel = {
      keys: new SharedArrayBuffer(this.ringKeys * width * 4),
      ringKeys: this.ringKeys,
      control: new SharedArrayBuffer(controlWords(maxRuns) * 4),
      width,
      outputPath: options.outputPath,
      scratchPath,
      bounds,
    };
    this.keys = new Uint32Array(this.channel.keys);
    this.control = new Int32Array(this.channel.control);
    if (scratchPath && bounds) {
      this.scratch = { path: scratchPath, fd: fs.openSync(scratchPath, 'w+'), bounds: new Int32Array(bounds) };
    }
    this.here = {
      channel: this.channel,
      control: this.control,
      keys: this.keys,
      bounds: this.scratch?.bounds ?? null,
      sorter: new RunSorter(),
      scratchFd: this.scratch?.fd ?? null,
    };
  }

  get candidate(): Uint32Array {
    if (this.sealed) throw new Error('the keys are sealed and take no more');
    if (this.size >= this.capacity) throw new Error(`more ids than the input's size can hold (${this.capacity})`);
    return this.keys;
  }

  get candidateAt(): number {
    return (this.size % this.ringKeys) * this.width;
  }

  keepCandidate(): void {
    this.size += 1;
    if (this.size - this.runStart === this.runKeys) this.post(this.size);
  }

  duplicatesSoFar(): number {
    if (this.dropped !== null) return this.dropped;
    return Atomics.load(this.control, DUPS);
  }

  /** The sort worker ended or failed (its `exit` or `error` event): `allSorted` then throws instead of waiting. */
  sorterEnded(error: Error): void {
    this.sorterGone ??= error;
  }

  /**
   * Takes no more keys: posts the last, partial run (in two halves, one for each thread), sorts here every run the
   * sorter has not taken, and settles once every run is sorted. Throws when the sorter failed.
   */
  async allSorted(): Promise<void> {
    if (!this.sealed) {
      this.sealed = true;
      const rest = this.size - this.runStart;
      if (this.withSorter && rest >= 2048) this.post(this.runStart + (rest >> 1));
      if (this.size > this.runStart) this.post(this.size);
      for (let r = 0; r < this.runs.length; r++) sortRunIfFree(this.here, r);
    }
    const { control } = this;
    while (Atomics.load(control, DONE) < this.runs.length) {
      if (Atomics.load(control, FAILED) === 1) throw new Error('the audience sort worker failed');
      if (this.sorterGone) throw this.sorterGone;
      await new Promise<void>((resolve) => setTimeout(resolve, 1));
    }
  }

  /** Tells the sorter no more runs come and no merge: it ends; the scratch file goes. Safe to call more than once. */
  end(): void {
    Atomics.store(this.control, ENDED, 1);
    this.signal();
    this.dropScratch();
  }

  /**
   * Merges the sorted runs (after `allSorted`), dropping the keys found in several, writes the sorted set to
   * `outputPath` as it merges (the header, whose count is known only at the end, last), and answers the repeats
   * dropped in all.
   */
  dedupe(): number {
    if (this.dropped !== null) return 0;
    const { control, keys, width } = this;
    if (!this.sealed || Atomics.load(control, DONE) < this.runs.length) throw new Error('runs not sorted yet');
    const runs = sortedRuns(control, this.runs.length);
    const path = this.channel.outputPath;
    const fd = path ? fs.openSync(path, 'w') : null;
    const { scratch } = this;
    try {
      const bounds = scratch ? scratch.bounds : sliceBounds(keys, width, runs);
      const bigSlice = largestSlice(bounds, runs.length) > this.maxSliceKeys;
      let distinct: number;
      if (bigSlice) {
        // keys bunched in a few slices: one merge here, streaming through a 1 MiB buffer
        distinct = this.mergeHere(runs, fd);
      } else {
        control[RUN_COUNT] = runs.length;
        Atomics.store(control, MERGE, 1);
        this.signal();
        // the sorter takes slices too, and may still be writing its last when this thread has none left
        const source = scratch
          ? spilledRuns(scratch.fd, width, runs.length, bounds)
          : keysInMemory(keys, width, runs, bounds);
        mergeSlices(source, width, control, fd);
        const deadline = Date.now() + 60_000;
        while (Atomics.load(control, WRITTEN) < SLICES) {
          if (Atomics.load(control, FAILED) === 1) throw new Error('the audience sort worker failed');
          if (Date.now() > deadline) throw new Error('the audience sort worker did not write its slices');
          Atomics.wait(control, WRITTEN, Atomics.load(control, WRITTEN), 100);
        }
        distinct = control[OFFSET]!;
      }
      if (fd !== null) {
        fs.writeSync(fd, sortedSetHeader(width * 4, distinct), 0, SORTED_SET_HEADER_BYTES, 0);
        this.bytesWritten = SORTED_SET_HEADER_BYTES + distinct * width * 4;
      }
      this.dropped = this.size - distinct;
      this.size = distinct;
      return this.dropped;
    } finally {
      if (fd !== null) fs.closeSync(fd);
      this.dropScratch();
    }
  }

  /**
   * One merge here, for keys bunched in a few slices. Spilled runs are read back whole first: such keys are made-up
   * ids, not what the memory figures are for (the shared memory holds the runs otherwise).
   */
  private mergeHere(runs: KeyRun[], fd: number | null): number {
    const { width, scratch } = this;
    let keys = this.keys;
    if (scratch) {
      keys = new Uint32Array(runs.reduce((sum, run) => sum + run.end - run.start, 0) * width);
      runs = readSpilled(scratch.fd, width, runs, keys);
    }
    const out = new Uint32Array(Math.floor(WRITE_BUFFER_BYTES / (width * 4)) * width);
    let position = SORTED_SET_HEADER_BYTES;
    return mergeRuns(keys, width, runs, out, (batch) => {
      if (fd === null) return;
      const bytes = Buffer.from(batch.buffer, batch.byteOffset, batch.byteLength);
      if (LITTLE_ENDIAN) bytes.swap32();
      fs.writeSync(fd, bytes, 0, bytes.length, position);
      position += bytes.length;
    });
  }

  /**
   * Makes keys [runStart, end) a run and posts it: the sorter takes it (or this thread, whichever is free first);
   * without a sorter it is sorted here at once.
   */
  private post(end: number): void {
    const r = this.runs.length;
    const start = this.runStart;
    this.runs.push({ start, end });
    const { control } = this;
    control[runWord(r, RUN_START)] = start;
    control[runWord(r, RUN_END)] = end;
    this.runStart = end;
    Atomics.store(control, POSTED, r + 1);
    this.signal();
    if (!this.withSorter) sortRunIfFree(this.here, r);
    if (!this.sealed) this.waitForPlaces(r + 1);
  }

  /**
   * Before run `next` is filled: its places in the shared memory were those of run next - RING_RUNS, which must be
   * sorted and spilled by now. When it is not (the sorter is that far behind the scan), this thread sorts a posted
   * run the sorter has not taken, or waits for the one it is on.
   */
  private waitForPlaces(next: number): void {
    const previous = next - RING_RUNS;
    if (!this.scratch || this.ringKeys === this.capacity || previous < 0) return;
    const { control } = this;
    const deadline = Date.now() + SORTER_TIMEOUT_MS;
    for (;;) {
      const done = Atomics.load(control, DONE);
      if (Atomics.load(control, runWord(previous, RUN_STATE)) === RUN_DONE) return;
      if (Atomics.load(control, FAILED) === 1) throw new Error('the audience sort worker failed');
      if (Date.now() > deadline) throw new Error('the audience sort worker did not sort a run in time');
      let helped = false;
      for (let r = previous; r < this.runs.length && !helped; r++) helped = sortRunIfFree(this.here, r);
      if (!helped) Atomics.wait(control, DONE, done, 100);
    }
  }

  private dropScratch(): void {
    const { scratch } = this;
    if (!scratch || scratch.fd < 0) return;
    fs.closeSync(scratch.fd);
    scratch.fd = -1;
    fs.rmSync(scratch.path, { force: true });
  }

  private signal(): void {
    Atomics.add(this.control, SIGNAL, 1);
    Atomics.notify(this.control, SIGNAL);
  }
}

/**
 * The sort worker's loop (import-worker.ts in the role 'sort'): sorts each run the scanning thread posts and has not
 * taken itself (sortRunIfFree), in place in the shared memory; then, when asked, merges slices with the scanning
 * thread (mergeSlices); ends when told.
 */
export function sortRuns(channel: SortChannel): void {
  const control = new Int32Array(channel.control);
  const keys = new Uint32Array(channel.keys);
  const scratchFd = channel.scratchPath ? fs.openSync(channel.scratchPath, 'r+') : null;
  const bounds = channel.bounds ? new Int32Array(channel.bounds) : null;
  const ctx: RunSortContext = { channel, control, keys, bounds, sorter: new RunSorter(), scratchFd };
  try {
    for (let r = 0; ; ) {
      // read before the checks: a post, the merge or the end after them changes it, and the wait returns at once
      const seen = Atomics.load(control, SIGNAL);
      if (Atomics.load(control, POSTED) > r) {
        // a run the scanning thread took is passed over
        sortRunIfFree(ctx, r);
        r += 1;
        continue;
      }
      if (Atomics.load(control, MERGE) === 1) {
        const runs = sortedRuns(control, control[RUN_COUNT]!);
        const fd = channel.outputPath ? fs.openSync(channel.outputPath, 'r+') : null;
        try {
          const source =
            scratchFd !== null && bounds
              ? spilledRuns(scratchFd, channel.width, runs.length, bounds)
              : keysInMemory(keys, channel.width, runs);
          mergeSlices(source, channel.width, control, fd);
        } finally {
          if (fd !== null) fs.closeSync(fd);
        }
        return;
      }
      if (Atomics.load(control, ENDED) === 1) return;
      Atomics.wait(control, SIGNAL, seen);
    }
  } catch (error) {
    Atomics.store(control, FAILED, 1);
    Atomics.notify(control, WRITTEN);
    Atomics.notify(control, DONE);
    throw error;
  } finally {
    if (scratchFd !== null) fs.closeSync(scratchFd);
  }
}
