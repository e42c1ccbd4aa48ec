import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { adPositionQuery } from './adPositionSearch';

describe('ad-position list query', () => {
  it('maps the list state onto the API query', () => {
    const query = adPositionQuery({
      filters: {
        name: 'splash',
        app: [3, 5],
        type: 2,
        status: 0,
        id: 9,
        width: [320, null],
        created: ['2025-05-01', '2025-05-07'],
      },
      page: 2,
      pageSize: 50,
      sort: { field: 'create_time', order: 'ascend' },
    });
    expect(query).toEqual({
      page_no: 2,
      page_size: 50,
      name: 'splash',
      id: 9,
      app_ids: [3, 5],
      ad_types: [2],
      status: 0,
      min_width: 320,
      create_start: dayjs('2025-05-01').startOf('day').valueOf(),
      create_end: dayjs('2025-05-07').endOf('day').valueOf(),
      time_sort: 2,
    });
  });

  it('leaves out what is not filtered, newest first by default', () => {
    expect(
      adPositionQuery({ filters: {}, page: 1, pageSize: 20, sort: { field: 'create_time', order: 'descend' } }),
    ).toEqual({ page_no: 1, page_size: 20, time_sort: 1 });
  });
});
