import { describe, expect, it } from 'vitest';
import { readListState } from '../../kit/listQuery';
import {
  AD_POSITION_CODECS,
  adPositionQuery,
  isFiltered,
  MAPPING_CODECS,
  MEDIA_APP_CODECS,
  mappingQuery,
  mediaAppQuery,
  PLACEMENT_DEFAULTS,
  PLATFORM_ACCOUNT_CODECS,
  pageOfAll,
  platformAccountQuery,
} from './placementSearch';

const state = (codecs: Parameters<typeof readListState>[1], query: string) =>
  readListState(new URLSearchParams(query), codecs, PLACEMENT_DEFAULTS);

describe('placement list queries', () => {
  it('sends the filters the URL holds, and nothing for the ones it does not', () => {
    expect(mediaAppQuery(state(MEDIA_APP_CODECS, 'keyword=game&platform=2&page=3'))).toEqual({
      page_no: 3,
      page_size: 20,
      keyword: 'game',
      platform: 2,
    });
    expect(adPositionQuery(state(AD_POSITION_CODECS, 'app=4&type=1&status=0'))).toEqual({
      page_no: 1,
      page_size: 20,
      keyword: undefined,
      app_id: 4,
      ad_type: 1,
      status: 0,
    });
  });

  it('opens the mappings of one ad position or DSP from a link', () => {
    expect(mappingQuery(state(MAPPING_CODECS, 'adpos=12&size=50'))).toMatchObject({ adpos_id: 12, page_size: 50 });
    expect(mappingQuery(state(MAPPING_CODECS, 'dsp=3'))).toMatchObject({ dsp_id: 3, adpos_id: undefined });
  });

  it('tells a filtered list from an unfiltered one (the empty state says which)', () => {
    expect(isFiltered(state(MAPPING_CODECS, '').filters)).toBe(false);
    expect(isFiltered(state(MAPPING_CODECS, 'status=0').filters)).toBe(true);
  });
});

describe('the platform account list', () => {
  it('sends the platform and account filters the URL holds', () => {
    expect(platformAccountQuery(state(PLATFORM_ACCOUNT_CODECS, 'platform=2&account=7'))).toEqual({
      ad_platform_id: 2,
      account_id: 7,
    });
    expect(platformAccountQuery(state(PLATFORM_ACCOUNT_CODECS, ''))).toEqual({
      ad_platform_id: undefined,
      account_id: undefined,
    });
  });

  it('cuts the whole answer into pages, newest first', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));
    const first = pageOfAll(rows, state(PLATFORM_ACCOUNT_CODECS, ''));
    expect(first.total).toBe(25);
    expect(first.list.map((r) => r.id).slice(0, 2)).toEqual([25, 24]);
    expect(first.list).toHaveLength(20);
    expect(pageOfAll(rows, state(PLATFORM_ACCOUNT_CODECS, 'page=2')).list.map((r) => r.id)).toEqual([5, 4, 3, 2, 1]);
  });
});
