import os from 'node:os';
import { compareKeys, insertionSort } from './key-sort.js';

/** The most keys a set holds: a slot keeps the key's index in 24 bits (a 300 MB file holds at most 9.5 million ids). */
export const KEY_SET_LIMIT = 0xffffff - 1;
const INDEX_BITS = 0xffffff;
/** buckets of the sort's first pass: the top 16 bits of a key */
const BUCKETS = 65536;
/** a bucket with more keys than this (ids sharing a prefix) is sorted by index instead of gathered into scratch */
const GATHER_LIMIT = 1 << 16;
/** which 32-bit half of a 64-bit number holds its high bits in memory */
const HIGH_HALF = os.endianness() === 'LE' ? 1 : 0;

/**
 * A set of fixed-width keys (each `width` 32-bit words) without one object per key: the keys sit one after another
 * in a typed array in the order they came, and an open-addressing table (linear probing) holds for each key its index
 * and 8 bits of its hash, so a probe reads another key only when those 8 bits match. 8 million 16-byte keys take
 * 128 MB of keys and 64 MB of table, where a Set of strings takes several times that (see bench/RESULTS.md).
 */
export class KeySet {
  private keys: Uint32Array;
  /** 0 for an empty slot, else the key's 8 hash bits << 24 | its index + 1 */
  private table: Uint32Array;
  private shift: number;
  /** hashes of the kept keys during `settle` */
  private hashes = new Uint32Array(0);
  /** keys parsed and kept since the last `settle`, after the set's keys */
  private pending = 0;
  size = 0;

  /** `expected`: the most keys the caller expects (from the file size), so neither array grows while reading */
  constructor(
    readonly width: number,
    expected = 1024,
  ) {
    const capacity = Math.min(KEY_SET_LIMIT, Math.max(16, expected + 1));
    this.keys = new Uint32Array(capacity * width);
    let bits = 10;
    while (2 ** bits < capacity * 2) bits++;
    this.table = new Uint32Array(2 ** bits);
    this.shift = 32 - bits;
  }

  /** Where to parse the next key: `width` words of `candidate` from `candidateAt`. */
  get candidate(): Uint32Array {
    if ((this.size + this.pending + 1) * this.width > this.keys.length) this.growKeys();
    return this.keys;
  }

  get candidateAt(): number {
    return (this.size + this.pending) * this.width;
  }

  /** Keeps the key parsed at `candidateAt` for the next `settle`. */
  keepCandidate(): void {
    this.pending += 1;
  }

  /**
   * Adds the kept keys to the set in the order they came, dropping those already held; answers how many it dropped.
   * Hashing a batch first and probing after keeps each loop tight, and lets the processor overlap the table's cache
   * misses (measured: a third less time than adding each key as it is parsed).
   */
  settle(): number {
    const { keys, width } = this;
    const first = this.size;
    const end = first + this.pending;
    if (this.hashes.length < this.pending) this.hashes = new Uint32Array(this.pending * 2);
    const hashes = this.hashes;
    for (let i = first; i < end; i++) hashes[i - first] = hashWords(keys, i * width, width);
    let duplicates = 0;
    let next = first;
    for (let i = first; i < end; i++) {
      const hash = hashes[i - first]!;
      const tag = (hash & 0xff) << 24;
      const { table } = this;
      const mask = table.length - 1;
      let slot = hash >>> this.shift;
      let held = table[slot]!;
      while (held !== 0) {
        if (
          (held & ~INDEX_BITS) === tag &&
          compareKeys(keys, ((held & INDEX_BITS) - 1) * width, keys, i * width, width) === 0
        ) {
          break;
        }
        slot = (slot + 1) & mask;
        held = table[slot]!;
      }
      if (held !== 0) {
        duplicates += 1;
        continue;
      }
      if (next >= KEY_SET_LIMIT) throw new RangeError(`more than ${KEY_SET_LIMIT} distinct ids`);
      // close the gaps left by dropped duplicates: the keys stay contiguous
      if (next !== i) copyKey(keys, i * width, keys, next * width, width);
      table[slot] = (tag | (next + 1)) >>> 0;
      next += 1;
      if (next * 2 > table.length) {
        this.size = next;
        this.growTable();
      }
    }
    this.size = next;
    this.pending = 0;
    return duplicates;
  }

