import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KeySet } from './key-set.js';

/** Adds `count` keys of `width` words from `source` (words), answering the set. */
function fill(width: number, source: Uint32Array, expected?: number): KeySet {
  const set = new KeySet(width, expected);
  for (let i = 0; i < source.length / width; i++) {
    set.candidate.set(source.subarray(i * width, (i + 1) * width), set.candidateAt);
    set.keepCandidate();
    // settle in uneven batches: keys held before and kept since must both be found
    if (i % 37 === 0) set.settle();
  }
  set.settle();
  return set;
}

const hexOf = (words: Uint32Array, at: number, width: number) =>
  Array.from(words.subarray(at, at + width), (w) => w.toString(16).padStart(8, '0')).join('');

describe('KeySet', () => {
  it('drops a key repeated within one batch and across batches', () => {
    const set = new KeySet(4, 10);
    const put = (value: number) => {
      set.candidate.fill(value, set.candidateAt, set.candidateAt + 4);
      set.keepCandidate();
    };
    put(1);
    put(2);
    put(1);
    expect(set.settle()).toBe(1);
    put(3);
    put(2);
    put(3);
    expect(set.settle()).toBe(2);
    expect(set.size).toBe(3);
  });

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
    // keys that share their first two words land in one bucket and tie in the numeric sort's 48 bits
    for (let i = 0; i < 1000; i++) {
      random[i * width] = 0xffff0000;
      random[i * width + 1] = i % 3;
    }
    const texts: string[] = [];
    for (const run of fill(width, random).sortedRuns()) {
      for (let at = 0; at < run.length; at += width) texts.push(hexOf(run, at, width));
    }
    expect(texts).toEqual([...texts].sort());
    expect(new Set(texts).size).toBe(3000);
  });

  it('sorts a bucket too big to gather (70,000 keys sharing their top 16 bits) by index', () => {
    const random = randomFillSync(new Uint32Array(70_000 * 4));
    for (let i = 0; i < 70_000; i++) random[i * 4] = 0x12340000 | (random[i * 4]! & 0xff);
    const texts: string[] = [];
    for (const run of fill(4, random).sortedRuns()) {
      for (let at = 0; at < run.length; at += 4) texts.push(hexOf(run, at, 4));
    }
    expect(texts).toHaveLength(70_000);
    expect(texts).toEqual([...texts].sort());
  });
});
