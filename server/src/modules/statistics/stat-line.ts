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
const METRICS = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;

/** Checks one line's fields (strings from CSV, JSON values from NDJSON), in the order of the fields. */
export function checkStat(f: Record<string, unknown>, ctx: StatLineContext): StatLineResult {
  const ad = wholeOf(f.ad_id, ID_MAX);
  if (!ad) return { error: 'ad_id' };
  const date = dateOf(f.date);
  if (date === null) return { error: 'date' };
  const blankHour = f.hour === undefined || f.hour === null || f.hour === '';
  const hour = blankHour ? WHOLE_DAY : wholeOf(f.hour, 23);
  if (hour === null) return { error: 'hour' };
  const country = typeof f.country === 'string' ? f.country.toUpperCase() : '';
  if (!ctx.countries.has(country)) return { error: 'country' };
  const app = wholeOf(f.media_app_id, ID_MAX);
  if (!app) return { error: 'media_app_id' };
  const position = wholeOf(f.ad_position_id, ID_MAX);
  if (!position) return { error: 'ad_position_id' };
  const values: number[] = [];
  for (const m of METRICS) {
    const v = wholeOf(f[m], DeliveryStatLimits.VALUE_MAX);
    if (v === null) return { error: m };
    values.push(v);
  }
  if (date > ctx.lastDate) return { error: 'future' };
  if (hour !== WHOLE_DAY && date < ctx.foldedBefore) return { error: 'folded' };
  const [impressions, clicks, installs, conversions, spend] = values as [number, number, number, number, number];
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
