import { randomFillSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeAudienceFile } from '@adconsole/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { AudienceScanner } from './audience-scanner.js';
import { importAudienceFile } from './import-audience-file.js';
import { importInWorker } from './import-in-worker.js';
import type { ImportProgress } from './import-report.js';
import { KeySet } from './key-set.js';
import { RunKeys } from './run-keys.js';
import { readSortedSet } from './sorted-set-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audience-runs-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `count` keys of `width` words: random, then each key at a place of `repeats` copied from an earlier one. */
function keysWithRepeats(width: number, count: number, repeats: number[]): Uint32Array {
  const keys = randomFillSync(new Uint32Array(count * width));
  for (const at of repeats) keys.copyWithin(at * width, (at >> 1) * width, ((at >> 1) + 1) * width);
  return keys;
}

function add(store: KeySet | RunKeys, source: Uint32Array) {
  for (let i = 0; i < source.length / store.width; i++) {
    store.candidate.set(source.subarray(i * store.width, (i + 1) * store.width), store.candidateAt);
    store.keepCandidate();
  }
}

async function keysOf(file: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of readSortedSet(fs.createReadStream(file))) keys.push(key.toString('hex'));
  return keys;
}

describe('RunKeys', () => {
  it.each([
    ['16-byte keys spread over the key space (the slices merged in turn)', 4, false, false],
    ['16-byte keys bunched in one slice (merged as one stream)', 4, true, false],
    ['32-byte keys spread over the key space', 8, false, false],
    ['16-byte keys, runs spilled to a scratch file (the memory holds three)', 4, false, true],
    ['16-byte keys bunched, runs spilled (read back for the one stream)', 4, true, true],
    ['32-byte keys, runs spilled', 8, false, true],
  ])('drops repeats within and across runs, exactly: %s', async (_, width, bunched, spill) => {
    const count = 20_000;
    // repeats of keys in the same run (early places) and in earlier runs (late places), the last run partial
    const keys = keysWithRepeats(width, count, [3, 40, 41, 999, 1500, 7000, 15_000, 19_999, 19_998]);
    if (bunched) for (let i = 0; i < count; i++) keys[i * width] = keys[i * width]! & 0x00ffffff;
    const out = path.join(dir, `runs-${width}-${bunched}.set`);
    // a slice of more than 4,000 keys is merged as one stream: all of them when bunched, none when spread
    const scratchPath = spill ? `${out}.runs` : undefined;
    const runs = new RunKeys(width, count, {
      runKeys: 3000,
      withSorter: false,
      outputPath: out,
      maxSliceKeys: 4000,
      scratchPath,
    });
    // three runs of 3,000 keys in memory when spilled, every key otherwise
    expect(runs.channel.keys.byteLength).toBe((spill ? 9000 : count) * width * 4);
    const set = new KeySet(width, count);
    add(runs, keys);
    add(set, keys);
    const withinRuns = runs.duplicatesSoFar();
    await runs.allSorted();
    const dropped = set.dedupe();
    expect(runs.dedupe()).toBe(dropped);
    expect(runs.duplicatesSoFar()).toBe(dropped);
    expect(runs.size).toBe(count - dropped);
    // found as runs were sorted: a lower bound, below the exact count (some repeats are of an earlier run's key)
    expect(withinRuns).toBeGreaterThan(0);
    expect(withinRuns).toBeLessThan(dropped);
    const written = await keysOf(out);
    expect(written).toHaveLength(count - dropped);
    expect(written).toEqual([...new Set(written)].sort());
    const expected = Array.from({ length: count }, (_, i) =>
      Buffer.from(keys.slice(i * width, (i + 1) * width).buffer),
    );
    expect(new Set(written)).toEqual(new Set(expected.map((b) => Buffer.from(b).swap32().toString('hex'))));
    expect(runs.bytesWritten).toBe(fs.statSync(out).size);
    if (scratchPath) expect(fs.existsSync(scratchPath)).toBe(false);
  });

  it('sorts runs itself when the sorter falls three runs behind (here: no sorter takes any), spilled and merged exactly', async () => {
    const width = 4;
    const count = 20_000;
    const keys = keysWithRepeats(width, count, [5, 3100, 9000, 15_000, 19_999]);
    const out = path.join(dir, 'unhelped.set');
    const runs = new RunKeys(width, count, { runKeys: 3000, outputPath: out, scratchPath: `${out}.runs` });
    const set = new KeySet(width, count);
    add(runs, keys);
    add(set, keys);
    // runs 0 to 3 sorted by the scanning thread to free places for runs 3 to 6 (4 and 5 posted, not sorted yet): the
    // repeat within run 0 (place 5) is found; the others repeat keys of earlier runs, for the merge
    expect(runs.duplicatesSoFar()).toBe(1);
    await runs.allSorted();
    const dropped = set.dedupe();
    expect(runs.dedupe()).toBe(dropped);
    const written = await keysOf(out);
    expect(written).toHaveLength(count - dropped);
    expect(written).toEqual([...new Set(written)].sort());
  });

  it('refuses more keys than its capacity, and keys once sealed', async () => {
    const runs = new RunKeys(4, 2, { withSorter: false });
    add(runs, new Uint32Array(8).fill(1));
    expect(() => runs.candidate).toThrow(/more ids/);
    await runs.allSorted();
    expect(runs.dedupe()).toBe(1);
    expect(() => runs.candidate).toThrow(/sealed/);
  });
});

