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
  /** a UUID's dashes at 8, 13, 18 and 23 (GAID); otherwise the line is all hex digits */
  dashed: boolean;
}

export const ID_FORMATS: Readonly<Record<IdKind, IdFormat>> = {
  gaid: { kind: 'gaid', textLength: 36, words: 4, dashed: true },
  md5: { kind: 'md5', textLength: 32, words: 4, dashed: false },
  sha1: { kind: 'sha1', textLength: 40, words: 5, dashed: false },
  sha256: { kind: 'sha256', textLength: 64, words: 8, dashed: false },
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
 * The value of two hex digits from the two bytes as one 16-bit number (first byte high), 0x100 when either is not a
 * digit: one lookup a byte pair, and one test a key (the values ORed) instead of a branch a digit. 128 KiB, in the
 * processor's second-level cache; parses the bench's GAIDs three times as fast as a lookup and a test a digit.
 */
const HEX_PAIR = new Uint16Array(1 << 16).fill(0x100);
for (let a = 0; a < 256; a++) {
  for (let b = 0; b < 256; b++) {
    if (HEX_VALUE[a]! < 16 && HEX_VALUE[b]! < 16) HEX_PAIR[(a << 8) | b] = (HEX_VALUE[a]! << 4) | HEX_VALUE[b]!;
  }
}

/** The hex pair at `p` of `line` (see HEX_PAIR). */
const pair = (line: Uint8Array, p: number) => HEX_PAIR[(line[p]! << 8) | line[p + 1]!]!;

/**
 * Parses the `format.textLength` bytes of `line` at `start` into `out` at `at` (words); answers false when they are
 * not an id of that format (`out` may then hold a partial key: the caller only keeps keys it accepted).
 * Upper-case hex is accepted: the key is the same as the lower-case one, which is the normal form.
 */
export function parseKey(format: IdFormat, line: Uint8Array, start: number, out: Uint32Array, at: number): boolean {
  return format.dashed ? parseUuid(line, start, out, at) : parseHex(line, start, format.words, out, at);
}

/** 8-4-4-4-12 hex digits with dashes (the hot path of a GAID file: unrolled) */
function parseUuid(line: Uint8Array, p: number, out: Uint32Array, at: number): boolean {
  if (line[p + 8] !== DASH || line[p + 13] !== DASH || line[p + 18] !== DASH || line[p + 23] !== DASH) return false;
  const a0 = pair(line, p);
  const a1 = pair(line, p + 2);
  const a2 = pair(line, p + 4);
  const a3 = pair(line, p + 6);
  const b0 = pair(line, p + 9);
  const b1 = pair(line, p + 11);
  const b2 = pair(line, p + 14);
  const b3 = pair(line, p + 16);
  const c0 = pair(line, p + 19);
  const c1 = pair(line, p + 21);
  const c2 = pair(line, p + 24);
  const c3 = pair(line, p + 26);
  const d0 = pair(line, p + 28);
  const d1 = pair(line, p + 30);
  const d2 = pair(line, p + 32);
  const d3 = pair(line, p + 34);
  if ((a0 | a1 | a2 | a3 | b0 | b1 | b2 | b3 | c0 | c1 | c2 | c3 | d0 | d1 | d2 | d3) > 0xff) return false;
  out[at] = ((a0 << 24) | (a1 << 16) | (a2 << 8) | a3) >>> 0;
  out[at + 1] = ((b0 << 24) | (b1 << 16) | (b2 << 8) | b3) >>> 0;
  out[at + 2] = ((c0 << 24) | (c1 << 16) | (c2 << 8) | c3) >>> 0;
  out[at + 3] = ((d0 << 24) | (d1 << 16) | (d2 << 8) | d3) >>> 0;
  return true;
}

/** `words` * 8 hex digits (MD5, SHA1, SHA256) */
function parseHex(line: Uint8Array, p: number, words: number, out: Uint32Array, at: number): boolean {
  let bad = 0;
  for (let w = 0; w < words; w++, p += 8) {
    const x0 = pair(line, p);
    const x1 = pair(line, p + 2);
    const x2 = pair(line, p + 4);
    const x3 = pair(line, p + 6);
    bad |= x0 | x1 | x2 | x3;
    out[at + w] = ((x0 << 24) | (x1 << 16) | (x2 << 8) | x3) >>> 0;
  }
  return bad <= 0xff;
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
