import os from 'node:os';
import { compareKeys, insertionSort, swapKeys } from './key-sort.js';

/** A bucket of at most this many keys is sorted at once (its keys' places fit in the packed numbers' 16 low bits). */
const LEAF_KEYS = 2048;
/** bits of a radix pass: 256 buckets, whose write places stay in the processor's caches */
const RADIX_BITS = 8;
const BUCKETS = 1 << RADIX_BITS;
/** which 32-bit half of a 64-bit number holds its high bits in memory */
const HIGH_HALF = os.endianness() === 'LE' ? 1 : 0;

/**
 * Sorts a run of fixed-width keys in place and drops its repeats. In-place radix passes of 8 bits (American flag
 * sort: 256 buckets, each key swapped straight to its bucket) split the keys until a bucket holds at most 2,048 (two
 * passes for 8 million uniform ids, about 120 keys a bucket); a bucket's keys are then ordered by a native numeric
 * sort of 64-bit numbers (the next 48 key bits and the key's place in the bucket), ties put right by one insertion
 * pass, repeats dropped, and the distinct keys moved down to the end of those before. One sorter keeps its scratch
 * memory from run to run (the sort worker sorts many runs with one).
 */
export class RunSorter {
  private keys: Uint32Array = new Uint32Array(0);
  private width = 4;
  /** where the next distinct key goes: never past the bucket being sorted */
  private cursor = 0;
  private scratch = new Uint32Array(0);
  private packed = new BigUint64Array(0);
  private halves = new Uint32Array(0);

  /**
   * Sorts the keys [lo, hi) of `keys` (each `width` words; ascending as unsigned big-endian bytes) and moves the
   * distinct ones to [lo, lo + kept); answers kept. Keys past that place are left as they are.
   */
  sortRun(keys: Uint32Array, width: number, lo: number, hi: number): number {
    this.keys = keys;
    this.width = width;
    this.cursor = lo;
    this.sortRange(lo, hi, 0);
    this.keys = new Uint32Array(0);
    return this.cursor - lo;
  }

  /** Sorts keys [lo, hi), which share their first `bit` bits, and moves the distinct ones down to the cursor. */
  private sortRange(lo: number, hi: number, bit: number): void {
    const { keys, width } = this;
    const count = hi - lo;
    if (count === 0) return;
    if (count <= LEAF_KEYS) {
      this.sortBucket(lo, count, bit);
      return;
    }
    if (bit >= width * 32) {
      // every bit shared: one key, repeated
      copyKey(keys, lo * width, keys, this.cursor * width, width);
      this.cursor += 1;
      return;
    }
    const ends = new Uint32Array(BUCKETS);
    for (let i = lo; i < hi; i++) ends[bitsAt(keys, i * width, width, bit, RADIX_BITS)]! += 1;
    const next = new Uint32Array(BUCKETS);
    let sum = lo;
    for (let b = 0; b < BUCKETS; b++) {
      next[b] = sum;
      sum += ends[b]!;
      ends[b] = sum;
    }
    let start = lo;
    for (let b = 0; b < BUCKETS; b++) {
      const end = ends[b]!;
      // a key of this bucket's range that belongs elsewhere is swapped to its bucket's next place: every key moves
      // once at most, and a bucket once filled is never touched again
      for (let i = next[b]!; i < end; i = next[b]!) {
        const d = bitsAt(keys, i * width, width, bit, RADIX_BITS);
        if (d === b) next[b] = i + 1;
        else swapKeys(keys, width, i, next[d]!++);
      }
      if (end > start) this.sortRange(start, end, bit + RADIX_BITS);
      start = end;
    }
  }

  /** Sorts `count` (at most LEAF_KEYS) keys from `lo` that share their first `bit` bits; see dedupe. */
  private sortBucket(lo: number, count: number, bit: number): void {
    const { keys, width } = this;
    if (this.scratch.length < count * width) this.scratch = new Uint32Array(LEAF_KEYS * width);
    if (this.packed.length < count) {
      this.packed = new BigUint64Array(LEAF_KEYS);
      this.halves = new Uint32Array(this.packed.buffer);
    }
    const { scratch, packed, halves } = this;
    // the key's next 48 bits and its place in the bucket, one 64-bit number each: the native numeric sort orders
    // them without a comparator call per pair
    for (let i = 0; i < count; i++) {
      const at = (lo + i) * width;
      halves[2 * i + HIGH_HALF] =
        ((bitsAt(keys, at, width, bit, 16) << 16) | bitsAt(keys, at, width, bit + 16, 16)) >>> 0;
      halves[2 * i + 1 - HIGH_HALF] = ((bitsAt(keys, at, width, bit + 32, 16) << 16) | i) >>> 0;
    }
    packed.subarray(0, count).sort();
    for (let k = 0; k < count; k++) {
      copyKey(keys, (lo + (halves[2 * k + 1 - HIGH_HALF]! & 0xffff)) * width, scratch, k * width, width);
    }
    // keys that share those 48 bits are still in bucket order: insertion sort puts them right, in one pass over the
    // rest (each key then takes a single comparison); repeats are then neighbours
    insertionSort(scratch, width, count);
    let kept = 1;
    for (let k = 1; k < count; k++) {
      if (compareKeys(scratch, k * width, scratch, (kept - 1) * width, width) === 0) continue;
      if (kept !== k) copyKey(scratch, k * width, scratch, kept * width, width);
      kept += 1;
    }
    // the cursor is at or before `lo`: only places of buckets already done (or this one's) are written
    keys.set(scratch.subarray(0, kept * width), this.cursor * width);
    this.cursor += kept;
  }
}

/** `n` (at most 16) bits of the key at word `at` from bit `bit` (0 = its first word's top bit); 0 past its end. */
function bitsAt(keys: Uint32Array, at: number, width: number, bit: number, n: number): number {
  const w = bit >>> 5;
  const off = bit & 31;
  const high = w < width ? keys[at + w]! : 0;
  if (off === 0) return high >>> (32 - n);
  const low = w + 1 < width ? keys[at + w + 1]! : 0;
  return ((high << off) | (low >>> (32 - off))) >>> (32 - n);
}

function copyKey(from: Uint32Array, at: number, to: Uint32Array, into: number, width: number) {
  for (let w = 0; w < width; w++) to[into + w] = from[at + w]!;
}
