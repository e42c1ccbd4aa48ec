import fs from 'node:fs';

// The generated GAID file of the audience benchmarks (300 MB, about 8.2 million lines: the import's target size).

const DUPLICATE_SHARE = 0.05;
const INVALID_LINES = 25;

/** A 32-bit bijection (murmur3's finaliser): distinct indexes give distinct first words, so distinct ids. */
export function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

const HEX = Buffer.from('0123456789abcdef');

/** Writes the GAID of unique index `u` (36 bytes) at `at`: four mixed words, the UUID v4 layout. */
function writeGaid(out: Buffer, at: number, u: number): void {
  const words = [mix(u), mix(u ^ 0x9e3779b9), (mix(u + 0x632be5ab) & 0xffff0fff) | 0x4000, mix(u * 3 + 1)];
  let pos = at;
  for (let digit = 0; digit < 32; digit++) {
    if (digit === 8 || digit === 12 || digit === 16 || digit === 20) out[pos++] = 0x2d;
    out[pos++] = HEX[(words[digit >> 3]! >>> (28 - (digit & 7) * 4)) & 15]!;
  }
}

/**
 * A GAID file of `lines` lines, written in 4 MB pieces: 5% of the lines repeat an earlier one, 25 are invalid.
 * Answers the expected count (unique valid ids).
 */
export function generateGaidFile(file: string, lines: number): number {
  const fd = fs.openSync(file, 'w');
  const buffer = Buffer.alloc(4 << 20);
  let used = 0;
  let unique = 0;
  let seed = 12345;
  const random = () => {
    seed = mix(seed + 0x6d2b79f5);
    return seed / 2 ** 32;
  };
  const invalidEvery = Math.floor(lines / INVALID_LINES);
  for (let line = 0; line < lines; line++) {
    if (used + 64 > buffer.length) {
      fs.writeSync(fd, buffer, 0, used);
      used = 0;
    }
    if (line % invalidEvery === invalidEvery - 1) {
      used += buffer.write(`not-a-gaid-${line}\n`, used, 'latin1');
      continue;
    }
    const duplicate = unique > 0 && random() < DUPLICATE_SHARE;
    writeGaid(buffer, used, duplicate ? Math.floor(random() * unique) : unique++);
    buffer[used + 36] = 0x0a;
    used += 37;
  }
  fs.writeSync(fd, buffer, 0, used);
  fs.closeSync(fd);
  return unique;
}
