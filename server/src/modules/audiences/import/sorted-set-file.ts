import os from 'node:os';
import type { Readable, Writable } from 'node:stream';

/**
 * The stored result of an import: a 16-byte header (magic `ADCSET1\n`, key width in bytes, key count, both uint32
 * big-endian) and then the keys, fixed width, ascending as unsigned bytes, no duplicates. Targeting and export read
 * it in one pass, and two packages merge like sorted runs (intersection or union without a hash table).
 */
export const SORTED_SET_MAGIC = Buffer.from('ADCSET1\n', 'latin1');
export const SORTED_SET_HEADER_BYTES = 16;

/** The header of a sorted-set file of `count` keys of `keyBytes` bytes. */
export function sortedSetHeader(keyBytes: number, count: number): Buffer {
  const header = Buffer.alloc(SORTED_SET_HEADER_BYTES);
  SORTED_SET_MAGIC.copy(header, 0);
  header.writeUInt32BE(keyBytes, 8);
  header.writeUInt32BE(count, 12);
  return header;
}

const WRITE_BUFFER_BYTES = 1 << 20;
const LITTLE_ENDIAN = os.endianness() === 'LE';

/**
 * Writes `count` keys of `width` words, given as ascending runs (each valid only until the next is asked for), to
 * `output` as big-endian bytes; ends `output`. Answers the bytes written. Two 1 MiB buffers take turns: one is
 * filled while the other is written, and a buffer is refilled only once its write has called back (a fresh buffer
 * per write left 125 MB of garbage for a 300 MB file, which a worker's collector was slow to free).
 */
export async function writeSortedSet(
  output: Writable,
  runs: Iterable<Uint32Array>,
  width: number,
  count: number,
): Promise<number> {
  const keyBytes = width * 4;
  let failure: Error | null = null;
  const onError = (error: Error) => {
    failure ??= error;
  };
  output.on('error', onError);
  try {
    await written(output, sortedSetHeader(keyBytes, count));
    const capacityWords = Math.floor(WRITE_BUFFER_BYTES / keyBytes) * width;
    const buffers = [new Uint32Array(capacityWords), new Uint32Array(capacityWords)];
    const writes: Promise<void>[] = [Promise.resolve(), Promise.resolve()];
    let turn = 0;
    let used = 0;
    let bytesWritten = 0;
    const flush = async () => {
      const bytes = Buffer.from(buffers[turn]!.buffer, 0, used * 4);
      // the words are numbers in the machine's order; the file holds them big-endian (swap32 is native)
      if (LITTLE_ENDIAN) bytes.swap32();
      writes[turn] = written(output, bytes);
      bytesWritten += bytes.length;
      turn ^= 1;
      used = 0;
      await writes[turn];
    };
    for (const run of runs) {
      for (let from = 0; from < run.length; ) {
        const take = Math.min(run.length - from, capacityWords - used);
        buffers[turn]!.set(run.subarray(from, from + take), used);
        used += take;
        from += take;
        if (used === capacityWords) await flush();
      }
    }
    if (used > 0) await flush();
    await Promise.all(writes);
    if (failure) throw failure;
    if (bytesWritten !== count * keyBytes) throw new Error(`wrote ${bytesWritten / keyBytes} keys of ${count}`);
    await new Promise<void>((resolve, reject) => {
      output.once('error', reject);
      output.end(() => resolve());
    });
    return SORTED_SET_HEADER_BYTES + bytesWritten;
  } finally {
    output.off('error', onError);
  }
}

/** Writes `data`, settling when the stream is done with it (a failure is thrown where it is awaited, never unhandled). */
function written(output: Writable, data: Buffer): Promise<void> {
  const done = new Promise<void>((resolve, reject) => {
    output.write(data, (error) => (error ? reject(error) : resolve()));
  });
  done.catch(() => undefined);
  return done;
}

/** Reads a sorted-set file's keys one by one (each a Buffer of the key's bytes), checking the header. */
export async function* readSortedSet(input: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let keyBytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    if (keyBytes === 0) {
      if (pending.length < SORTED_SET_HEADER_BYTES) continue;
      if (!pending.subarray(0, 8).equals(SORTED_SET_MAGIC)) throw new Error('not an audience sorted-set file');
      keyBytes = pending.readUInt32BE(8);
      pending = pending.subarray(SORTED_SET_HEADER_BYTES);
    }
    let at = 0;
    for (; at + keyBytes <= pending.length; at += keyBytes) yield Buffer.from(pending.subarray(at, at + keyBytes));
    pending = pending.subarray(at);
  }
  if (keyBytes === 0 || pending.length > 0) throw new Error('truncated audience sorted-set file');
}
