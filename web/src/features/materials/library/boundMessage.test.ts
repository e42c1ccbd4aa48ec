import { describe, expect, it } from 'vitest';
import { boundRefusal, deleteRefusalText, isBoundCode } from './boundMessage';

describe('bound-material refusals', () => {
  it('say delete_error_tips for one material and delete_batch_error_tips with the ids for several', () => {
    const data = { ids: [4, 7], ads: [] };
    expect(deleteRefusalText(10001, data, 'bound', false)).toBe(
      'Delete failed: the material is bound to ads. Unbind it first.',
    );
    expect(deleteRefusalText(10001, data, 'bound', true)).toBe(
      'Delete failed: materials 4, 7 are bound to ads. Unbind them first.',
    );
  });

  it('read the ads of a 10001 / 10002 answer and tolerate anything else', () => {
    const ad = {
      ad_id: 1,
      ad_name: 'Hero',
      ad_status: 1,
      account_id: 2,
      account_name: 'Galaxy',
      campaign_id: 3,
      campaign_name: 'Launch',
      ad_group_id: 4,
      ad_group_name: 'Tier 1',
    };
    expect(boundRefusal({ ids: [1], ads: [ad] })).toEqual({ ids: [1], ads: [ad] });
    expect(boundRefusal(null)).toEqual({ ids: [], ads: [] });
    expect(isBoundCode(10001) && isBoundCode(10002) && !isBoundCode(10010)).toBe(true);
  });
});
