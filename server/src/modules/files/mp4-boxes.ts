/** A top-level box of an ISO-BMFF (MP4) file. */
export interface TopBox {
  type: string;
  start: number;
  size: number;
}

/** Reads `length` bytes at `position` (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

const PRINTABLE = /^[\x20-\x7e]{4}$/;

/**
 * Lists the top-level boxes by reading only their 8 or 16 byte headers, so a 50 MB `mdat` is skipped, not read.
 * Answers null when the headers do not chain up to the end of the file (not an MP4, or a truncated one).
 */
export async function topLevelBoxes(read: ReadAt, fileSize: number, maxBoxes = 1000): Promise<TopBox[] | null> {
  const boxes: TopBox[] = [];
  let pos = 0;
  while (pos < fileSize) {
    if (boxes.length >= maxBoxes || fileSize - pos < 8) return null;
    const head = await read(pos, 16);
    let size = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (!PRINTABLE.test(type)) return null;
    if (size === 1) {
      if (head.length < 16) return null;
      size = Number(head.readBigUInt64BE(8));
    } else if (size === 0) {
      size = fileSize - pos;
    }
    if (size < 8 || pos + size > fileSize) return null;
    boxes.push({ type, start: pos, size });
    pos += size;
  }
  return boxes;
}
