import fs from 'node:fs';
import os from 'node:os';
import { type KeyRun, mergeRuns } from './key-merge.js';
import type { KeyStore } from './key-set.js';
import { RunSorter } from './run-sorter.js';
import { largestSlice, MAX_SLICE_KEYS, mergeSlices, SLICES, sliceBounds } from './slice-merge.js';
import {
  controlWords,
  DUPS,
  ENDED,
  FAILED,
  MERGE,
  OFFSET,
  POSTED,
  RUN_COUNT,
  RUNS,
  SIGNAL,
  SORTED,
  type SortChannel,
  WRITTEN,
} from './sort-channel.js';
import { SORTED_SET_HEADER_BYTES, sortedSetHeader } from './sorted-set-file.js';

/**
 * Keys per run: 1 Mi keys (16 MiB of GAIDs, about 38 MB of file) take the sort worker about as long to sort as the
 * scanner takes to parse them, so it keeps up.
 */
export const RUN_KEYS = 1 << 20;

const LITTLE_ENDIAN = os.endianness() === 'LE';
const WRITE_BUFFER_BYTES = 1 << 20;

/**
 * The keys of an import in a worker thread, with a second thread (the sort worker, `sortRuns`) sorting them while
 * the scan goes on: the keys are kept as they come in one shared array; each full run of `runKeys` keys is handed to
 * the sorter, which sorts it in place and drops its repeats. At the end (`allSorted`) the last run is sorted in two
 * halves, one in each thread; `dedupe` then merges the sorted runs, dropping the keys found in several, and writes
 * the sorted set as it merges: both threads merge slices of the key space in turn (mergeSlices). Memory: the keys,
 * and a slice's buffer in each thread (no table). The running count of repeats is those found within the runs sorted
 * so far: a lower bound (a repeat of a key of an earlier run is found by the merge), exact once `dedupe` has run.
 * Without a sort worker (`withSorter: false`, the unit tests) every run is sorted, and every slice merged, here.
 */
export class RunKeys implements KeyStore {
  readonly channel: SortChannel;
  private readonly keys: Uint32Array;
  private readonly control: Int32Array;
  private readonly capacity: number;
  private readonly runKeys: number;
  private readonly withSorter: boolean;
  private readonly maxSliceKeys: number;
  size = 0;
  private runStart = 0;
  /** runs so far, and those handed to the sorter (the first ones) */
  private readonly runs: KeyRun[] = [];
  private handed = 0;
  private sealed = false;
  private dropped: number | null = null;
  private readonly here = new RunSorter();
  private duplicatesHere = 0;
  private sorterGone: Error | null = null;
  /** bytes of the sorted-set file written by `dedupe` */
  bytesWritten = 0;

  /**
   * `capacity`: the most keys the input can hold (from its size: the shared memory cannot grow);
   * `outputPath`: where `dedupe` writes the sorted set (nothing is written without it, or before `dedupe`);
   * `withSorter`: false when no sort worker runs `sortRuns` on the channel (every run is then sorted here);
   * `maxSliceKeys`: a slice larger than this is not merged in turn (MAX_SLICE_KEYS; smaller in the tests).
   */
  constructor(
    readonly width: number,
    capacity: number,
    options: { runKeys?: number; outputPath?: string; withSorter?: boolean; maxSliceKeys?: number } = {},
  ) {
    this.capacity = Math.max(1, capacity);
    this.runKeys = options.runKeys ?? RUN_KEYS;
    this.withSorter = options.withSorter ?? true;
    this.maxSliceKeys = options.maxSliceKeys ?? MAX_SLICE_KEYS;
    // each full run, then the last one in two halves
    const maxRuns = Math.ceil(this.capacity / this.runKeys) + 2;
    this.channel = {
      keys: new SharedArrayBuffer(this.capacity * width * 4),
      control: new SharedArrayBuffer(controlWords(maxRuns) * 4),
      width,
      outputPath: options.outputPath,
    };
    this.keys = new Uint32Array(this.channel.keys);
    this.control = new Int32Array(this.channel.control);
  }

  get candidate(): Uint32Array {
    if (this.sealed) throw new Error('the keys are sealed and take no more');
    if (this.size >= this.capacity) throw new Error(`more ids than the input's size can hold (${this.capacity})`);
    return this.keys;
  }

  get candidateAt(): number {
    return this.size * this.width;
  }

  keepCandidate(): void {
    this.size += 1;
    if (this.size - this.runStart === this.runKeys) this.post(this.size, !this.withSorter);
  }

  duplicatesSoFar(): number {
    if (this.dropped !== null) return this.dropped;
    return Atomics.load(this.control, DUPS) + this.duplicatesHere;
  }

  /** The sort worker ended or failed (its `exit` or `error` event): `allSorted` then throws instead of waiting. */
  sorterEnded(error: Error): void {
    this.sorterGone ??= error;
  }

