import { DeviceEventFormat, type DeviceEventFormatValue, DeviceEventLimits } from '@adconsole/contract';
import { type ScannedLine as Scanned, scanLines } from '../../../core/line-scan.js';
import { isCsvHeader, type LineContext, type LineResult, parseEventLine } from './event-line.js';

export { TooManyBytes } from '../../../core/line-scan.js';

export interface ScanOptions {
  format: DeviceEventFormatValue;
  ctx: LineContext;
  /** the most bytes the whole input may have (Infinity: no limit) */
  maxBytes?: number;
  /** sees every chunk as it arrives (a digest of the body) */
  onChunk?: (chunk: Buffer) => void;
}

/** One device-event line with content, numbered from 1 over every line of the input (blank ones too). */
export type ScannedLine = Scanned<LineResult>;

/**
 * Reads device-event lines (NDJSON or CSV) with the intakes' line scanner (core/line-scan.ts): blank lines, a leading
 * BOM and a CSV header are skipped, a line over LINE_BYTES_MAX is `too_long`, one that is not UTF-8 `utf8`, and every
 * other line is parsed and checked against the rules' catalogue.
 */
export function scanEvents(source: AsyncIterable<Buffer>, options: ScanOptions): AsyncGenerator<ScannedLine[]> {
  return scanLines<LineResult>(source, {
    lineBytesMax: DeviceEventLimits.LINE_BYTES_MAX,
    isHeader: options.format === DeviceEventFormat.CSV ? isCsvHeader : undefined,
    parse: (text) => parseEventLine(text, options.format, options.ctx),
    fault: (kind) => ({ error: kind }),
    maxBytes: options.maxBytes,
    onChunk: options.onChunk,
  });
}