describe('AudienceScanner with RunKeys', () => {
  it('counts repeats in its progress while the scan goes, exactly at the end', () => {
    // blocks of 1,000 ids, each followed by 10 repeats of its own ids (found when the run is sorted) and 5 of the
    // first block's (found by the merge only)
    const ids = Array.from({ length: 10_000 }, () => randomUUID());
    const lines: string[] = [];
    for (let block = 0; block < 10; block++) {
      const own = ids.slice(block * 1000, (block + 1) * 1000);
      lines.push(...own, ...own.slice(0, 10), ...(block > 0 ? ids.slice(0, 5) : []));
    }
    const text = Buffer.from(`${lines.join('\n')}\n`);
    const keys = new RunKeys(4, lines.length, { runKeys: 1015, withSorter: false });
    const scanner = new AudienceScanner('gaid', text.length, keys);
    const half = text.length >> 1;
    scanner.push(text.subarray(0, half));
    const midway = scanner.progress(text.length);
    expect(midway.valid).toBeLessThan(lines.length);
    expect(midway.duplicates).toBeGreaterThan(0);
    scanner.push(text.subarray(half));
    scanner.endInput();
    return keys.allSorted().then(() => {
      const report = scanner.finish();
      expect(report).toMatchObject({ valid: 10_145, duplicates_removed: 145, count: 10_000 });
      expect(midway.duplicates).toBeLessThan(report.duplicates_removed);
      expect(scanner.progress(text.length).duplicates).toBe(145);
    });
  });
});

describe('an import in a worker, its keys sorted by a second worker as the scan goes', () => {
  it('writes the sorted set the one-thread engine writes, its running count of repeats never above the exact one', async () => {
    const ids = Array.from({ length: 30_000 }, () => randomUUID());
    // each repeat soon after its first line (found within a run) or far from it (found by the merge)
    const lines = [...ids.slice(0, 10_000), ...ids.slice(0, 500), ...ids.slice(10_000), ...ids.slice(0, 700), 'x'];
    const file = path.join(dir, 'gaid.txt');
    const size = writeAudienceFile(file, lines, { blankEvery: 900 });
    const here = await importAudienceFile(fs.createReadStream(file), {
      kind: 'gaid',
      totalBytes: size,
      output: fs.createWriteStream(path.join(dir, 'here.set')),
    });
    const progress: ImportProgress[] = [];
    const there = await importInWorker(fs.createReadStream(file), {
      kind: 'gaid',
      totalBytes: size,
      outputPath: path.join(dir, 'there.set'),
      runKeys: 2000,
      onProgress: (p) => progress.push(p),
    });
    expect(there).toEqual(here);
    expect(there.report).toMatchObject({ count: 30_000, duplicates_removed: 1200, invalid: 1 });
    expect(fs.readFileSync(path.join(dir, 'there.set')).equals(fs.readFileSync(path.join(dir, 'here.set')))).toBe(true);
    // its sorted runs were spilled beside the set (runs of 2,000 keys: the memory held three), and are gone
    expect(fs.existsSync(path.join(dir, 'there.set.runs'))).toBe(false);
    // how far the sorter has got when a chunk is scanned depends on the threads: never more than the exact count
    expect(progress.at(-1)?.bytes_read).toBe(size);
    expect(Math.max(...progress.map((p) => p.duplicates))).toBeLessThanOrEqual(1200);
  }, 60_000);
});