  /**
   * Takes no more keys: sorts the last, partial run (its first half by the sorter, the other here) and settles once
   * every run is sorted. Throws when the sorter failed.
   */
  async allSorted(): Promise<void> {
    if (!this.sealed) {
      this.sealed = true;
      const rest = this.size - this.runStart;
      if (this.withSorter && rest >= 2048) this.post(this.runStart + (rest >> 1), false);
      if (this.size > this.runStart) this.post(this.size, true);
    }
    const { control } = this;
    while (Atomics.load(control, SORTED) < this.handed) {
      if (Atomics.load(control, FAILED) === 1) throw new Error('the audience sort worker failed');
      if (this.sorterGone) throw this.sorterGone;
      await new Promise<void>((resolve) => setTimeout(resolve, 1));
    }
  }

  /** Tells the sorter no more runs come and no merge: it ends. Safe to call more than once. */
  end(): void {
    Atomics.store(this.control, ENDED, 1);
    this.signal();
  }

  /**
   * Merges the sorted runs (after `allSorted`), dropping the keys found in several, writes the sorted set to
   * `outputPath` as it merges (the header, whose count is known only at the end, last), and answers the repeats
   * dropped in all.
   */
  dedupe(): number {
    if (this.dropped !== null) return 0;
    const { control, keys, width } = this;
    if (!this.sealed || Atomics.load(control, SORTED) < this.handed) throw new Error('runs not sorted yet');
    const runs = this.runs.map((run, r) => ({ start: run.start, end: run.start + control[RUNS + 3 * r + 2]! }));
    const path = this.channel.outputPath;
    const fd = path ? fs.openSync(path, 'w') : null;
    try {
      const bigSlice = largestSlice(sliceBounds(keys, width, runs), runs.length) > this.maxSliceKeys;
      let distinct: number;
      if (bigSlice) {
        // keys bunched in a few slices: one merge here, streaming through a 1 MiB buffer
        distinct = this.mergeHere(runs, fd);
      } else {
        control[RUN_COUNT] = runs.length;
        Atomics.store(control, MERGE, 1);
        this.signal();
        // the sorter takes slices too, and may still be writing its last when this thread has none left
        mergeSlices(keys, width, control, runs, fd);
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
    }
  }

  private mergeHere(runs: KeyRun[], fd: number | null): number {
    const out = new Uint32Array(Math.floor(WRITE_BUFFER_BYTES / (this.width * 4)) * this.width);
    let position = SORTED_SET_HEADER_BYTES;
    return mergeRuns(this.keys, this.width, runs, out, (batch) => {
      if (fd === null) return;
      const bytes = Buffer.from(batch.buffer, batch.byteOffset, batch.byteLength);
      if (LITTLE_ENDIAN) bytes.swap32();
      fs.writeSync(fd, bytes, 0, bytes.length, position);
      position += bytes.length;
    });
  }

  /** Makes keys [runStart, end) a run: sorted here (`here`), or handed to the sorter. */
  private post(end: number, here: boolean): void {
    const r = this.runs.length;
    const start = this.runStart;
    this.runs.push({ start, end });
    const { control } = this;
    control[RUNS + 3 * r] = start;
    control[RUNS + 3 * r + 1] = end;
    this.runStart = end;
    if (here) {
      const kept = this.here.sortRun(this.keys, this.width, start, end);
      control[RUNS + 3 * r + 2] = kept;
      this.duplicatesHere += end - start - kept;
      return;
    }
    if (this.handed !== r) throw new Error('runs are handed to the sorter only before any is sorted here');
    this.handed = r + 1;
    Atomics.store(control, POSTED, this.handed);
    this.signal();
  }

  private signal(): void {
    Atomics.add(this.control, SIGNAL, 1);
    Atomics.notify(this.control, SIGNAL);
  }
}

/**
 * The sort worker's loop (import-worker.ts in the role 'sort'): sorts each run the scanning thread hands over, in
 * place in the shared memory, recording how many distinct keys it kept; then, when asked, merges slices with the
 * scanning thread (mergeSlices); ends when told.
 */
export function sortRuns(channel: SortChannel): void {
  const control = new Int32Array(channel.control);
  const keys = new Uint32Array(channel.keys);
  const sorter = new RunSorter();
  try {
    for (let r = 0; ; ) {
      // read before the checks: a post, the merge or the end after them changes it, and the wait returns at once
      const seen = Atomics.load(control, SIGNAL);
      if (Atomics.load(control, POSTED) > r) {
        const start = control[RUNS + 3 * r]!;
        const end = control[RUNS + 3 * r + 1]!;
        const kept = sorter.sortRun(keys, channel.width, start, end);
        control[RUNS + 3 * r + 2] = kept;
        Atomics.add(control, DUPS, end - start - kept);
        r += 1;
        Atomics.store(control, SORTED, r);
        continue;
      }
      if (Atomics.load(control, MERGE) === 1) {
        const runs = Array.from({ length: control[RUN_COUNT]! }, (_, i) => ({
          start: control[RUNS + 3 * i]!,
          end: control[RUNS + 3 * i]! + control[RUNS + 3 * i + 2]!,
        }));
        const fd = channel.outputPath ? fs.openSync(channel.outputPath, 'r+') : null;
        try {
          mergeSlices(keys, channel.width, control, runs, fd);
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
    throw error;
  }
}
