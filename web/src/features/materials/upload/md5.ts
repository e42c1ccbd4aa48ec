import { createMD5 } from 'hash-wasm';
import { readBytes } from './sniff';

/** Slice size of the incremental hash: large enough to be fast, small enough to keep memory flat for 50 MB videos. */
const MD5_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * The md5 of a file as 32 lower-case hex digits, read slice by slice so a large video never sits in memory whole;
 * an aborted signal stops it between slices.
 */
export async function md5OfFile(file: Blob, signal?: AbortSignal, chunkBytes = MD5_CHUNK_BYTES): Promise<string> {
  const hasher = await createMD5();
  hasher.init();
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    signal?.throwIfAborted();
    hasher.update(await readBytes(file.slice(offset, offset + chunkBytes)));
  }
  signal?.throwIfAborted();
  return hasher.digest('hex');
}
