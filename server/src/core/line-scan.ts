import { isUtf8 } from 'node:buffer';
import { Code, type FieldError } from '@adconsole/contract';
import { AppError } from './app-error.js';
import { summarise } from './validation-errors.js';

const LF = 0x0a;
const CR = 0x0d;
const BOM = '\uFEFF';

/** The input passed its byte limit: reading stopped there. */
export class TooManyBytes extends Error {
  constructor(readonly max: number) {
    super(`the body is over ${max} bytes`);
  }
}

/** How the lines of one intake format are read; `R` is what a line becomes. */
export interface LineReader<R> {
  /** one line's bytes at most: a longer line is answered `fault('too_long')` without being held */
  lineBytesMax: number;
  /** whether the first line with content names the columns (skipped) */
  isHeader?: (text: string) => boolean;
  /** a line with content, without its line break */
  parse: (text: string) => R;
  /** a line that could not be read as text */
  fault: (kind: 'too_long' | 'utf8') => R;
  /** the most bytes the whole input may have (default: no limit) */
  maxBytes?: number;
  /** sees every chunk as it arrives (a digest of the body) */
  onChunk?: (chunk: Buffer) => void;
}

/** One line with content, numbered from 1 over every line of the input (blank ones too). */
export interface ScannedLine<R> {
  line: number;
  result: R;
}

/**
 * Reads an input of lines (LF or CRLF) chunk by chunk and answers the lines with content of each chunk, parsed:
 * blank lines, a leading BOM and a header (the first line with content, when `isHeader` says so) are skipped. The
 * lines go out per chunk, not per line: an await per line cost more than the line.
 */
export async function* scanLines<R>(
  source: AsyncIterable<Buffer>,
  reader: LineReader<R>,
): AsyncGenerator<ScannedLine<R>[]> {
  const maxBytes = reader.maxBytes ?? Number.POSITIVE_INFINITY;
  const maxLine = reader.lineBytesMax;
  let bytes = 0;
  let lineNo = 0;
  let seenContent = false;
  /** the open line's bytes so far (held only while under the line limit) */
  let parts: Buffer[] = [];
  let partBytes = 0;
  let overLong = false;
  let out: ScannedLine<R>[] = [];

  function finish(piece: Buffer): void {
    lineNo += 1;
    const long = overLong || partBytes + piece.length > maxLine;
    const whole = long ? null : parts.length ? Buffer.concat([...parts, piece]) : piece;
    parts = [];
    partBytes = 0;
    overLong = false;
    if (long) {
      seenContent = true;
      out.push({ line: lineNo, result: reader.fault('too_long') });
      return;
    }
    let end = whole!.length;
    if (end > 0 && whole![end - 1] === CR) end -= 1;
    const raw = whole!.subarray(0, end);
    if (!isUtf8(raw)) {
      seenContent = true;
      out.push({ line: lineNo, result: reader.fault('utf8') });
      return;
    }
    let text = raw.toString('utf8');
    if (lineNo === 1 && text.startsWith(BOM)) text = text.slice(1);
    if (text.trim() === '') return;
    const first = !seenContent;
    seenContent = true;
    if (first && reader.isHeader?.(text)) return;
    out.push({ line: lineNo, result: reader.parse(text) });
  }

  for await (const chunk of source) {
    bytes += chunk.length;
    if (bytes > maxBytes) throw new TooManyBytes(maxBytes);
    reader.onChunk?.(chunk);
    let at = 0;
    for (;;) {
      const lf = chunk.indexOf(LF, at);
      if (lf < 0) break;
      finish(chunk.subarray(at, lf));
      at = lf + 1;
    }
    if (at < chunk.length) {
      const rest = chunk.subarray(at);
      if (overLong || partBytes + rest.length > maxLine) {
        overLong = true;
        parts = [];
      } else {
        // a copy: the stream may reuse its chunk's memory
        parts.push(Buffer.from(rest));
      }
      partBytes += rest.length;
    }
    if (out.length) {
      yield out;
      out = [];
    }
  }
  if (partBytes > 0 || overLong) finish(Buffer.alloc(0));
  if (out.length) yield out;
}

/** A CSV cell without the blanks and the double quotes a CSV writer may put around it. */
export function csvCell(raw: string): string {
  const t = raw.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).trim() : t;
}

/** A CSV line of exactly `fields` columns as named fields, or null. */
export function csvFields(text: string, fields: readonly string[]): Record<string, string> | null {
  const cells = text.split(',');
  if (cells.length !== fields.length) return null;
  return Object.fromEntries(fields.map((name, i) => [name, csvCell(cells[i]!)]));
}

/** Whether a CSV line names exactly `fields`, in order (a header). */
export function isCsvHeaderOf(text: string, fields: readonly string[]): boolean {
  const cells = text.split(',').map((c) => csvCell(c).toLowerCase());
  return cells.length === fields.length && fields.every((name, i) => cells[i] === name);
}

/** An NDJSON line as an object, or null when it is not one. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The refusal of an intake batch with bad lines (a batch happens whole or not at all): each listed line by number
 * and reason, never its content (the answer may end in a log the sender's operators read), and the count of all.
 */
export function badLinesError(bad: number, lines: { line: number; reason: string }[], lineBytesMax: number): AppError {
  const errors: FieldError[] = lines.map(({ line, reason }) => ({
    field: `line ${line}`,
    rule: reason,
    message: reason === 'too_long' ? `over ${lineBytesMax} bytes` : `bad ${reason}`,
  }));
  if (bad > lines.length) {
    errors.push({
      field: 'body',
      rule: 'bad_lines',
      message: `${bad} bad lines in all, the first ${lines.length} listed`,
    });
  }
  return new AppError(Code.BAD_REQUEST, summarise(errors.slice(0, 5)), { errors, bad_lines: bad });
}
