import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DateRangeDays } from './constants';
import {
  capRange,
  type DayRange,
  defaultRange,
  isDayDisabled,
  lastDays,
  loadRange,
  rangeDays,
  rangeShortcuts,
  saveRange,
} from './dateRange';

const now = dayjs('2025-06-15T14:30:00');
const fmt = ([a, b]: DayRange) => [a.format('YYYY-MM-DD HH:mm:ss'), b.format('YYYY-MM-DD HH:mm:ss')];

describe('report date range', () => {
  it('defaults to the last 3 days, today included, whole days', () => {
    expect(DateRangeDays.DEFAULT).toBe(3);
    expect(fmt(defaultRange(now))).toEqual(['2025-06-13 00:00:00', '2025-06-15 23:59:59']);
    expect(rangeDays(defaultRange(now))).toBe(3);
  });

  it('offers last 7, 30 and 90 days', () => {
    const shortcuts = rangeShortcuts(now);
    expect(shortcuts.map((s) => s.days)).toEqual([7, 30, 90]);
    expect(shortcuts.map((s) => rangeDays(s.range))).toEqual([7, 30, 90]);
    expect(fmt(shortcuts[0]!.range)[0]).toBe('2025-06-09 00:00:00');
    expect(fmt(shortcuts[2]!.range)[0]).toBe('2025-03-18 00:00:00');
  });

  it('caps a range by moving its start', () => {
    const long = lastDays(90, now);
    expect(rangeDays(capRange(long, 31))).toBe(31);
    expect(capRange(long, 31)[1]).toBe(long[1]);
    expect(capRange(long)).toBe(long);
    expect(capRange(lastDays(7, now), 31)).toEqual(lastDays(7, now));
  });

  it('disables future days, and days beyond the cap once one end is picked', () => {
    expect(isDayDisabled(now.add(1, 'day'), { now })).toBe(true);
    expect(isDayDisabled(now, { now })).toBe(false);
    const from = dayjs('2025-06-01');
    expect(isDayDisabled(dayjs('2025-06-07'), { from, maxDays: 7, now })).toBe(false);
    expect(isDayDisabled(dayjs('2025-06-08'), { from, maxDays: 7, now })).toBe(true);
    expect(isDayDisabled(dayjs('2025-05-26'), { from, maxDays: 7, now })).toBe(false);
    expect(isDayDisabled(dayjs('2025-05-25'), { from, maxDays: 7, now })).toBe(true);
    expect(isDayDisabled(dayjs('2025-01-01'), { from, now })).toBe(false);
  });

  it('stores ranges under caller-given names', () => {
    const range = lastDays(7, now);
    saveRange('report.daily', range);
    expect(fmt(loadRange('report.daily')!)).toEqual(fmt(range));
    expect(loadRange('report.other')).toBeNull();
    localStorage.setItem('date_range:broken', '"x"');
    expect(loadRange('broken')).toBeNull();
    localStorage.setItem('date_range:reversed', JSON.stringify([range[1].valueOf(), range[0].valueOf()]));
    expect(loadRange('reversed')).toBeNull();
  });
});
