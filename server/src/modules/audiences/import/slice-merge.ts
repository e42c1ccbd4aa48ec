import fs from 'node:fs';
import os from 'node:os';
import { type KeyRun, mergeRuns } from './key-merge.js';
import { readSpilled } from './run-spill.js';
import { NEXT_SLICE, OFFSET, WRITTEN } from './sort-channel.js';
import { SORTED_SET_HEADER_BYTES } from './sorted-set-file.js';

/** The key space is cut in 128 slices by the keys' top 7 bits: the two threads merge slices in turn. */
const SLICE_BITS = 7;
export const SLICES = 1 << SLICE_BITS;
/**
 * A thread merges a slice into a buffer that holds it whole (its place in the file is known only once the slices
 * before it are merged): with uniform ids a slice is 1/128 of them (1 MiB for 8 million GAIDs). Keys bunched in a
 * few slices (made-up ids with a common start) make a slice larger than this, and are merged by one thread as they
 * stream.
 */
export const MAX_SLICE_KEYS = 1 << 18;
/** how long a thread waits for the other to write the slice before its own before it gives up */
const TURN_TIMEOUT_MS = 60_000;
const LITTLE_ENDIAN = os.endianness() === 'LE';

/**
 * Where each run's keys of each slice start: (SLICES + 1) places a run (the last its end), found by binary search
 * on the keys' first words (the runs are sorted).
 */
export function sliceBounds(keys: Uint32Array, width: number, runs: readonly KeyRun[]): Int32Array {
  const bounds = new Int32Array(runs.length * (SLICES + 1));
  runs.forEach((run, r) => {
    for (let s = 0; s <= SLICES; s++) {
      let lo = run.start;
      let hi = run.end;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keys[mid * width]! >>> (32 - SLICE_BITS) < s) lo = mid + 1;
        else hi = mid;
      }
      bounds[r * (SLICES + 1) + s] = lo;
    }
  });
  return bounds;
}

/** The most keys any slice holds over all runs (repeats across runs included). */
export function largestSlice(bounds: Int32Array, runCount: number): number {
  let most = 0;
  for (let s = 0; s < SLICES; s++) {
    let keys = 0;
    for (let r = 0; r < runCount; r++) keys += bounds[r * (SLICES + 1) + s + 1]! - bounds[r * (SLICES + 1) + s]!;
    most = Math.max(most, keys);
  }
  return most;
}

/** Where a merge reads each slice's parts of the runs from: the keys in memory, or runs spilled to a file. */
export interface SliceSource {
  /** (SLICES + 1) places a run (sliceBounds) */
  readonly bounds: Int32Array;
  readonly runCount: number;
  /** the keys of slice `s`'s parts (valid until the next call), and where each part is in them */
  slice(s: number): { keys: Uint32Array; parts: KeyRun[] };
}

const partsOf = (bounds: Int32Array, runCount: number, s: number): KeyRun[] =>
  Array.from({ length: runCount }, (_, r) => ({
    start: bounds[r * (SLICES + 1) + s]!,
    end: bounds[r * (SLICES + 1) + s + 1]!,
  }));

/** Runs held in `keys` (their bounds found here unless given). */
export function keysInMemory(
  keys: Uint32Array,
  width: number,
  runs: readonly KeyRun[],
  bounds = sliceBounds(keys, width, runs),
): SliceSource {
  return { bounds, runCount: runs.length, slice: (s) => ({ keys, parts: partsOf(bounds, runs.length, s) }) };
}

/**
 * Runs spilled to the file `fd`, key place p at byte p * width * 4 in the machine's word order, with their slice
 * bounds (recorded as each run was spilled): a slice's parts are read into one buffer sized for the largest slice.
 */
export function spilledRuns(fd: number, width: number, runCount: number, bounds: Int32Array): SliceSource {
  const buffer = new Uint32Array(Math.max(1, largestSlice(bounds, runCount)) * width);
  return {
    bounds,
    runCount,
    slice(s) {
      const parts = readSpilled(fd, width, partsOf(bounds, runCount, s), buffer);
      return { keys: buffer, parts };
    },
  };
}

/**
 * Takes slices in turn (an atomic counter shared with the other thread) until none is left: merges each slice's
 * parts of the runs into a buffer, dropping repeats, waits until the slices before it are written, writes it at its
 * place in `fd` (after the header; nothing is written without a file) and moves the offset on.
 */
export function mergeSlices(source: SliceSource, width: number, control: Int32Array, fd: number | null): void {
  const keyBytes = width * 4;
  // one buffer for the largest slice: a buffer per larger slice met would leave garbage the size of the slices
  const buffer = new Uint32Array(Math.max(1, largestSlice(source.bounds, source.runCount)) * width);
  for (;;) {
    const s = Atomics.add(control, NEXT_SLICE, 1);
    if (s >= SLICES) return;
    const { keys, parts } = source.slice(s);
    const most = parts.reduce((sum, part) => sum + part.end - part.start, 0);
    let merged: Uint32Array = buffer.subarray(0, 0);
    const count = mergeRuns(keys, width, parts, buffer.subarray(0, Math.max(most, 1) * width), (batch) => {
      merged = batch;
    });
    for (;;) {
      const written = Atomics.load(control, WRITTEN);
      if (written === s) break;
      if (Atomics.wait(control, WRITTEN, written, TURN_TIMEOUT_MS) === 'timed-out') {
        throw new Error(`slice ${s} of the audience merge waited too long for slice ${written}`);
      }
    }
    const offset = control[OFFSET]!;
    if (fd !== null && count > 0) {
      const bytes = Buffer.from(merged.buffer, merged.byteOffset, merged.byteLength);
      // the words are numbers in the machine's order; the file holds them big-endian (swap32 is native)
      if (LITTLE_ENDIAN) bytes.swap32();
      fs.writeSync(fd, bytes, 0, bytes.length, SORTED_SET_HEADER_BYTES + offset * keyBytes);
    }
    control[OFFSET] = offset + count;
    Atomics.store(control, WRITTEN, s + 1);
    Atomics.notify(control, WRITTEN);
  }
}
