import type { AudienceWarning } from '@adconsole/contract';
import type { IdKind } from './id-kinds.js';

/** At most this many invalid lines are kept as samples in a report. */
export const INVALID_SAMPLE_LIMIT = 100;
/** A masked sample shows at most this many characters (stars included), whatever the line's length. */
export const SAMPLE_TEXT_LIMIT = 80;
/** Characters a masked sample keeps of its line's start and end; a line needs MASK_MIN_LENGTH to keep any. */
export const MASK_KEEP_START = 4;
export const MASK_KEEP_END = 2;
/** Shorter lines are all stars: keeping 6 of them would show most of a short secret. */
export const MASK_MIN_LENGTH = 12;

/**
 * What a report says of a line that is no valid id: never its text, only line numbers, kinds and masked samples, as
 * the file may be another tenant's or hold anything; the kind it looked like and a masked form are enough to see
 * why it was refused (an MD5 where SHA256 was declared, a header, a blank-padded id).
 */
export interface InvalidSample {
  /** 1-based line number in the file */
  line: number;
  /** the id kind the line looked like, null for none */
  kind: IdKind | null;
  /** the line's first 4 and last 2 characters with stars between, all stars when it is short (maskSample) */
  masked: string;
}

/** What an import found in a file; stored with the package and shown from its row (snake_case as the calls answer). */
export interface ImportReport {
  /** the kind the package's encryption asks for */
  expected_kind: IdKind;
  lines_read: number;
  /** lines holding a valid id of the expected kind, duplicates included */
  valid: number;
  invalid: number;
  invalid_samples: InvalidSample[];
  /** lines that are empty or only blanks */
  empty: number;
  duplicates_removed: number;
  /** unique valid ids: the package's count */
  count: number;
  /** non-empty lines per kind they look like, whatever kind was chosen */
  kind_counts: Record<IdKind, number>;
  /** the kind most lines look like, null when no line looks like any */
  looks_like: IdKind | null;
  /** set when most lines look like another kind than the chosen encryption's (or a rule matched no device) */
  warning: AudienceWarning | null;
}

export interface ImportProgress {
  bytes_read: number;
  total_bytes: number;
  lines_read: number;
  valid: number;
  invalid: number;
  duplicates: number;
}

export type ImportFailureReason = 'invalid_utf8' | 'no_valid_id';

/** An import that cannot succeed: the file is not UTF-8 (with the first bad line), or holds no valid id. */
export class ImportFailure extends Error {
  constructor(
    readonly reason: ImportFailureReason,
    readonly line: number | null,
    readonly report: ImportReport,
  ) {
    super(reason === 'invalid_utf8' ? `invalid UTF-8 at line ${line}` : 'no valid id in the file');
    this.name = 'ImportFailure';
  }
}

/**
 * A line's masked form: its first MASK_KEEP_START and last MASK_KEEP_END characters (code points) with a star for
 * each between, when it has at least MASK_MIN_LENGTH; otherwise a star for each character. `cut`: the line goes on
 * past what was kept (a line too long to hold), so its end is unknown and only its start is shown. At most
 * SAMPLE_TEXT_LIMIT characters in all.
 */
export function maskSample(text: string, cut = false): string {
  const chars = Array.from(text);
  const stars = (n: number) => '*'.repeat(Math.max(0, Math.min(n, SAMPLE_TEXT_LIMIT)));
  if (chars.length < MASK_MIN_LENGTH) return stars(chars.length);
  const head = chars.slice(0, MASK_KEEP_START).join('');
  if (cut) return head + stars(SAMPLE_TEXT_LIMIT - MASK_KEEP_START);
  const tail = chars.slice(-MASK_KEEP_END).join('');
  return head + stars(Math.min(chars.length, SAMPLE_TEXT_LIMIT) - MASK_KEEP_START - MASK_KEEP_END) + tail;
}

/** The kind most non-empty lines look like (ties go to the first kind in the list order). */
export function looksLike(counts: Record<IdKind, number>): IdKind | null {
  let best: IdKind | null = null;
  for (const [kind, n] of Object.entries(counts) as [IdKind, number][]) {
    if (n > 0 && (best === null || n > counts[best])) best = kind;
  }
  return best;
}
