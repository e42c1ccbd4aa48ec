import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { makeImage } from '@adconsole/testkit';

/** A folder of real upload inputs made for one test file. */
export function fixtureDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-files-'));
}

// the real media makers live in the test kit, shared with the browser tests and the benchmarks
export { makeImage, makeMp4 } from '@adconsole/testkit';

export const md5Of = (data: Buffer) => createHash('md5').update(data).digest('hex');

/** A PNG whose header claims `width` x `height` (a decompression bomb's header) over a tiny real body. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage(10, 10, 'png'));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data (17 bytes)
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A sparse file of `size` bytes (no disk blocks), for over-limit uploads. */
export function sparseFile(dir: string, name: string, size: number): string {
  const file = path.join(dir, name);
  fs.closeSync(fs.openSync(file, 'w'));
  fs.truncateSync(file, size);
  return file;
}

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer | string };

/** A streamed multipart/form-data body; a file part given as a path is read from disk as it is sent. */
export function multipart(parts: Part[]): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----adconsole${randomBytes(8).toString('hex')}`;
  async function* body() {
    for (const p of parts) {
      if ('value' in p) {
        yield Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`);
        continue;
      }
      yield Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
          'content-type: application/octet-stream\r\n\r\n',
      );
      if (typeof p.data === 'string') yield* fs.createReadStream(p.data, { highWaterMark: 1024 * 1024 });
      else yield p.data;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
