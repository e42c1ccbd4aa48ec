import type { IdKind } from './id-kinds.js';

/** At most this many invalid lines are kept as samples in a report. */
export const INVALID_SAMPLE_LIMIT = 100;
/** A sample keeps at most this many characters of its line. */
export const SAMPLE_TEXT_LIMIT = 80;

export interface InvalidSample {
  /** 1-based line number in the file */
  line: number;
  text: string;
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
  /** set when most lines look like another kind than the chosen encryption's */
  warning: 'kind_mismatch' | null;
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

/** The kind most non-empty lines look like (ties go to the first kind in the list order). */
export function looksLike(counts: Record<IdKind, number>): IdKind | null {
  let best: IdKind | null = null;
  for (const [kind, n] of Object.entries(counts) as [IdKind, number][]) {
    if (n > 0 && (best === null || n > counts[best])) best = kind;
  }
  return best;
}
