import { describe, expect, it } from 'vitest';
import { formatInZone, hourOfWeek, localDate, nextMidnight, nextScheduledHour, zonedToUnix } from './zoned-time.js';

describe('zoned time', () => {
  const t = Date.UTC(2026, 10, 23, 17, 30); // Monday 17:30 UTC = Tuesday 01:30 in Shanghai
  it('reads the local day and hour of the week', () => {
    expect(localDate(t, 'UTC')).toBe('2026-11-23');
    expect(localDate(t, 'Asia/Shanghai')).toBe('2026-11-24');
    expect(hourOfWeek(t, 'UTC')).toBe(17);
    expect(hourOfWeek(t, 'Asia/Shanghai')).toBe(24 + 1);
  });
  it('finds the next local midnight, across a daylight saving change', () => {
    expect(nextMidnight(t, 'Asia/Shanghai')).toBe(Date.UTC(2026, 10, 24, 16));
    // New York leaves daylight time on 2026-11-01: the day after starts at 05:00 UTC
    expect(nextMidnight(Date.UTC(2026, 10, 1, 12), 'America/New_York')).toBe(Date.UTC(2026, 10, 2, 5));
  });
  it('finds the next scheduled hour, wrapping the week', () => {
    expect(nextScheduledHour(t, 'UTC', [20])).toBe(Date.UTC(2026, 10, 23, 20));
    expect(nextScheduledHour(t, 'UTC', [3])).toBe(Date.UTC(2026, 10, 30, 3));
    expect(nextScheduledHour(t, 'UTC', [])).toBeNull();
  });
});

describe('times in the campaign time zone (unix seconds)', () => {
  it('reads and writes wall time in the zone, whatever the machine', () => {
    const midnight = Date.UTC(2026, 2, 10, 16, 0) / 1000;
    expect(formatInZone(midnight, 'Asia/Shanghai')).toBe('2026-03-11 00:00');
    expect(zonedToUnix('2026-03-11 00:00', 'Asia/Shanghai')).toBe(midnight);
    expect(zonedToUnix('2026-03-11 00:00', 'UTC')).toBe(Date.UTC(2026, 2, 11) / 1000);
  });

  it('round-trips across a daylight-saving change', () => {
    const wall = '2026-07-01 09:30';
    expect(formatInZone(zonedToUnix(wall, 'America/New_York'), 'America/New_York')).toBe(wall);
    expect(zonedToUnix(wall, 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 13, 30) / 1000);
    expect(formatInZone(zonedToUnix('2026-01-15 09:30', 'America/New_York'), 'UTC')).toBe('2026-01-15 14:30');
  });
});
