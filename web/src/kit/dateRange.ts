import dayjs, { type Dayjs } from 'dayjs';
import { KeyPrefix, readLocalJson, writeLocalJson } from '../lib/storage';
import { DateRangeDays } from './constants';

/** A closed range of whole days: start of the first day to end of the last. */
export type DayRange = [Dayjs, Dayjs];

/** The last `days` calendar days, today included (the default report range is the last 3). */
export function lastDays(days: number, now: Dayjs = dayjs()): DayRange {
  return [now.subtract(days - 1, 'day').startOf('day'), now.endOf('day')];
}

/** The report form's default range: the last 3 days. */
export function defaultRange(now: Dayjs = dayjs()): DayRange {
  return lastDays(DateRangeDays.DEFAULT, now);
}

/** The shortcuts of the report form: last 7, 30 and 90 days, each with its range. */
export function rangeShortcuts(now: Dayjs = dayjs()): { days: number; range: DayRange }[] {
  return DateRangeDays.SHORTCUTS.map((days) => ({ days, range: lastDays(days, now) }));
}

/** How many calendar days a range covers (both ends counted). */
export function rangeDays([start, end]: DayRange): number {
  return end.startOf('day').diff(start.startOf('day'), 'day') + 1;
}

/** A range shortened to at most `maxDays` days by moving its start (the end is what reports care about). */
export function capRange(range: DayRange, maxDays?: number): DayRange {
  if (!maxDays || rangeDays(range) <= maxDays) return range;
  return [range[1].subtract(maxDays - 1, 'day').startOf('day'), range[1]];
}

/**
 * Whether a calendar cell may not be picked: days after today (reports have no future), and, once one end is
 * chosen, days that would make the range longer than `maxDays`.
 */
export function isDayDisabled(
  day: Dayjs,
  options: { from?: Dayjs | null; maxDays?: number; now?: Dayjs } = {},
): boolean {
  const now = options.now ?? dayjs();
  if (day.isAfter(now.endOf('day'))) return true;
  const { from, maxDays } = options;
  if (!from || !maxDays) return false;
  return Math.abs(day.startOf('day').diff(from.startOf('day'), 'day')) >= maxDays;
}

/** A stored range under a caller-given name, or null when absent or unreadable. */
export function loadRange(name: string): DayRange | null {
  const stored = readLocalJson(KeyPrefix.dateRange + name);
  if (!Array.isArray(stored) || stored.length !== 2) return null;
  const [start, end] = stored.map((ms) => (typeof ms === 'number' ? dayjs(ms) : null));
  if (!start?.isValid() || !end?.isValid() || end.isBefore(start)) return null;
  return [start, end];
}

/** Stores a range under a caller-given name (unix ms of both ends). */
export function saveRange(name: string, range: DayRange): void {
  writeLocalJson(KeyPrefix.dateRange + name, [range[0].valueOf(), range[1].valueOf()]);
}
