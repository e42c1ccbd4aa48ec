import { createHash } from 'node:crypto';
import { DeliveryStatLimits, type DeliveryStatLineError, type DeviceEventFormatValue } from '@adconsole/contract';
import { scanLines } from '../../core/line-scan.js';
import { isStatHeader, parseStatLine, type StatLineContext, type StatRow } from './stat-line.js';

// A batch body read into checked rows: what the parse thread does (stat-parse-thread.ts), and what the intake does
// itself when the thread cannot. Nothing here touches the database, so the thread can load it.

export interface BadLine {
  line: number;
  reason: DeliveryStatLineError;
}

/** A line and the row it became. */
export interface NumberedRow {
  line: number;
  row: StatRow;
}

export interface StatBody {
  /** the lines with content */
  lines: number;
  rows: NumberedRow[];
  bad: BadLine[];
  /** hex digest of the whole body: a repeated batch id is told apart from a retry by it */
  sha256: string;
}

/** The body has more lines than a batch may carry. */
export class TooManyLines extends Error {
  constructor() {
    super(`a batch carries at most ${DeliveryStatLimits.BATCH_LINES_MAX} lines`);
  }
}

/** The fields of StatLineContext a thread can receive (a Set does not cross as is). */
export interface PlainContext {
  countries: string[];
  lastDate: string;
  foldedBefore: string;
}

export const plainContext = (ctx: StatLineContext): PlainContext => ({
  countries: [...ctx.countries],
  lastDate: ctx.lastDate,
  foldedBefore: ctx.foldedBefore,
});

export const lineContext = (plain: PlainContext): StatLineContext => ({
  countries: new Set(plain.countries),
  lastDate: plain.lastDate,
  foldedBefore: plain.foldedBefore,
});

async function* once(body: Buffer) {
  yield body;
}

/** Reads and checks every line of a whole body (its byte limit already held); throws TooManyLines. */
export async function readStatBody(body: Buffer, format: DeviceEventFormatValue, ctx: StatLineContext) {
  const rows: NumberedRow[] = [];
  const bad: BadLine[] = [];
  let lines = 0;
  const scan = scanLines(once(body), {
    lineBytesMax: DeliveryStatLimits.LINE_BYTES_MAX,
    isHeader: format === 'text/csv' ? isStatHeader : undefined,
    parse: (text) => parseStatLine(text, format, ctx),
    fault: (kind) => ({ error: kind }),
  });
  for await (const chunk of scan) {
    for (const { line, result } of chunk) {
      lines += 1;
      if (lines > DeliveryStatLimits.BATCH_LINES_MAX) throw new TooManyLines();
      if ('error' in result) bad.push({ line, reason: result.error });
      else rows.push({ line, row: result.row });
    }
  }
  const sha256 = createHash('sha256').update(body).digest('hex');
  return { lines, rows, bad, sha256 } satisfies StatBody;
}

/**
 * Rows as typed arrays and two small string tables: what crosses from the thread. A thread's message of 10,000
 * objects took longer to read on arrival than the JSON lines they came from; arrays are handed over without a copy
 * and the rows rebuilt from them in a tenth of that.
 */
export interface PackedRows {
  /** line, ad, media app, ad position, hour: five a row */
  ints: Int32Array;
  /** impressions, clicks, installs, conversions, spend: five a row */
  metrics: Float64Array;
  /** the day's and the country's place in `days` and `countries`: two a row */
  codes: Uint16Array;
  days: string[];
  countries: string[];
}

function coder() {
  const places = new Map<string, number>();
  const texts: string[] = [];
  return {
    texts,
    code(text: string): number {
      let at = places.get(text);
      if (at === undefined) {
        at = texts.length;
        texts.push(text);
        places.set(text, at);
      }
      return at;
    },
  };
}

export function packRows(rows: readonly NumberedRow[]): PackedRows {
  const n = rows.length;
  const ints = new Int32Array(n * 5);
  const metrics = new Float64Array(n * 5);
  const codes = new Uint16Array(n * 2);
  const days = coder();
  const countries = coder();
  for (let i = 0; i < n; i++) {
    const { line, row } = rows[i]!;
    const a = i * 5;
    ints[a] = line;
    ints[a + 1] = row.ad_id;
    ints[a + 2] = row.media_app_id;
    ints[a + 3] = row.ad_position_id;
    ints[a + 4] = row.hour;
    metrics[a] = row.impressions;
    metrics[a + 1] = row.clicks;
    metrics[a + 2] = row.installs;
    metrics[a + 3] = row.conversions;
    metrics[a + 4] = row.spend;
    codes[i * 2] = days.code(row.stat_date);
    codes[i * 2 + 1] = countries.code(row.country);
  }
  return { ints, metrics, codes, days: days.texts, countries: countries.texts };
}

export function unpackRows(packed: PackedRows): NumberedRow[] {
  const { ints, metrics, codes, days, countries } = packed;
  const n = codes.length / 2;
  const rows = new Array<NumberedRow>(n);
  for (let i = 0; i < n; i++) {
    const a = i * 5;
    rows[i] = {
      line: ints[a]!,
      row: {
        ad_id: ints[a + 1]!,
        stat_date: days[codes[i * 2]!]!,
        country: countries[codes[i * 2 + 1]!]!,
        media_app_id: ints[a + 2]!,
        ad_position_id: ints[a + 3]!,
        hour: ints[a + 4]!,
        impressions: metrics[a]!,
        clicks: metrics[a + 1]!,
        installs: metrics[a + 2]!,
        conversions: metrics[a + 3]!,
        spend: metrics[a + 4]!,
      },
    };
  }
  return rows;
}
