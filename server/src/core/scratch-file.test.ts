import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { receiveToScratch, TooBigError } from './scratch-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-scratch-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

describe('receiveToScratch', () => {
  it('writes the stream to a scratch file with its size and md5, or the hash asked for', async () => {
    const md5 = await receiveToScratch(chunks('hello ', 'world'), dir, 100);
    expect(md5).toMatchObject({ size: 11, digest: createHash('md5').update('hello world').digest('hex') });
    expect(fs.readFileSync(md5.path, 'utf8')).toBe('hello world');
    const sha = await receiveToScratch(chunks('hello world'), dir, 100, 'sha256');
    expect(sha.digest).toBe(createHash('sha256').update('hello world').digest('hex'));
  });

  it('stops at the first byte over the limit, and leaves no scratch file', async () => {
    const before = fs.readdirSync(dir).length;
    await expect(receiveToScratch(chunks('12345', '6'), dir, 5)).rejects.toBeInstanceOf(TooBigError);
    const cut = Object.assign(chunks('123'), { truncated: true });
    await expect(receiveToScratch(cut, dir, 5)).rejects.toMatchObject({ max: 5 });
    expect(fs.readdirSync(dir).length).toBe(before);
  });
});
