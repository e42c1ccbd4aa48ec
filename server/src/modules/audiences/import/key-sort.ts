/** Compares keys of `width` words (`xs` at word `a`, `ys` at `b`) as unsigned numbers, most significant word first. */
export function compareKeys(xs: Uint32Array, a: number, ys: Uint32Array, b: number, width: number): number {
  for (let w = 0; w < width; w++) {
    const x = xs[a + w]!;
    const y = ys[b + w]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Sorts the keys `lo..hi` (key positions, inclusive) of a contiguous array in place: quicksort, insertion sort below 16. */
export function sortKeyRange(words: Uint32Array, width: number, lo: number, hi: number): void {
  const pivot = new Uint32Array(width);
  while (hi - lo > 16) {
    const mid = lo + ((hi - lo) >> 1);
    // median of three as the pivot (copied out: the swaps move keys), then Hoare's partition
    if (compareKeys(words, mid * width, words, lo * width, width) < 0) swapKeys(words, width, mid, lo);
    if (compareKeys(words, hi * width, words, lo * width, width) < 0) swapKeys(words, width, hi, lo);
    if (compareKeys(words, hi * width, words, mid * width, width) < 0) swapKeys(words, width, hi, mid);
    pivot.set(words.subarray(mid * width, (mid + 1) * width));
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (compareKeys(words, i * width, pivot, 0, width) < 0) i++;
      while (compareKeys(words, j * width, pivot, 0, width) > 0) j--;
      if (i <= j) swapKeys(words, width, i++, j--);
    }
    // recurse into the smaller side, loop on the larger: the stack stays logarithmic
    if (j - lo < hi - i) {
      sortKeyRange(words, width, lo, j);
      lo = i;
    } else {
      sortKeyRange(words, width, i, hi);
      hi = j;
    }
  }
  for (let i = lo + 1; i <= hi; i++) {
    for (let j = i; j > lo && compareKeys(words, (j - 1) * width, words, j * width, width) > 0; j--)
      swapKeys(words, width, j - 1, j);
  }
}

function swapKeys(words: Uint32Array, width: number, a: number, b: number) {
  const x = a * width;
  const y = b * width;
  for (let w = 0; w < width; w++) {
    const t = words[x + w]!;
    words[x + w] = words[y + w]!;
    words[y + w] = t;
  }
}
