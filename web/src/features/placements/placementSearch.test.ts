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
