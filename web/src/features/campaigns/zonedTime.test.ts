import { describe, expect, it } from 'vitest';
import { formatInZone, zonedToUnix } from './zonedTime';

describe('times in the campaign time zone', () => {
  it('reads and writes wall time in the zone, whatever the browser', () => {
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
