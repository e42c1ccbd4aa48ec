import { compareKeys } from './key-sort.js';

/** A sorted run of distinct keys: key places [start, end) of the keys array. */
export interface KeyRun {
  start: number;
  end: number;
}

/** 2^20: a key's first word times this, plus the next word's top 20 bits, is its top 52 bits as an exact double */
const SHIFT_20 = 1 << 20;

/**
 * Merges sorted runs of distinct keys (each `width` words, at least 2) into one ascending sequence without repeats:
 * a key found in several runs is kept once. The keys go to `emit` in batches, views of `out` (whole keys) valid until
 * emit returns. Answers how many distinct keys there were.
 * Each run's next key is summed up by its top 52 bits as a double, and the least is found by a linear pass over the
 * runs' doubles (a merge has 9 to 17 runs: cheaper than a heap whose every step calls a comparison); only equal
 * doubles (a repeat, or two keys that differ in their low bits) compare the whole keys.
 */
export function mergeRuns(
  keys: Uint32Array,
  width: number,
  runs: readonly KeyRun[],
  out: Uint32Array,
  emit: (batch: Uint32Array) => void,
): number {
  const capacity = Math.floor(out.length / width) * width;
  if (capacity === 0) throw new Error('the merge buffer holds no key');
  const k = runs.length;
  // word offsets of each run's next key and end; its next key's top bits (Infinity once the run is done)
  const next = new Float64Array(k);
  const ends = new Float64Array(k);
  const heads = new Float64Array(k).fill(Number.POSITIVE_INFINITY);
  const headOf = (at: number) => keys[at]! * SHIFT_20 + (keys[at + 1]! >>> 12);
  let live = 0;
  for (let r = 0; r < k; r++) {
    const run = runs[r]!;
    if (run.end <= run.start) continue;
    next[r] = run.start * width;
    ends[r] = run.end * width;
    heads[r] = headOf(run.start * width);
    live += 1;
  }

  let used = 0;
  let count = 0;
  // the last kept key: its top bits, and where it is (in `out` until a batch is emitted, then its copy in `last`)
  let lastHead = -1;
  const last = new Uint32Array(width);
  let lastIn: Uint32Array = last;
  let lastAt = 0;
  while (live > 0) {
    let best = 0;
    let bestHead = heads[0]!;
    for (let r = 1; r < k; r++) {
      const head = heads[r]!;
      if (head < bestHead || (head === bestHead && compareKeys(keys, next[r]!, keys, next[best]!, width) < 0)) {
        best = r;
        bestHead = head;
      }
    }
    const at = next[best]!;
    if (bestHead !== lastHead || compareKeys(keys, at, lastIn, lastAt, width) !== 0) {
      for (let w = 0; w < width; w++) out[used + w] = keys[at + w]!;
      lastHead = bestHead;
      lastIn = out;
      lastAt = used;
      used += width;
      count += 1;
      if (used === capacity) {
        last.set(out.subarray(lastAt, lastAt + width));
        lastIn = last;
        lastAt = 0;
        emit(out.subarray(0, used));
        used = 0;
      }
    }
    const moved = at + width;
    if (moved < ends[best]!) {
      next[best] = moved;
      heads[best] = headOf(moved);
    } else {
      heads[best] = Number.POSITIVE_INFINITY;
      live -= 1;
    }
  }
  if (used > 0) emit(out.subarray(0, used));
  return count;
}
