import { RunSorter } from './run-sorter.js';

/** keys in one run that sortedRuns yields */
const RUN_KEYS = 1 << 16;

/**
 * Where the scanner keeps the keys it parsed (KeySet in this thread, RunKeys with a sort worker beside it): it parses
 * each key into `candidate` at `candidateAt` and keeps it or not; `dedupe` drops the repeats once the input ended.
 */
export interface KeyStore {
  readonly width: number;
  /** keys kept so far (repeats included until `dedupe`) */
  readonly size: number;
  readonly candidate: Uint32Array;
  readonly candidateAt: number;
  keepCandidate(): void;
  /** repeats found so far: a lower bound while keys come, the exact count after `dedupe` */
  duplicatesSoFar(): number;
  /** Drops the repeats (and writes the result, for a store that writes it); answers how many it dropped. */
  dedupe(): number;
}

/**
 * The keys of an import without one object per key: fixed-width keys (each `width` 32-bit words) one after another
 * in one typed array, in the order they came, repeats included; `dedupe` then sorts them in place (RunSorter) and
 * drops the repeats. No hash table: 8 million 16-byte keys take their 128 MB and nothing more (a table beside them
 * took 64 MB and a third of the scan's time; see bench/RESULTS.md), and the sorted-set file needs them sorted anyway.
 * Used for imports in the calling thread (small files); a worker's import uses RunKeys, sorted on a second thread.
 */
export class KeySet implements KeyStore {
  private keys: Uint32Array;
  /** keys held: with repeats until `dedupe`, distinct after */
  size = 0;
  private deduped = false;
  private dropped = 0;

  /** `expected`: the most keys the caller expects (from the file size), so the array does not grow while reading */
  constructor(
    readonly width: number,
    expected = 1024,
  ) {
    this.keys = new Uint32Array(Math.max(16, expected + 1) * width);
  }

  /** Where to parse the next key: `width` words of `candidate` from `candidateAt`. */
  get candidate(): Uint32Array {
    if (this.deduped) throw new Error('the key set is sorted and takes no more keys');
    if ((this.size + 1) * this.width > this.keys.length) this.growKeys();
    return this.keys;
  }

  get candidateAt(): number {
    return this.size * this.width;
  }

  /** Keeps the key parsed at `candidateAt`. */
  keepCandidate(): void {
    this.size += 1;
  }

  /** 0 until `dedupe`: the repeats are found by the one sort at the end (a small file's import is short). */
  duplicatesSoFar(): number {
    return this.dropped;
  }

  /** Sorts the keys in place (RunSorter) and drops repeats; answers how many it dropped. Takes no more keys after. */
  dedupe(): number {
    if (this.deduped) return 0;
    this.deduped = true;
    const held = this.size;
    this.size = new RunSorter().sortRun(this.keys, this.width, 0, held);
    this.dropped = held - this.size;
    return this.dropped;
  }

  /** The distinct keys in ascending order, run after run (views of the set's memory); dedupes first if needed. */
  *sortedRuns(): Generator<Uint32Array> {
    this.dedupe();
    const { keys, width, size } = this;
    for (let first = 0; first < size; first += RUN_KEYS) {
      yield keys.subarray(first * width, Math.min(size, first + RUN_KEYS) * width);
    }
  }

  private growKeys() {
    const grown = new Uint32Array(Math.ceil(this.keys.length * 1.5) + this.width * 16);
    grown.set(this.keys);
    this.keys = grown;
  }
}
