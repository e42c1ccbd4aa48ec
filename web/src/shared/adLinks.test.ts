import { describe, expect, it } from 'vitest';
import { adListPath, adListTarget, withAdId } from './adLinks';

const target = (path: string) => adListTarget(new URL(path, 'http://x').searchParams);

describe('ad list links', () => {
  it('round-trips the campaign, the ad group and the ad', () => {
    expect(target(adListPath(3, 7))).toEqual({ campaignId: 3, adGroupId: 7, adId: null });
    expect(target(adListPath(3, 7, 11))).toEqual({ campaignId: 3, adGroupId: 7, adId: 11 });
  });

  it('is not an ad list without type=ad or with a bad id', () => {
    expect(target('/advertising/index?campaign_id=3&ad_group_id=7&type=group')).toBeNull();
    expect(target('/advertising/index?campaign_id=3&type=ad')).toBeNull();
    expect(target('/advertising/index?campaign_id=x&ad_group_id=7&type=ad')).toBeNull();
    expect(target('/advertising/index?campaign_id=3&ad_group_id=7&type=ad&ad_id=-1')).toEqual({
      campaignId: 3,
      adGroupId: 7,
      adId: null,
    });
  });

  it('sets and removes the ad id, keeping the list filters', () => {
    const params = new URLSearchParams('campaign_id=3&ad_group_id=7&type=ad&custom=hero&page=2');
    expect(withAdId(params, 11).toString()).toBe('campaign_id=3&ad_group_id=7&type=ad&custom=hero&page=2&ad_id=11');
    expect(withAdId(withAdId(params, 11), null).toString()).toBe(params.toString());
    expect(params.has('ad_id')).toBe(false);
  });
});
