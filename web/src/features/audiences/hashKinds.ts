import { ID_KIND_NAMES, ID_KIND_OF_ENCRYPTION, type IdKindName } from '@adconsole/contract';

/** How much of a chosen file the browser reads before the upload. */
export const SNIFF_BYTES = 1 << 20;

const PATTERNS: Record<IdKindName, RegExp> = {
  gaid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  md5: /^[0-9a-f]{32}$/i,
  sha1: /^[0-9a-f]{40}$/i,
  sha256: /^[0-9a-f]{64}$/i,
};

/** What the first bytes of a file look like, line by line, against the chosen encryption. */
export interface KindSniff {
  /** non-empty lines looked at */
  lines: number;
  counts: Record<IdKindName, number>;
  /** non-empty lines of no kind */
  other: number;
  /** the kind most lines look like; null when no line looks like an id */
  looksLike: IdKindName | null;
  expected: IdKindName;
  /** false when most lines look like another kind than the chosen encryption's */
  matches: boolean;
  /** the bytes are not valid UTF-8 (the import would fail) */
  invalidUtf8: boolean;
  /** only the start of the file was read */
  partial: boolean;
}

const NEWLINE = 0x0a;

/**
 * Counts the lines of `bytes` that look like each id kind. When the bytes are only the start of the file (`partial`),
 * the last, maybe cut, line is left out, so a multi-byte character cut at the edge is not taken for bad UTF-8.
 */
export function sniffIdKinds(
  bytes: Uint8Array,
  encryption: keyof typeof ID_KIND_OF_ENCRYPTION,
  partial: boolean,
): KindSniff {
  const end = partial ? bytes.lastIndexOf(NEWLINE) + 1 : bytes.length;
  const whole = bytes.subarray(0, end);
  let text: string;
  let invalidUtf8 = false;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(whole);
  } catch {
    invalidUtf8 = true;
    text = new TextDecoder('utf-8').decode(whole);
  }
  const counts = Object.fromEntries(ID_KIND_NAMES.map((kind) => [kind, 0])) as Record<IdKindName, number>;
  let lines = 0;
  let other = 0;
  for (const raw of text.replace(/^\uFEFF/, '').split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    lines += 1;
    const kind = ID_KIND_NAMES.find((name) => PATTERNS[name].test(line));
    if (kind) counts[kind] += 1;
    else other += 1;
  }
  const best = ID_KIND_NAMES.reduce((a, b) => (counts[b] > counts[a] ? b : a));
  const looksLike = counts[best] > 0 ? best : null;
  const sniff = {
    lines,
    counts,
    other,
    looksLike,
    invalidUtf8,
    partial,
    expected: 'gaid' as IdKindName,
    matches: true,
  };
  return againstEncryption(sniff, encryption);
}

/** The same sniff judged against another encryption (the user changed it after choosing the file). */
export function againstEncryption(sniff: KindSniff, encryption: keyof typeof ID_KIND_OF_ENCRYPTION): KindSniff {
  const expected = ID_KIND_OF_ENCRYPTION[encryption];
  return { ...sniff, expected, matches: sniff.looksLike === null || sniff.looksLike === expected };
}

/** The part of a File the sniff reads (a File or Blob is one). */
export interface SliceableFile {
  size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Reads the first megabyte of a file and sniffs it. */
export async function sniffFile(
  file: SliceableFile,
  encryption: keyof typeof ID_KIND_OF_ENCRYPTION,
): Promise<KindSniff> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffIdKinds(head, encryption, file.size > SNIFF_BYTES);
}
