/**
 * The kinds of device id an audience file holds, and how a line's bytes become a fixed-width key.
 * A key is kept as 32-bit words whose numeric order is the bytes' order (big-endian), so keys compare and sort as
 * numbers and are written back as bytes without a copy through strings.
 */
export type IdKind = 'gaid' | 'md5' | 'sha1' | 'sha256';

export interface IdFormat {
  kind: IdKind;
  /** characters of a valid line (after trimming) */
  textLength: number;
  /** 32-bit words of the key: 4 for GAID and MD5 (16 bytes), 5 for SHA1, 8 for SHA256 */
  words: number;
  /** offsets in the line of the key's hex digits, in order */
  digitOffsets: Uint8Array;
  /** offsets that must hold '-' (a UUID's) */
  dashOffsets: readonly number[];
}

const range = (n: number) => Uint8Array.from({ length: n }, (_, i) => i);
const UUID_DASHES = [8, 13, 18, 23];

export const ID_FORMATS: Readonly<Record<IdKind, IdFormat>> = {
  gaid: {
    kind: 'gaid',
    textLength: 36,
    words: 4,
    digitOffsets: range(36).filter((i) => !UUID_DASHES.includes(i)),
    dashOffsets: UUID_DASHES,
  },
  md5: { kind: 'md5', textLength: 32, words: 4, digitOffsets: range(32), dashOffsets: [] },
  sha1: { kind: 'sha1', textLength: 40, words: 5, digitOffsets: range(40), dashOffsets: [] },
  sha256: { kind: 'sha256', textLength: 64, words: 8, digitOffsets: range(64), dashOffsets: [] },
};

export const ID_KINDS = Object.keys(ID_FORMATS) as IdKind[];

const DASH = 0x2d;
/** hex digit value of a byte, 255 for anything else (so bytes >= 0x80 are never digits) */
const HEX_VALUE = new Uint8Array(256).fill(255);
for (let i = 0; i < 10; i++) HEX_VALUE[0x30 + i] = i;
for (let i = 0; i < 6; i++) {
  HEX_VALUE[0x61 + i] = 10 + i;
  HEX_VALUE[0x41 + i] = 10 + i;
}

/**
 * Parses the `format.textLength` bytes of `line` at `start` into `out` at `at` (words); answers false when they are
 * not an id of that format (`out` may then hold a partial key: the caller only keeps keys it accepted).
 * Upper-case hex is accepted: the key is the same as the lower-case one, which is the normal form.
 */
export function parseKey(format: IdFormat, line: Uint8Array, start: number, out: Uint32Array, at: number): boolean {
  for (const dash of format.dashOffsets) if (line[start + dash] !== DASH) return false;
  const offsets = format.digitOffsets;
  let digit = 0;
  for (let w = 0; w < format.words; w++) {
    let word = 0;
    for (let j = 0; j < 8; j++) {
      const value = HEX_VALUE[line[start + offsets[digit++]!]!]!;
      if (value > 15) return false;
      word = (word << 4) | value;
    }
    out[at + w] = word >>> 0;
  }
  return true;
}

/** The kind a trimmed line looks like whatever kind was chosen, or undefined (for the report's hash-kind guess). */
export function classifyLine(line: Uint8Array, start: number, end: number, scratch: Uint32Array): IdKind | undefined {
  const length = end - start;
  for (const kind of ID_KINDS) {
    const format = ID_FORMATS[kind];
    if (format.textLength === length && parseKey(format, line, start, scratch, 0)) return kind;
  }
  return undefined;
}

/** A key's text in its normal form (lower-case; a GAID with its dashes), for samples and exports. */
export function keyText(format: IdFormat, words: Uint32Array, at: number): string {
  let hex = '';
  for (let w = 0; w < format.words; w++) hex += words[at + w]!.toString(16).padStart(8, '0');
  if (format.kind !== 'gaid') return hex;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
