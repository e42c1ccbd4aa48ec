import fs from 'node:fs';
import type { KeyRun } from './key-merge.js';
import { SLICES, sliceBounds } from './slice-merge.js';

/**
 * Writes the sorted run at places [at, at + kept) of `keys` (the shared memory, reused for later runs once this
 * returns) to `fd` at key place `start` (byte start * width * 4, the machine's word order), and records its slice
 * bounds, in places of the file, as run `r`'s in `bounds` (what spilledRuns reads the slices by).
 */
export function spillRun(
  keys: Uint32Array,
  width: number,
  at: number,
  kept: number,
  start: number,
  fd: number,
  bounds: Int32Array,
  r: number,
): void {
  const own = sliceBounds(keys, width, [{ start: at, end: at + kept }]);
  for (let s = 0; s <= SLICES; s++) bounds[r * (SLICES + 1) + s] = own[s]! - at + start;
  if (kept === 0) return;
  const bytes = Buffer.from(keys.buffer, keys.byteOffset + at * width * 4, kept * width * 4);
  for (let done = 0; done < bytes.length; ) {
    done += fs.writeSync(fd, bytes, done, bytes.length - done, start * width * 4 + done);
  }
}

/**
 * Reads the spilled key places `parts` (places in the file, run by run) from `fd` into `into`, one after another from
 * its start; answers where each part now is in `into`.
 */
export function readSpilled(fd: number, width: number, parts: readonly KeyRun[], into: Uint32Array): KeyRun[] {
  const keyBytes = width * 4;
  const bytes = Buffer.from(into.buffer, into.byteOffset, into.byteLength);
  let filled = 0;
  return parts.map(({ start, end }) => {
    const length = (end - start) * keyBytes;
    if (length > 0 && fs.readSync(fd, bytes, filled * keyBytes, length, start * keyBytes) !== length) {
      throw new Error("the audience import's spilled runs are shorter than recorded");
    }
    const part = { start: filled, end: filled + end - start };
    filled = part.end;
    return part;
  });
}
