import { describe, expect, it } from 'vitest';
import { groupListPath, groupListTarget, idParam, viewPath } from './campaignLinks';

describe('campaign links', () => {
  it('builds the ad group list and view paths of the spec', () => {
    expect(groupListPath(12)).toBe('/advertising/index?campaign_id=12&type=group');
    expect(viewPath(12)).toBe('/advertising/view?campaign_id=12');
  });

  it('shows the ad groups only with type=group and a valid campaign id', () => {
    expect(groupListTarget(new URLSearchParams('campaign_id=12&type=group'))).toBe(12);
    expect(groupListTarget(new URLSearchParams('campaign_id=12'))).toBeNull();
    expect(groupListTarget(new URLSearchParams('type=group'))).toBeNull();
    expect(groupListTarget(new URLSearchParams('campaign_id=abc&type=group'))).toBeNull();
    expect(idParam('0')).toBeNull();
    expect(idParam('-3')).toBeNull();
    expect(idParam('7')).toBe(7);
  });
});
