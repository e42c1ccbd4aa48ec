import {
  DEVICE_EVENT_FIELDS,
  DEVICE_EVENT_KINDS,
  DeviceEventFormat,
  type DeviceEventFormatValue,
  DeviceEventLimits,
  type DeviceEventLineError,
} from '@adconsole/contract';

/** One event as `device_event` stores it. */
export interface EventRow {
  gaid: string;
  country: string;
  industry_category: number;
  event: string;
  event_time: number;
}

/** What a line is checked against: the country catalogue's codes and the server's clock. */
export interface LineContext {
  countries: ReadonlySet<string>;
  now: number;
}

export type LineResult = { row: EventRow } | { error: DeviceEventLineError };

const GAID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** the all-zero GAID is what a device sends when its user limits ad tracking: it names no device */
const NO_GAID = '00000000-0000-0000-0000-000000000000';
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const DIGITS = /^\d{1,16}$/;
/**
 * Unix milliseconds below this (2001-09-09) are taken for a pipeline sending seconds: refused, where reading them
 * as 1970 would quietly drop every event as expired.
 */
const MS_FLOOR = 1e12;
const KINDS: ReadonlySet<string> = new Set(DEVICE_EVENT_KINDS);

function timeOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= MS_FLOOR ? value : null;
  if (typeof value !== 'string') return null;
  if (DIGITS.test(value)) return timeOf(Number(value));
  if (!ISO_TIME.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms >= MS_FLOOR ? ms : null;
}

function categoryOf(value: unknown): number | null {
  if (value === 1 || value === '1') return 1;
  if (value === 2 || value === '2') return 2;
  return null;
}

/** Checks one event's fields (as sent: strings from CSV, JSON values from NDJSON), in the order of the fields. */
export function checkEvent(fields: Record<string, unknown>, ctx: LineContext): LineResult {
  const { device_id, country, event, industry_category, time } = fields;
  const gaid = typeof device_id === 'string' ? device_id.toLowerCase() : '';
  if (!GAID.test(gaid) || gaid === NO_GAID) return { error: 'device_id' };
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  if (!ctx.countries.has(code)) return { error: 'country' };
  if (typeof event !== 'string' || !KINDS.has(event)) return { error: 'event' };
  const category = categoryOf(industry_category);
  if (category === null) return { error: 'industry_category' };
  const at = timeOf(time);
  if (at === null) return { error: 'time' };
  if (at > ctx.now + DeviceEventLimits.FUTURE_SKEW_MS) return { error: 'future' };
  return { row: { gaid, country: code, industry_category: category, event, event_time: at } };
}

function parseJsonLine(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A CSV cell without the blanks and the double quotes a CSV writer may put around it. */
function cell(raw: string): string {
  const t = raw.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).trim() : t;
}

function parseCsvLine(text: string): Record<string, unknown> | null {
  const cells = text.split(',');
  if (cells.length !== DEVICE_EVENT_FIELDS.length) return null;
  return Object.fromEntries(DEVICE_EVENT_FIELDS.map((name, i) => [name, cell(cells[i]!)]));
}

/** Whether a CSV line names the columns (a header, skipped when it is the first line with content). */
export function isCsvHeader(text: string): boolean {
  const cells = text.split(',').map((c) => cell(c).toLowerCase());
  return cells.length === DEVICE_EVENT_FIELDS.length && DEVICE_EVENT_FIELDS.every((name, i) => cells[i] === name);
}

/** Parses and checks one line (no line break, not blank) of the given format. */
export function parseEventLine(text: string, format: DeviceEventFormatValue, ctx: LineContext): LineResult {
  if (format === DeviceEventFormat.CSV) {
    const fields = parseCsvLine(text);
    return fields ? checkEvent(fields, ctx) : { error: 'columns' };
  }
  const fields = parseJsonLine(text);
  return fields ? checkEvent(fields, ctx) : { error: 'json' };
}
