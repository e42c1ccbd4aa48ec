import { isUtf8 } from 'node:buffer';
import { DeviceEventFormat, type DeviceEventFormatValue, DeviceEventLimits } from '@adconsole/contract';
import { isCsvHeader, type LineContext, type LineResult, parseEventLine } from './event-line.js';

const LF = 0x0a;
const CR = 0x0d;
const BOM = '\uFEFF';

/** The body passed its byte limit: reading stopped there. */
export class TooManyBytes extends Error {
  constructor(readonly max: number) {
    super(`the body is over ${max} bytes`);
  }
}

export interface ScanOptions {
  format: DeviceEventFormatValue;
  ctx: LineContext;
  /** the most bytes the whole input may have (Infinity: no limit) */
  maxBytes?: number;
  /** sees every chunk as it arrives (a digest of the body) */
  onChunk?: (chunk: Buffer) => void;
}

/** One line with content, numbered from 1 over every line of the input (blank ones too). */
export interface ScannedLine {
  line: number;
  result: LineResult;
}

/**
 * Reads an input of lines (LF or CRLF) chunk by chunk and answers the lines with content of each chunk, parsed and checked: blank
 * lines, a leading BOM and a CSV header (the first line with content, when it names the columns) are skipped. A
 * line over LINE_BYTES_MAX is answered `too_long` without being held; a line that is not UTF-8, `utf8`.
 */
export async function* scanEvents(source: AsyncIterable<Buffer>, options: ScanOptions): AsyncGenerator<ScannedLine[]> {
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const maxLine = DeviceEventLimits.LINE_BYTES_MAX;
  let bytes = 0;
  let lineNo = 0;
  let seenContent = false;
  /** the open line's bytes so far (held only while under the line limit) */
  let parts: Buffer[] = [];
  let partBytes = 0;
  let overLong = false;

  /** the lines of the chunk being read: handed over per chunk, not per line (an await per line cost more than the line) */
  let out: ScannedLine[] = [];
  function finish(piece: Buffer): void {
    lineNo += 1;
    const long = overLong || partBytes + piece.length > maxLine;
    const whole = long ? null : parts.length ? Buffer.concat([...parts, piece]) : piece;
    parts = [];
    partBytes = 0;
    overLong = false;
    if (long) {
      seenContent = true;
      out.push({ line: lineNo, result: { error: 'too_long' } });
      return;
    }
    let end = whole!.length;
    if (end > 0 && whole![end - 1] === CR) end -= 1;
    const raw = whole!.subarray(0, end);
    if (!isUtf8(raw)) {
      seenContent = true;
      out.push({ line: lineNo, result: { error: 'utf8' } });
      return;
    }
    let text = raw.toString('utf8');
    if (lineNo === 1 && text.startsWith(BOM)) text = text.slice(1);
    if (text.trim() === '') return;
    const first = !seenContent;
    seenContent = true;
    if (first && options.format === DeviceEventFormat.CSV && isCsvHeader(text)) return;
    out.push({ line: lineNo, result: parseEventLine(text, options.format, options.ctx) });
  }

  for await (const chunk of source) {
    bytes += chunk.length;
    if (bytes > maxBytes) throw new TooManyBytes(maxBytes);
    options.onChunk?.(chunk);
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
