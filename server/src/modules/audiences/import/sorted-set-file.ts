import type { Readable, Writable } from 'node:stream';

/**
 * The stored result of an import: a 16-byte header (magic `ADCSET1\n`, key width in bytes, key count, both uint32
 * big-endian) and then the keys, fixed width, ascending as unsigned bytes, no duplicates. Targeting and export read
 * it in one pass, and two packages merge like sorted runs (intersection or union without a hash table).
 */
export const SORTED_SET_MAGIC = Buffer.from('ADCSET1\n', 'latin1');
export const SORTED_SET_HEADER_BYTES = 16;

const WRITE_BUFFER_BYTES = 1 << 20;

/** Writes the keys `words[order[i] * width ...]` in `order` to `output`, waiting for it to drain; ends `output`. */
export async function writeSortedSet(
  output: Writable,
  words: Uint32Array,
  order: Uint32Array,
  width: number,
): Promise<number> {
  const keyBytes = width * 4;
  const header = Buffer.alloc(SORTED_SET_HEADER_BYTES);
  SORTED_SET_MAGIC.copy(header, 0);
  header.writeUInt32BE(keyBytes, 8);
  header.writeUInt32BE(order.length, 12);
  await put(output, header);
  const perBuffer = Math.floor(WRITE_BUFFER_BYTES / keyBytes);
  for (let first = 0; first < order.length; first += perBuffer) {
    const last = Math.min(order.length, first + perBuffer);
    // a fresh buffer each time: the stream may still hold the previous one
    const buffer = Buffer.allocUnsafe((last - first) * keyBytes);
    const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.length);
    let offset = 0;
    for (let i = first; i < last; i++) {
      const at = order[i]! * width;
      for (let w = 0; w < width; w++, offset += 4) view.setUint32(offset, words[at + w]!);
    }
    await put(output, buffer);
  }
  await new Promise<void>((resolve, reject) => {
    output.once('error', reject);
    output.end(() => resolve());
  });
  return SORTED_SET_HEADER_BYTES + order.length * keyBytes;
}

function put(output: Writable, data: Buffer): Promise<void> {
  if (output.write(data)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      output.off('drain', onDrain);
      output.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    output.once('drain', onDrain);
    output.once('error', done);
  });
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
