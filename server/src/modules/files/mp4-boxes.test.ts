import { describe, expect, it } from 'vitest';
import { topLevelBoxes } from './mp4-boxes.js';

function box(type: string, payload: number): Buffer {
  const b = Buffer.alloc(8 + payload);
  b.writeUInt32BE(8 + payload, 0);
  b.write(type, 4, 'latin1');
  return b;
}
const reader = (file: Buffer) => async (pos: number, len: number) => file.subarray(pos, pos + len);

describe('topLevelBoxes', () => {
  it('walks the box headers to the end of the file', async () => {
    const file = Buffer.concat([box('ftyp', 24), box('mdat', 1000), box('moov', 100)]);
    expect(await topLevelBoxes(reader(file), file.length)).toEqual([
      { type: 'ftyp', start: 0, size: 32 },
      { type: 'mdat', start: 32, size: 1008 },
      { type: 'moov', start: 1040, size: 108 },
    ]);
  });

  it('reads 64-bit sizes and a last box that runs to the end', async () => {
    const large = Buffer.alloc(16 + 10);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(26n, 8);
    const open = Buffer.alloc(20);
    open.write('free', 4, 'latin1');
    const file = Buffer.concat([box('ftyp', 8), large, open]);
    const boxes = await topLevelBoxes(reader(file), file.length);
    expect(boxes?.map((b) => [b.type, b.size])).toEqual([
      ['ftyp', 16],
      ['mdat', 26],
      ['free', 20],
    ]);
  });

  it('answers null for a truncated file or bytes that are not boxes', async () => {
    const cut = Buffer.concat([box('ftyp', 8), box('mdat', 100)]).subarray(0, 60);
    expect(await topLevelBoxes(reader(cut), cut.length)).toBeNull();
    const text = Buffer.from('hello, this is not a video at all');
    expect(await topLevelBoxes(reader(text), text.length)).toBeNull();
  });
});
