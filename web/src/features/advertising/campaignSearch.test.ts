import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_DEFAULTS, campaignQuery, isFiltered } from './campaignSearch';

describe('campaign list query', () => {
  it('starts at page 1 with 20 rows', () => {
    expect(CAMPAIGN_DEFAULTS.pageSize).toBe(20);
    expect(campaignQuery({ filters: {}, page: 1, pageSize: 20 })).toEqual({ page_no: 1, page_size: 20 });
  });

  it('sends the keyword, country, app and the start days as unix-second bounds', () => {
    const query = campaignQuery({
      filters: { custom: 'summer', country: 'IN', app: 3, start: ['2026-03-09', '2026-03-10'] },
      page: 2,
      pageSize: 10,
    });
    expect(query).toEqual({
      page_no: 2,
      page_size: 10,
      custom: 'summer',
      country: 'IN',
      app: 3,
      start_from: dayjs('2026-03-09T00:00:00').unix(),
      start_to: dayjs('2026-03-10T23:59:59').unix(),
    });
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered({ page_no: 1, page_size: 20 })).toBe(false);
  });
});
