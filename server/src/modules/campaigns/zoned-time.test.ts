import { describe, expect, it } from 'vitest';
import { copyName } from './copy-name.js';
import { hourOfWeek, localDate, nextMidnight, nextScheduledHour } from './zoned-time.js';

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

describe('copy names', () => {
  it('suffixes a copy until the name is free, within 200 characters', () => {
    expect(copyName('Launch', new Set())).toBe('Launch - copy');
    expect(copyName('Launch', new Set(['launch - copy', 'launch - copy 2']))).toBe('Launch - copy 3');
    expect(copyName('x'.repeat(200), new Set())).toHaveLength(200);
  });
});
