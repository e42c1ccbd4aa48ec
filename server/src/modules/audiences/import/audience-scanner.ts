import { isUtf8 } from 'node:buffer';
import { classifyLine, ID_FORMATS, type IdFormat, type IdKind, parseKey } from './id-kinds.js';
import {
  ImportFailure,
  type ImportProgress,
  type ImportReport,
  INVALID_SAMPLE_LIMIT,
  type InvalidSample,
  looksLike,
  maskSample,
} from './import-report.js';
import { KeySet, type KeyStore } from './key-set.js';

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const EMPTY = Buffer.alloc(0);
/** A line longer than this is no id: it is counted invalid without being held (a file with no line ends at all). */
const MAX_HELD_LINE_BYTES = 4096;

/**
 * Reads an audience file chunk by chunk (`push`, then `finish`) into a set of keys and a report, without a string per
 * line: complete lines are checked as UTF-8 a chunk at a time (natively), a line of the expected length is parsed
 * straight from the bytes, and only the rare other lines take the slower path that trims, classifies and samples.
 */
export class AudienceScanner {
  readonly format: IdFormat;
  readonly keys: KeyStore;
  bytesRead = 0;
  private lines = 0;
  private valid = 0;
  private invalid = 0;
  private empty = 0;
  private duplicates = 0;
  private readonly samples: InvalidSample[] = [];
  /** lines that look like each kind, among the lines not valid for the expected kind */
  private readonly otherKinds: Record<IdKind, number> = { gaid: 0, md5: 0, sha1: 0, sha256: 0 };
  private readonly scratch = new Uint32Array(8);
  /** the start of a line whose end has not come yet */
  private carry: Buffer = EMPTY;
  /** a line past MAX_HELD_LINE_BYTES: only its start is kept, the rest is still checked as UTF-8 as it streams */
  private overlong: { decoder: TextDecoder; head: Buffer } | null = null;

  /**
   * `totalBytes`: the file's size when known, so the key store is sized once for the most ids it can hold;
   * `keys`: where the keys go (a KeySet of that size by default; RunKeys in a worker, sorted on a second thread)
   */
  constructor(kind: IdKind, totalBytes?: number, keys?: KeyStore) {
    this.format = ID_FORMATS[kind];
    this.keys = keys ?? new KeySet(this.format.words, mostIdsIn(this.format, totalBytes));
  }

  push(chunk: Buffer): void {
    this.bytesRead += chunk.length;
    if (this.overlong) {
      const end = chunk.indexOf(LF);
      if (end < 0) {
        this.feedOverlong(chunk, true);
        return;
      }
      this.feedOverlong(chunk.subarray(0, end), false);
      this.endOverlong();
      chunk = chunk.subarray(end + 1);
    }
    if (this.carry.length) {
      // only the line the carry starts is joined, not the whole chunk: no chunk-sized copy (and garbage) per chunk
      const end = chunk.indexOf(LF);
      if (end < 0) {
        this.hold(Buffer.concat([this.carry, chunk]));
        return;
      }
      const line = Buffer.concat([this.carry, chunk.subarray(0, end + 1)]);
      this.carry = EMPTY;
      if (!isUtf8(line)) this.failAtFirstBadLine(line, line.length - 1);
      this.scanLines(line, line.length - 1);
      chunk = chunk.subarray(end + 1);
    }
    const last = chunk.lastIndexOf(LF);
    if (last < 0) {
      this.hold(chunk);
      return;
    }
    // complete lines end in LF, which no multi-byte character contains: a character split by the chunk is in the carry
    if (!isUtf8(chunk.subarray(0, last + 1))) this.failAtFirstBadLine(chunk, last);
    this.scanLines(chunk, last);
    this.hold(chunk.subarray(last + 1));
  }

  /**
   * The input has ended: takes the last line (one without a line end). `finish` calls it; a caller whose key store
   * must settle first (RunKeys) calls it before.
   */
  endInput(): void {
    if (this.overlong) {
      this.feedOverlong(EMPTY, false);
      this.endOverlong();
    } else if (this.carry.length > 0) {
      if (!isUtf8(this.carry)) throw new ImportFailure('invalid_utf8', this.lines + 1, this.report());
      this.line(this.carry, 0, this.carry.length);
      this.carry = EMPTY;
    }
  }

  /** The report once the input has ended; throws ImportFailure when the file cannot be imported. */
  finish(): ImportReport {
    this.endInput();
    // the key store drops the repeats (and writes the set, for RunKeys): a file without a valid id is left alone
    if (this.valid > 0) this.duplicates = this.keys.dedupe();
    const report = this.report();
    if (report.count === 0) throw new ImportFailure('no_valid_id', null, report);
    return report;
  }

  /**
   * The counts so far. `duplicates` is what the key store has found so far: with RunKeys the repeats within the runs
   * sorted so far (a lower bound that grows as the scan goes), with KeySet 0 until `finish`; exact after `finish`.
   */
  progress(totalBytes: number): ImportProgress {
    return {
      bytes_read: this.bytesRead,
      total_bytes: totalBytes,
      lines_read: this.lines,
      valid: this.valid,
      invalid: this.invalid,
      duplicates: Math.max(this.duplicates, this.keys.duplicatesSoFar()),
    };
  }

