import {
  DELIVERY_STAT_FIELDS,
  DeliveryStatLimits,
  type DeliveryStatLineError,
  DeviceEventFormat,
  type DeviceEventFormatValue,
} from '@adconsole/contract';
import { csvFields, isCsvHeaderOf, jsonObject } from '../../core/line-scan.js';
import type { DeliveryStatHourTable } from './statistics.tables.js';

/** One line as `delivery_stat_hour` stores it (hour 24: the whole day). */
export type StatRow = DeliveryStatHourTable;

export const WHOLE_DAY = 24;

/** What a line is checked against without the database's ads: the countries, and the days as the server sees them. */
export interface StatLineContext {
  countries: ReadonlySet<string>;
  /** the last day a line may name (YYYY-MM-DD) */
  lastDate: string;
  /** hour lines before this day are refused: its hours are folded into the daily rollup */
  foldedBefore: string;
}

export type StatLineResult = { row: StatRow } | { error: DeliveryStatLineError };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIGITS = /^\d{1,16}$/;

function wholeOf(value: unknown, max: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && DIGITS.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 && n <= max ? n : null;
}

/** Days already checked: a batch names a few days in thousands of lines, and the check builds two dates. */
const checkedDays = new Map<string, boolean>();

function dateOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length !== 10) return null;
  let real = checkedDays.get(value);
  if (real === undefined) {
    const ms = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
    real = Number.isFinite(ms) && new Date(ms).toISOString().startsWith(value);
    if (checkedDays.size >= 4096) checkedDays.clear();
    checkedDays.set(value, real);
  }
  return real ? value : null;
}

const ID_MAX = 2 ** 31 - 1;
const VALUE_MAX = DeliveryStatLimits.VALUE_MAX;

/** Country codes in capitals, each spelling made once: a batch names a few countries in thousands of lines. */
const capitals = new Map<string, string>();
function upper(code: string): string {
  let up = capitals.get(code);
  if (up === undefined) {
    up = code.toUpperCase();
    if (capitals.size >= 4096) capitals.clear();
    capitals.set(code, up);
  }
  return up;
}

/** Checks one line's fields (strings from CSV, JSON values from NDJSON), in the order of the fields. */
export function checkStat(f: Record<string, unknown>, ctx: StatLineContext): StatLineResult {
  const ad = wholeOf(f.ad_id, ID_MAX);
  if (!ad) return { error: 'ad_id' };
  const date = dateOf(f.date);
  if (date === null) return { error: 'date' };
  const blankHour = f.hour === undefined || f.hour === null || f.hour === '';
  const hour = blankHour ? WHOLE_DAY : wholeOf(f.hour, 23);
  if (hour === null) return { error: 'hour' };
  const country = typeof f.country === 'string' ? upper(f.country) : '';
  if (!ctx.countries.has(country)) return { error: 'country' };
  const app = wholeOf(f.media_app_id, ID_MAX);
  if (!app) return { error: 'media_app_id' };
  const position = wholeOf(f.ad_position_id, ID_MAX);
  if (!position) return { error: 'ad_position_id' };
  // each metric by name, not in a loop over METRICS into an array: this runs once per line of 10,000-line batches
  const impressions = wholeOf(f.impressions, VALUE_MAX);
  if (impressions === null) return { error: 'impressions' };
  const clicks = wholeOf(f.clicks, VALUE_MAX);
  if (clicks === null) return { error: 'clicks' };
  const installs = wholeOf(f.installs, VALUE_MAX);
  if (installs === null) return { error: 'installs' };
  const conversions = wholeOf(f.conversions, VALUE_MAX);
  if (conversions === null) return { error: 'conversions' };
  const spend = wholeOf(f.spend, VALUE_MAX);
  if (spend === null) return { error: 'spend' };
  if (date > ctx.lastDate) return { error: 'future' };
  if (hour !== WHOLE_DAY && date < ctx.foldedBefore) return { error: 'folded' };
  return {
    row: {
      ad_id: ad,
      stat_date: date,
      country,
      media_app_id: app,
      ad_position_id: position,
      hour,
      impressions,
      clicks,
      installs,
      conversions,
      spend,
    },
  };
}

/** Parses and checks one line (no line break, not blank) of the given format. */
export function parseStatLine(text: string, format: DeviceEventFormatValue, ctx: StatLineContext): StatLineResult {
  if (format === DeviceEventFormat.CSV) {
    const fields = csvFields(text, DELIVERY_STAT_FIELDS);
    return fields ? checkStat(fields, ctx) : { error: 'columns' };
  }
  const fields = jsonObject(text);
  return fields ? checkStat(fields, ctx) : { error: 'json' };
}

export const isStatHeader = (text: string) => isCsvHeaderOf(text, DELIVERY_STAT_FIELDS);
