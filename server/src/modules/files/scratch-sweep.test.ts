import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostTag } from '../../core/scratch-name.js';
import type { ScratchHere } from './scratch-owners.js';
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

    expect(await sweepScratch(dir, { now })).toEqual({ orphaned: 0, stale: 5 });
    expect(await left()).toEqual(['e.upload.src', 'f.upload', 'g.set.runs', 'h.set', 'notes.txt']);
  });

  it('removes fresh files of a writer that is gone and keeps those of a live writer or a live job', async () => {
    const here: ScratchHere = { hostTag: hostTag('host-a'), pid: 10, nonce: '00000001', pidAlive: (pid) => pid === 20 };
    const [a, b] = [hostTag('host-a'), hostTag('host-b')];
    const name = (host: string, pid: number, nonce: string, ext: string, job = '') =>
      `${host}-${pid}-${nonce}${job}-0123456789abcdef.${ext}`;
    const orphans = [
      name(a, 10, '00000000', 'upload'), // this pid's last life (a restarted container)
      name(a, 30, '00000003', 'part'), // a pid that is gone
      name(b, 40, '00000004', 'set', '-j7'), // another host's import whose job no longer runs
      name(b, 41, '00000005', 'set.runs', '-j8'), // another host's import whose job went to another worker
    ];
    const kept = [
      name(a, 10, '00000001', 'upload'), // this process
      name(a, 20, '00000002', 'set', '-j7'), // a live process of this host, whatever its job's row says
      name(b, 42, '00000006', 'set', '-j9'), // another host's import of a job its writer still runs
      name(b, 43, '00000007', 'upload'), // another host's upload: only its age can tell
    ];
    for (const n of [...orphans, ...kept]) await touch(n, 1000);
    const asked: number[][] = [];
    const liveClaims = async (ids: number[]) => {
      asked.push([...ids].sort());
      return new Map([
        [8, 'host-c:41:00000005'],
        [9, 'host-b:42:00000006'],
      ]);
    };
    expect(await sweepScratch(dir, { now, here, liveClaims })).toEqual({ orphaned: 4, stale: 0 });
    expect(await left()).toEqual([...kept].sort());
    expect(asked).toEqual([[7, 8, 9]]);
  });

  it('keeps every job file of another host when the job table cannot be read', async () => {
    const here: ScratchHere = { hostTag: hostTag('host-a'), pid: 10, nonce: '00000001', pidAlive: () => false };
    const file = 'bbbbbbbb-40-00000004-j7-0123456789abcdef.set';
    await touch(file, 1000);
    const liveClaims = () => Promise.reject(new Error('database down'));
    expect(await sweepScratch(dir, { now, here, liveClaims })).toEqual({ orphaned: 0, stale: 0 });
    expect(await left()).toEqual([file]);
  });

  it('answers 0 for a folder that is not there', async () => {
    expect(await sweepScratch(path.join(dir, 'missing'), { now })).toEqual({ orphaned: 0, stale: 0 });
  });
});
