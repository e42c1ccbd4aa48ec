import { describe, expect, it } from 'vitest';
import {
  adPositionCreateRequest,
  adPositionEditRequest,
  dspCreateRequest,
  dspMappingCreateRequest,
  mediaAppCreateRequest,
  mediaAppListQuery,
} from './placements.js';

describe('placement catalogue schemas', () => {
  it('accept a media app and refuse a bad package or platform', () => {
    expect(mediaAppCreateRequest.parse({ name: ' News Feed ', pkg_name: 'com.news.feed', platform: 1 }).name).toBe(
      'News Feed',
    );
    expect(mediaAppCreateRequest.safeParse({ name: 'a', pkg_name: 'com news', platform: 1 }).success).toBe(false);
    expect(mediaAppCreateRequest.safeParse({ name: 'a', pkg_name: 'com.a', platform: 3 }).success).toBe(false);
    expect(mediaAppCreateRequest.safeParse({ name: '', pkg_name: 'com.a', platform: 2 }).success).toBe(false);
  });

  it('bound an ad position to its ad types and sides, status on by default', () => {
    const ok = { app_id: 1, name: 'Home banner', ad_type: 1, width: 320, height: 50 };
    expect(adPositionCreateRequest.parse(ok).status).toBe(1);
    expect(adPositionCreateRequest.safeParse({ ...ok, ad_type: 6 }).success).toBe(false);
    expect(adPositionCreateRequest.safeParse({ ...ok, width: 0 }).success).toBe(false);
    expect(adPositionCreateRequest.safeParse({ ...ok, height: 10_001 }).success).toBe(false);
    expect(adPositionEditRequest.parse({ id: 3, status: 0 })).toEqual({ id: 3, status: 0 });
    expect(adPositionEditRequest.safeParse({ id: 3, status: 2 }).success).toBe(false);
  });

  it('take codes in lower case and placement ids without spaces', () => {
    expect(dspCreateRequest.safeParse({ name: 'The Trade Desk', code: 'ttd' }).success).toBe(true);
    expect(dspCreateRequest.safeParse({ name: 'X', code: 'TTD' }).success).toBe(false);
    expect(dspCreateRequest.safeParse({ name: 'X', code: 'a' }).success).toBe(false);
    expect(dspMappingCreateRequest.safeParse({ dsp_id: 1, adpos_id: 2, phypos_id: 'ttd-plc-1' }).success).toBe(true);
    expect(dspMappingCreateRequest.safeParse({ dsp_id: 1, adpos_id: 2, phypos_id: 'a b' }).success).toBe(false);
  });

  it('page lists at most 100 rows, 20 by default', () => {
    expect(mediaAppListQuery.parse({}).page_size).toBe(20);
    expect(mediaAppListQuery.safeParse({ page_size: '101' }).success).toBe(false);
  });
});
