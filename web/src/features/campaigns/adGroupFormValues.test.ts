import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createAdGroupBody, emptyAdGroupValues, hoursOfSchedule, scheduleOfHours } from './adGroupFormValues';

describe('ad group form values', () => {
  it('turns the hours of a day into hours of the week, and back', () => {
    expect(scheduleOfHours([])).toEqual([]);
    expect(scheduleOfHours(Array.from({ length: 24 }, (_, h) => h))).toEqual([]);
    const week = scheduleOfHours([9, 8]);
    expect(week).toHaveLength(14);
    expect(week.slice(0, 4)).toEqual([8, 9, 32, 33]);
    expect(week.at(-1)).toBe(6 * 24 + 9);
    expect(hoursOfSchedule(week)).toEqual([8, 9]);
  });

  it('sends limits as numbers (empty: no limit), transmission -1 by default, times in the campaign zone', () => {
    const values = {
      ...emptyAdGroupValues(),
      name: ' Group A ',
      daily_limit: '50',
      start: dayjs('2026-03-11 00:00', 'YYYY-MM-DD HH:mm'),
      targeting: { ...emptyAdGroupValues().targeting, regions: ['IN'], audience_include: [3] },
    };
    const body = createAdGroupBody(7, values, 'Asia/Shanghai');
    expect(body).toMatchObject({
      campaign_id: 7,
      name: 'Group A',
      total_limit: 0,
      daily_limit: 50,
      transmission_time: -1,
      frequency_cap: 0,
      start_time: Date.UTC(2026, 2, 10, 16) / 1000,
      end_time: null,
      schedule: [],
    });
    expect(body.targeting?.regions).toEqual(['IN']);
    expect(body.targeting?.audience_include).toEqual([3]);
  });
});