  report(): ImportReport {
    const kindCounts = { ...this.otherKinds, [this.format.kind]: this.otherKinds[this.format.kind] + this.valid };
    const lookalike = looksLike(kindCounts);
    return {
      expected_kind: this.format.kind,
      lines_read: this.lines,
      valid: this.valid,
      invalid: this.invalid,
      invalid_samples: [...this.samples],
      empty: this.empty,
      duplicates_removed: this.duplicates,
      count: this.valid - this.duplicates,
      kind_counts: kindCounts,
      looks_like: lookalike,
      warning: lookalike !== null && lookalike !== this.format.kind ? 'kind_mismatch' : null,
    };
  }

  /** Lines of `data` up to and including the LF at `last`; the fast path takes a valid id followed by LF or CRLF. */
  private scanLines(data: Buffer, last: number): void {
    const { format, keys } = this;
    const length = format.textLength;
    let pos = 0;
    while (pos <= last) {
      const after = data[pos + length];
      if (after === LF || (after === CR && data[pos + length + 1] === LF)) {
        if (parseKey(format, data, pos, keys.candidate, keys.candidateAt)) {
          this.lines += 1;
          this.valid += 1;
          keys.keepCandidate();
          pos += after === LF ? length + 1 : length + 2;
          continue;
        }
      }
      const end = data.indexOf(LF, pos);
      this.line(data, pos, end);
      pos = end + 1;
    }
  }

  /** One line (without its LF) on the slow path: BOM, blanks, empty, another length or kind. */
  private line(data: Buffer, start: number, end: number): void {
    this.lines += 1;
    if (
      this.lines === 1 &&
      end - start >= 3 &&
      data[start] === 0xef &&
      data[start + 1] === 0xbb &&
      data[start + 2] === 0xbf
    ) {
      start += 3;
    }
    while (end > start && isBlank(data[end - 1]!)) end--;
    while (start < end && isBlank(data[start]!)) start++;
    if (start === end) {
      this.empty += 1;
      return;
    }
    const { format, keys } = this;
    if (end - start === format.textLength && parseKey(format, data, start, keys.candidate, keys.candidateAt)) {
      this.valid += 1;
      keys.keepCandidate();
      return;
    }
    const kind = classifyLine(data, start, end, this.scratch);
    if (kind) this.otherKinds[kind] += 1;
    const cut = end - start > MAX_HELD_LINE_BYTES;
    this.countInvalid(data.subarray(start, cut ? start + MAX_HELD_LINE_BYTES : end), kind ?? null, cut);
  }

  /** Counts an invalid line; the first INVALID_SAMPLE_LIMIT become samples, masked (import-report.ts maskSample). */
  private countInvalid(bytes: Buffer, kind: IdKind | null, cut: boolean): void {
    this.invalid += 1;
    if (this.samples.length < INVALID_SAMPLE_LIMIT) {
      // a cut line may end inside a character: toString replaces that one, and only the start of it is shown
      this.samples.push({ line: this.lines, kind, masked: maskSample(bytes.toString('utf8'), cut) });
    }
  }

  private hold(rest: Buffer): void {
    if (rest.length <= MAX_HELD_LINE_BYTES) {
      // a copy, so the chunk the rest came from is not kept alive by it
      this.carry = rest.length ? Buffer.from(rest) : EMPTY;
      return;
    }
    this.carry = EMPTY;
    this.overlong = { decoder: new TextDecoder('utf-8', { fatal: true }), head: Buffer.from(rest.subarray(0, 512)) };
    this.feedOverlong(rest, true);
  }

  private feedOverlong(bytes: Buffer, more: boolean): void {
    try {
      this.overlong!.decoder.decode(bytes, { stream: more });
    } catch {
      throw new ImportFailure('invalid_utf8', this.lines + 1, this.report());
    }
  }

  private endOverlong(): void {
    const { head } = this.overlong!;
    this.overlong = null;
    this.lines += 1;
    this.countInvalid(head, null, true);
  }

  /** Finds which complete line of `data` (up to `last`) is not UTF-8, for the failure's line number. */
  private failAtFirstBadLine(data: Buffer, last: number): never {
    let line = this.lines;
    let pos = 0;
    while (pos <= last) {
      const end = data.indexOf(LF, pos);
      line += 1;
      if (!isUtf8(data.subarray(pos, end))) throw new ImportFailure('invalid_utf8', line, this.report());
      pos = end + 1;
    }
    throw new ImportFailure('invalid_utf8', line, this.report());
  }
}

/** The most ids a file of `totalBytes` can hold (each takes its text and a line end, but the last), 1024 if unknown. */
export function mostIdsIn(format: IdFormat, totalBytes?: number): number {
  return totalBytes === undefined ? 1024 : Math.floor(totalBytes / (format.textLength + 1)) + 1;
}

function isBlank(byte: number): boolean {
  return byte === SPACE || byte === TAB || byte === CR;
}
