import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCRATCH_STALE_MS, sweepScratch } from './scratch-sweep.js';

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'scratch-sweep-'));
});
afterEach(() => fsp.rm(dir, { recursive: true, force: true }));

const now = Date.now();
const touch = async (name: string, ageMs: number) => {
  const file = path.join(dir, name);
  await fsp.writeFile(file, 'x');
  const at = new Date(now - ageMs);
  await fsp.utimes(file, at, at);
};
const left = async () => (await fsp.readdir(dir)).sort();

describe('sweepScratch', () => {
  it('removes transient files untouched for the stale age and keeps the rest', async () => {
    const stale = SCRATCH_STALE_MS + 1000;
    for (const name of ['a.upload', 'b.part', 'c.set', 'c.set.runs', 'd.upload.src.jpg']) await touch(name, stale);
    // a poster job's source lives until its job ends; other names are not scratch work of ours
    await touch('e.upload.src', stale);
    await touch('notes.txt', stale);
    // fresh: a request or a job still writes it
    await touch('f.upload', 1000);
    await touch('g.set.runs', SCRATCH_STALE_MS - 60_000);
    await fsp.mkdir(path.join(dir, 'h.set'));

    expect(await sweepScratch(dir, { now })).toBe(5);
    expect(await left()).toEqual(['e.upload.src', 'f.upload', 'g.set.runs', 'h.set', 'notes.txt']);
  });

  it('answers 0 for a folder that is not there', async () => {
    expect(await sweepScratch(path.join(dir, 'missing'), { now })).toBe(0);
  });
});
