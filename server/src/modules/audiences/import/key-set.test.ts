import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KeySet } from './key-set.js';

/** Adds the keys of `width` words in `source` (words), answering the set. */
function fill(width: number, source: Uint32Array, expected?: number): KeySet {
  const set = new KeySet(width, expected);
  for (let i = 0; i < source.length / width; i++) {
    set.candidate.set(source.subarray(i * width, (i + 1) * width), set.candidateAt);
    set.keepCandidate();
  }
  return set;
}

const hexOf = (words: Uint32Array, at: number, width: number) =>
  Array.from(words.subarray(at, at + width), (w) => w.toString(16).padStart(8, '0')).join('');

describe('KeySet', () => {
  it('drops repeated keys when it sorts them, answering how many it dropped', () => {
    const set = new KeySet(4, 10);
    for (const value of [1, 2, 1, 3, 2, 3, 3]) {
      set.candidate.fill(value, set.candidateAt, set.candidateAt + 4);
      set.keepCandidate();
    }
    expect(set.size).toBe(7);
    expect(set.dedupe()).toBe(4);
    expect(set.size).toBe(3);
    expect(set.dedupe()).toBe(0);
    expect([...set.sortedRuns()].flatMap((run) => [...run])).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(() => set.candidate).toThrow();
  });

  it('keeps each key once, growing past its expected size', () => {
    const keys = randomFillSync(new Uint32Array(5000 * 4));
    const twice = new Uint32Array(keys.length * 2);
    twice.set(keys);
    twice.set(keys, keys.length);
    const set = fill(4, twice, 10);
    expect(set.dedupe()).toBe(5000);
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

  it('sorts a bucket too big to gather at once (keys sharing their top 16 bits) by more radix passes', () => {
    const random = randomFillSync(new Uint32Array(150_000 * 4));
    for (let i = 0; i < 150_000; i++) {
      random[i * 4] = 0x12340000 | (random[i * 4]! & 0xff);
      // 80,000 keys that share their first three words too, and repeats among them
      if (i < 80_000) {
        random[i * 4] = 0x12340000;
        random[i * 4 + 1] = 7;
        random[i * 4 + 2] = 9;
        random[i * 4 + 3] = i % 70_000;
      }
    }
    const set = fill(4, random);
    expect(set.dedupe()).toBe(10_000);
    const texts: string[] = [];
    for (const run of set.sortedRuns()) {
      for (let at = 0; at < run.length; at += 4) texts.push(hexOf(run, at, 4));
    }
    expect(texts).toHaveLength(140_000);
    expect(texts).toEqual([...new Set(texts)].sort());
  });

  it('keeps one key of many identical ones', () => {
    const same = new Uint32Array(70_000 * 5).fill(0xabcdef01);
    const set = fill(5, same);
    expect(set.dedupe()).toBe(69_999);
    expect([...set.sortedRuns()].flatMap((run) => [...run])).toEqual(Array(5).fill(0xabcdef01));
  });
});
