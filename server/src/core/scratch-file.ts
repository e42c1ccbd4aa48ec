import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { scratchName } from './scratch-name.js';

/**
 * Bytes the disk writer may hold before it pushes back on the socket: 1 MB lets writes go out in batches
 * (writev) instead of one small write per network read, at a fixed cost per upload whatever the file size.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/** A file received into scratch space: where it is, how big, and its digest (hex) by the algorithm asked for. */
export interface ScratchFile {
  path: string;
  size: number;
  digest: string;
}

/** Thrown when the stream passes `max` bytes; the receiver stops reading at once. */
export class TooBigError extends Error {
  constructor(readonly max: number) {
    super(`file is over ${max} bytes`);
  }
}

/**
 * Streams `source` into a new scratch file while hashing (`algorithm`, a node:crypto name such as md5 or sha256)
 * and counting, never holding the file in memory. Passing `max` bytes (or a source the multipart parser cut short
 * at its own limit) fails with TooBigError, and the scratch file is removed on any failure.
 */
export async function receiveToScratch(
  source: Readable & { truncated?: boolean },
  scratchDir: string,
  max: number,
  algorithm = 'md5',
): Promise<ScratchFile> {
  // named after this process, so a start after a kill tells it is nobody's (modules/files/scratch-sweep.ts)
  const target = path.join(scratchDir, scratchName('upload'));
  const hash = createHash(algorithm);
  let size = 0;
  const meter = new Transform({
    highWaterMark: WRITE_BUFFER_BYTES,
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > max) return done(new TooBigError(max));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const out = fs.createWriteStream(target, { highWaterMark: WRITE_BUFFER_BYTES });
  try {
    await pipeline(source, meter, out);
    if (source.truncated) throw new TooBigError(max);
    return { path: target, size, digest: hash.digest('hex') };
  } catch (error) {
    // the writer may still be opening the file when the pipeline gives up: remove it only once it is closed
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fsp.rm(target, { force: true });
    throw error;
  }
}
