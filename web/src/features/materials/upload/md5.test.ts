import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5OfFile } from './md5';

const expected = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

describe('md5OfFile: incremental over slices', () => {
  it('equals the md5 of the whole file, whatever the slice size', async () => {
    const data = new Uint8Array(10_000).map((_, i) => (i * 31) % 251);
    const blob = new Blob([data]);
    for (const chunk of [1, 7, 4096, 10_000, 1 << 20])
      expect(await md5OfFile(blob, undefined, chunk), String(chunk)).toBe(expected(data));
  });

  it('hashes an empty file', async () => {
    expect(await md5OfFile(new Blob([]))).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(md5OfFile(new Blob([new Uint8Array(10)]), controller.signal)).rejects.toThrow();
  });
});
