import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeAudienceFile } from '@adconsole/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { importAudienceFile } from './import-audience-file.js';
import { ImportFailure } from './import-report.js';
import { readSortedSet } from './sorted-set-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audience-import-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function keysOf(file: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of readSortedSet(fs.createReadStream(file))) keys.push(key.toString('hex'));
  return keys;
}

describe('importAudienceFile', () => {
  it('writes the unique ids sorted as 16-byte keys, reporting progress to the last byte', async () => {
    const ids = Array.from({ length: 2000 }, () => randomUUID());
    const file = path.join(dir, 'gaid.txt');
    const size = writeAudienceFile(file, [...ids, ...ids.slice(0, 100).map((id) => id.toUpperCase())], {
      eol: '\r\n',
      bom: true,
      blankEvery: 500,
    });
    const out = path.join(dir, 'gaid.set');
    const progress: number[] = [];
    const result = await importAudienceFile(fs.createReadStream(file, { highWaterMark: 4096 }), {
      kind: 'gaid',
      totalBytes: size,
      onProgress: (p) => progress.push(p.bytes_read),
      output: fs.createWriteStream(out),
    });
    expect(result.report).toMatchObject({ valid: 2100, empty: 4, duplicates_removed: 100, count: 2000 });
    expect(result).toMatchObject({ keyBytes: 16, bytesWritten: 16 + 2000 * 16 });
    expect(progress.at(-1)).toBe(size);
    expect(await keysOf(out)).toEqual(ids.map((id) => id.replaceAll('-', '')).sort());
  });

  it('fails with the line of an invalid UTF-8 byte and writes nothing', async () => {
    const file = path.join(dir, 'bad.txt');
    writeAudienceFile(file, [randomUUID(), randomUUID(), randomUUID()], { invalidUtf8At: [2] });
    const out = path.join(dir, 'bad.set');
    const error = await importAudienceFile(fs.createReadStream(file), {
      kind: 'gaid',
      output: fs.createWriteStream(out),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFailure);
    expect(error).toMatchObject({ reason: 'invalid_utf8', line: 3 });
  });

  it('stops when its signal is aborted', async () => {
    const file = path.join(dir, 'abort.txt');
    writeAudienceFile(file, [randomUUID()]);
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    await expect(
      importAudienceFile(fs.createReadStream(file), { kind: 'gaid', signal: controller.signal }),
    ).rejects.toThrow('shutting down');
  });
});
