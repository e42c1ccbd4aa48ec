import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { adFields, adQuery, isAdFiltered } from './adSearch';

const t = ((key: string) => key) as unknown as TFunction;
const state = (filters: Record<string, unknown>) => ({ filters: filters as never, page: 2, pageSize: 50 });

describe('ad list query', () => {
  it('sends the ad group, the page and the trimmed keyword and status', () => {
    expect(adQuery(7, state({ custom: '  hero ', status: 2 }))).toEqual({
      ad_group_id: 7,
      page_no: 2,
      page_size: 50,
      custom: 'hero',
      status: 2,
    });
  });

  it('drops a blank keyword and a status that is not on or paused', () => {
    const query = adQuery(7, state({ custom: '   ', status: -1 }));
    expect(query.custom).toBeUndefined();
    expect(query.status).toBeUndefined();
    expect(isAdFiltered(query)).toBe(false);
    expect(isAdFiltered(adQuery(7, state({ status: 1 })))).toBe(true);
  });

  it('offers on and paused as the status options', () => {
    const status = adFields(t).find((field) => field.key === 'status');
    expect(status?.options?.map((option) => option.value)).toEqual([1, 2]);
  });
});
