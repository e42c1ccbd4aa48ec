import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { writeAudienceFile } from '@adconsole/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { importAudienceFile } from './import-audience-file.js';
import { importInWorker } from './import-in-worker.js';
import { ImportFailure } from './import-report.js';
import { SLOT_BYTES } from './import-worker-protocol.js';

// each import starts two workers, which compile the sources under tsx: slow on a busy machine
const WORKER_TEST_MS = 60_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audience-worker-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('importInWorker', () => {
  it(
    'writes the same sorted set and report as the engine in this thread (a file read by the worker, or relayed), with progress to the last byte',
    async () => {
      const ids = Array.from({ length: 5000 }, () => randomUUID());
      const file = path.join(dir, 'gaid.txt');
      const size = writeAudienceFile(file, [...ids, ...ids.slice(0, 300), 'not an id'], { blankEvery: 700 });
      const here = await importAudienceFile(fs.createReadStream(file, { highWaterMark: 4096 }), {
        kind: 'gaid',
        totalBytes: size,
        output: fs.createWriteStream(path.join(dir, 'here.set')),
      });
      const progress: number[] = [];
      // small chunks: the worker's backpressure (a few chunks in flight) and the line carried across chunks
      const there = await importInWorker(fs.createReadStream(file, { highWaterMark: 4096 }), {
        kind: 'gaid',
        totalBytes: size,
        outputPath: path.join(dir, 'there.set'),
        onProgress: (p) => progress.push(p.bytes_read),
      });
      expect(there).toEqual(here);
      // the same file through the ring (any stream that is not a whole local file)
      async function* relayed() {
        yield* fs.createReadStream(file, { highWaterMark: 4096 });
      }
      const ringed = await importInWorker(relayed(), {
        kind: 'gaid',
        totalBytes: size,
        outputPath: path.join(dir, 'ringed.set'),
      });
      expect(ringed).toEqual(here);
      expect(fs.readFileSync(path.join(dir, 'ringed.set')).equals(fs.readFileSync(path.join(dir, 'here.set')))).toBe(
        true,
      );
      expect(there.report).toMatchObject({ count: 5000, duplicates_removed: 300, invalid: 1 });
      expect(progress.at(-1)).toBe(size);
      expect(fs.readFileSync(path.join(dir, 'there.set')).equals(fs.readFileSync(path.join(dir, 'here.set')))).toBe(
        true,
      );
    },
    WORKER_TEST_MS,
  );

  it(
    'takes chunks smaller and larger than a slot of the ring, lines cut anywhere',
    async () => {
      const ids = Array.from({ length: 70_000 }, () => randomUUID());
      const text = Buffer.from(`${ids.join('\n')}\n`);
      // a few bytes, then more than two slots (1 MiB each) at once, then the rest
      const pieces = [text.subarray(0, 100), text.subarray(100, 2_500_000), text.subarray(2_500_000)];
      const result = await importInWorker(Readable.from(pieces), { kind: 'gaid', totalBytes: text.length });
      expect(text.length).toBeGreaterThan(2 * SLOT_BYTES);
      expect(result.report).toMatchObject({ lines_read: 70_000, count: 70_000, invalid: 0 });
    },
    WORKER_TEST_MS,
  );

  it(
    'answers an ImportFailure with its reason, line and report, and writes nothing',
    async () => {
      const file = path.join(dir, 'bad.txt');
      writeAudienceFile(file, [randomUUID(), randomUUID(), randomUUID()], { invalidUtf8At: [2] });
      const out = path.join(dir, 'bad.set');
      const error = await importInWorker(fs.createReadStream(file), { kind: 'gaid', outputPath: out }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ImportFailure);
      expect(error).toMatchObject({ reason: 'invalid_utf8', line: 3, report: { expected_kind: 'gaid' } });
      expect(fs.existsSync(out)).toBe(false);
    },
    WORKER_TEST_MS,
  );

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    const input = Readable.from([Buffer.from(`${randomUUID()}\n`)]);
    await expect(importInWorker(input, { kind: 'gaid', signal: controller.signal })).rejects.toThrow('shutting down');
  });
});
