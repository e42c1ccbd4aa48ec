/**
 * A set of fixed-width keys (each `width` 32-bit words) without one object per key: the keys sit one after another
 * in a typed array and an open-addressing table (linear probing) holds their positions. 8 million 16-byte keys
 * take 128 MB of keys and 64 MB of table, where a Set of strings takes several times that (see bench/RESULTS.md).
 */
export class KeySet {
  /** keys, `width` words each; the slot after the last key is where the next candidate is parsed */
  private keys: Uint32Array;
  /** key index + 1 per slot, 0 for an empty slot */
  private table: Uint32Array;
  private mask: number;
  size = 0;

  /** `expected`: the most keys the caller expects (from the file size), so neither array grows while reading */
  constructor(
    readonly width: number,
    expected = 1024,
  ) {
    const capacity = Math.max(16, expected + 1);
    this.keys = new Uint32Array(capacity * width);
    this.table = new Uint32Array(tableSizeFor(capacity));
    this.mask = this.table.length - 1;
  }

  /** Where to parse the next candidate key: `candidate()` words from `candidateAt`. */
  get candidate(): Uint32Array {
    if ((this.size + 1) * this.width > this.keys.length) this.growKeys();
    return this.keys;
  }

  get candidateAt(): number {
    return this.size * this.width;
  }

  /** Keeps the candidate key parsed at `candidateAt`; answers false when the set already held it. */
  addCandidate(): boolean {
    const { keys, width, table, mask } = this;
    const at = this.size * width;
    let slot = hashWords(keys, at, width) & mask;
    for (;;) {
      const held = table[slot]!;
      if (held === 0) break;
      if (equalWords(keys, (held - 1) * width, at, width)) return false;
      slot = (slot + 1) & mask;
    }
    table[slot] = this.size + 1;
    this.size += 1;
    if (this.size * 2 > table.length) this.growTable();
    return true;
  }

  /**
   * The keys in ascending order (as unsigned big-endian bytes), as indexes into `words`; the hash table is dropped
   * first, so sorting does not hold both. The set answers no more additions afterwards.
   */
  sorted(): { words: Uint32Array; order: Uint32Array } {
    this.table = new Uint32Array(0);
    const words = this.keys.subarray(0, this.size * this.width);
    return { words, order: sortKeys(words, this.width, this.size) };
  }

  private growKeys() {
    const grown = new Uint32Array(Math.ceil(this.keys.length * 1.5) + this.width * 16);
    grown.set(this.keys);
    this.keys = grown;
  }

  private growTable() {
    const { keys, width } = this;
    this.table = new Uint32Array(this.table.length * 2);
    this.mask = this.table.length - 1;
    for (let index = 0; index < this.size; index++) {
      let slot = hashWords(keys, index * width, width) & this.mask;
      while (this.table[slot] !== 0) slot = (slot + 1) & this.mask;
      this.table[slot] = index + 1;
    }
  }
}

/** A power of two at least twice `capacity`, so the table stays at most half full. */
function tableSizeFor(capacity: number): number {
  let size = 1024;
  while (size < capacity * 2) size *= 2;
  return size;
}

/** Mixes every word (hashed ids are uniform, but a file of ids that share long prefixes must not cluster). */
function hashWords(words: Uint32Array, at: number, width: number): number {
  let h = 0x811c9dc5;
  for (let w = 0; w < width; w++) {
    h = Math.imul(h ^ words[at + w]!, 0x9e3779b1);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 13), 0x85ebca6b);
  return (h ^ (h >>> 16)) >>> 0;
}

function equalWords(words: Uint32Array, a: number, b: number, width: number): boolean {
  for (let w = 0; w < width; w++) if (words[a + w] !== words[b + w]) return false;
  return true;
}

function compareKeys(words: Uint32Array, a: number, b: number, width: number): number {
  const ia = a * width;
  const ib = b * width;
  for (let w = 0; w < width; w++) {
    const x = words[ia + w]!;
    const y = words[ib + w]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Sorts key indexes: a counting pass on the top 16 bits of the first word spreads uniform ids into 65,536 small
 * buckets, which insertion sort finishes; buckets that stay large (ids sharing prefixes) get a quicksort.
 */
export function sortKeys(words: Uint32Array, width: number, size: number): Uint32Array {
  const starts = new Uint32Array(65537);
  for (let i = 0; i < size; i++) starts[(words[i * width]! >>> 16) + 1]! += 1;
  for (let b = 1; b <= 65536; b++) starts[b]! += starts[b - 1]!;
  const next = starts.slice(0, 65536);
  const order = new Uint32Array(size);
  for (let i = 0; i < size; i++) order[next[words[i * width]! >>> 16]!++] = i;
  for (let b = 0; b < 65536; b++) {
    if (starts[b + 1]! - starts[b]! > 1) sortRange(words, width, order, starts[b]!, starts[b + 1]! - 1);
  }
  return order;
}

function sortRange(words: Uint32Array, width: number, order: Uint32Array, lo: number, hi: number): void {
  while (hi - lo > 24) {
    // median of three as the pivot, then Hoare's partition
    const mid = lo + ((hi - lo) >> 1);
    if (compareKeys(words, order[mid]!, order[lo]!, width) < 0) swap(order, mid, lo);
    if (compareKeys(words, order[hi]!, order[lo]!, width) < 0) swap(order, hi, lo);
    if (compareKeys(words, order[hi]!, order[mid]!, width) < 0) swap(order, hi, mid);
    const pivot = order[mid]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (compareKeys(words, order[i]!, pivot, width) < 0) i++;
      while (compareKeys(words, order[j]!, pivot, width) > 0) j--;
      if (i <= j) swap(order, i++, j--);
    }
    // recurse into the smaller side, loop on the larger: the stack stays logarithmic
    if (j - lo < hi - i) {
      sortRange(words, width, order, lo, j);
      lo = i;
    } else {
      sortRange(words, width, order, i, hi);
      hi = j;
    }
  }
  for (let i = lo + 1; i <= hi; i++) {
    const key = order[i]!;
    let j = i - 1;
    while (j >= lo && compareKeys(words, order[j]!, key, width) > 0) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = key;
  }
}

function swap(order: Uint32Array, a: number, b: number) {
  const t = order[a]!;
  order[a] = order[b]!;
  order[b] = t;
}
