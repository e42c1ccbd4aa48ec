import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isFutureDay, startTimeBounds, startTimeShortcuts } from './startTime';

const now = dayjs('2026-03-10T15:30:00');
const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm:ss');

describe('start-time filter', () => {
  it('offers today, yesterday and a week ago as whole days', () => {
    const [today, yesterday, week] = startTimeShortcuts(now);
    expect(today?.key).toBe('today');
    expect(today?.range.map(day)).toEqual(['2026-03-10 00:00:00', '2026-03-10 23:59:59']);
    expect(yesterday?.range.map(day)).toEqual(['2026-03-09 00:00:00', '2026-03-09 23:59:59']);
    expect(week?.key).toBe('weekAgo');
    expect(week?.range.map(day)).toEqual(['2026-03-03 00:00:00', '2026-03-10 23:59:59']);
  });

  it('refuses days after today and allows today', () => {
    expect(isFutureDay(dayjs('2026-03-11T00:00:00'), now)).toBe(true);
    expect(isFutureDay(dayjs('2026-03-10T23:00:00'), now)).toBe(false);
    expect(isFutureDay(dayjs('2025-01-01'), now)).toBe(false);
  });

  it('turns a day pair into unix-second bounds covering both days whole', () => {
    const bounds = startTimeBounds(['2026-03-09', '2026-03-10']);
    expect(bounds?.start).toBe(dayjs('2026-03-09T00:00:00').unix());
    expect(bounds?.end).toBe(dayjs('2026-03-10T23:59:59').unix());
    expect(startTimeBounds(undefined)).toBeNull();
    expect(startTimeBounds(['x', 'y'])).toBeNull();
  });
});
