import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KeySet } from './key-set.js';

/** Adds `count` keys of `width` words from `source` (words), answering the set. */
function fill(width: number, source: Uint32Array, expected?: number): KeySet {
  const set = new KeySet(width, expected);
  for (let i = 0; i < source.length / width; i++) {
    set.candidate.set(source.subarray(i * width, (i + 1) * width), set.candidateAt);
    set.addCandidate();
  }
  return set;
}

const hexOf = (words: Uint32Array, at: number, width: number) =>
  Array.from(words.subarray(at, at + width), (w) => w.toString(16).padStart(8, '0')).join('');

describe('KeySet', () => {
  it('keeps each key once, growing past its expected size', () => {
    const keys = randomFillSync(new Uint32Array(5000 * 4));
    const twice = new Uint32Array(keys.length * 2);
    twice.set(keys);
    twice.set(keys, keys.length);
    const set = fill(4, twice, 10);
    expect(set.size).toBe(5000);
  });

  it.each([4, 5, 8])('sorts %i-word keys as unsigned big-endian bytes', (width) => {
    const random = randomFillSync(new Uint32Array(3000 * width));
    // keys that share their first word land in one bucket: the quicksort path
    for (let i = 0; i < 1000; i++) random[i * width] = 0xffff0000;
    const { words, order } = fill(width, random).sorted();
    const texts = Array.from(order, (index) => hexOf(words, index * width, width));
    expect(texts).toEqual([...texts].sort());
    expect(new Set(texts).size).toBe(3000);
  });
});