  /**
   * The keys in ascending order (as unsigned big-endian bytes), run after run: each yielded array holds whole keys
   * and is valid until the next one is asked for. The hash table's memory becomes the sort's index, so sorting adds
   * no large array; the set takes no more keys afterwards. A counting pass spreads the keys into 65,536 buckets by their top 16 bits;
   * each bucket (about 120 keys for 8 million uniform ids) is sorted by a numeric sort and gathered in order.
   */
  *sortedRuns(): Generator<Uint32Array> {
    if (this.pending > 0) this.settle();
    const { keys, width, size } = this;
    // the table is at least twice the keys: its memory holds the sort's order, so no second large array is made
    const order = this.table.subarray(0, size);
    this.table = new Uint32Array(0);
    const starts = new Uint32Array(BUCKETS + 1);
    for (let i = 0; i < size; i++) starts[(keys[i * width]! >>> 16) + 1]! += 1;
    for (let b = 1; b <= BUCKETS; b++) starts[b]! += starts[b - 1]!;
    const next = starts.slice(0, BUCKETS);
    for (let i = 0; i < size; i++) order[next[keys[i * width]! >>> 16]!++] = i;
    let scratch = new Uint32Array(1024 * width);
    let packed = new BigUint64Array(1024);
    let halves = new Uint32Array(packed.buffer);
    for (let b = 0; b < BUCKETS; b++) {
      const first = starts[b]!;
      const count = starts[b + 1]! - first;
      if (count === 0) continue;
      if (count > GATHER_LIMIT) {
        yield* sortedByIndex(keys, width, order.subarray(first, first + count), scratch);
        continue;
      }
      if (scratch.length < count * width) scratch = new Uint32Array(count * width * 2);
      if (packed.length < count) {
        packed = new BigUint64Array(count * 2);
        halves = new Uint32Array(packed.buffer);
      }
      // the key's next 48 bits and its place in the bucket, one 64-bit number each: the native numeric sort orders
      // them without a comparator call per pair
      for (let i = 0; i < count; i++) {
        const at = order[first + i]! * width;
        const high = keys[at]!;
        const low = width > 1 ? keys[at + 1]! : 0;
        halves[2 * i + HIGH_HALF] = ((high << 16) | (low >>> 16)) >>> 0;
        halves[2 * i + 1 - HIGH_HALF] = ((low << 16) | i) >>> 0;
      }
      packed.subarray(0, count).sort();
      for (let k = 0; k < count; k++) {
        copyKey(keys, order[first + (halves[2 * k + 1 - HIGH_HALF]! & 0xffff)]! * width, scratch, k * width, width);
      }
      // keys that share those 48 bits are still in bucket order: insertion sort puts them right, in one pass
      // over the rest (each key then takes a single comparison)
      insertionSort(scratch, width, count);
      yield scratch.subarray(0, count * width);
    }
  }

  private growKeys() {
    const grown = new Uint32Array(
      Math.min(KEY_SET_LIMIT * this.width, Math.ceil(this.keys.length * 1.5) + this.width * 16),
    );
    grown.set(this.keys);
    this.keys = grown;
  }

  private growTable() {
    const { keys, width } = this;
    this.table = new Uint32Array(this.table.length * 2);
    this.shift -= 1;
    const mask = this.table.length - 1;
    for (let index = 0; index < this.size; index++) {
      const hash = hashWords(keys, index * width, width);
      let slot = hash >>> this.shift;
      while (this.table[slot] !== 0) slot = (slot + 1) & mask;
      this.table[slot] = (((hash & 0xff) << 24) | (index + 1)) >>> 0;
    }
  }
}

/** A big bucket: its key indexes sorted in place by comparing the keys, then copied out a scratch-full at a time. */
function* sortedByIndex(keys: Uint32Array, width: number, indexes: Uint32Array, scratch: Uint32Array) {
  indexes.sort((a, b) => compareKeys(keys, a * width, keys, b * width, width));
  const perRun = Math.floor(scratch.length / width);
  for (let first = 0; first < indexes.length; first += perRun) {
    const last = Math.min(indexes.length, first + perRun);
    for (let i = first; i < last; i++) copyKey(keys, indexes[i]! * width, scratch, (i - first) * width, width);
    yield scratch.subarray(0, (last - first) * width);
  }
}

/** Mixes every word (hashed ids are uniform, but a file of ids that share long prefixes must not cluster). */
function hashWords(words: Uint32Array, at: number, width: number): number {
  let h = 0x811c9dc5;
  for (let w = 0; w < width; w++) h = Math.imul(h ^ words[at + w]!, 0x9e3779b1) ^ (h >>> 15);
  h = Math.imul(h ^ (h >>> 13), 0x85ebca6b);
  return (h ^ (h >>> 16)) >>> 0;
}

function copyKey(from: Uint32Array, at: number, to: Uint32Array, into: number, width: number) {
  for (let w = 0; w < width; w++) to[into + w] = from[at + w]!;
}
