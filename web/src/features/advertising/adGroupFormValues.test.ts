import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createAdGroupBody, emptyAdGroupValues } from './adGroupFormValues';
import { slotOf } from './dayParting';

describe('ad group form values', () => {
  it('sends the whole week as the empty schedule, and a per-day choice as its hours of the week', () => {
    expect(createAdGroupBody(1, emptyAdGroupValues(), 'UTC').schedule).toEqual([]);
    const monday9 = slotOf(0, 9);
    const sunday23 = slotOf(6, 23);
    const body = createAdGroupBody(1, { ...emptyAdGroupValues(), schedule: [sunday23, monday9] }, 'UTC');
    expect(body.schedule).toEqual([9, 167]);
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
