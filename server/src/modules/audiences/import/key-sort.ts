/** Compares keys of `width` words (`xs` at word `a`, `ys` at `b`) as unsigned numbers, most significant word first. */
export function compareKeys(xs: Uint32Array, a: number, ys: Uint32Array, b: number, width: number): number {
  for (let w = 0; w < width; w++) {
    const x = xs[a + w]!;
    const y = ys[b + w]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Swaps keys `a` and `b` (places, in keys) of `width` words. */
export function swapKeys(words: Uint32Array, width: number, a: number, b: number) {
  const x = a * width;
  const y = b * width;
  for (let w = 0; w < width; w++) {
    const t = words[x + w]!;
    words[x + w] = words[y + w]!;
    words[y + w] = t;
  }
}

/** Insertion sort of the first `count` keys: linear on keys already nearly in order. */
export function insertionSort(words: Uint32Array, width: number, count: number): void {
  for (let i = 1; i < count; i++) {
    for (let j = i; j > 0 && compareKeys(words, (j - 1) * width, words, j * width, width) > 0; j--) {
      swapKeys(words, width, j - 1, j);
    }
  }
}
