import { Code, type PlacementInUseData } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/placements';
import { inUseData, inUseText, placementRefusal, takenData } from './refusals';

// The English texts with their values filled in, as i18next does.
const t = ((key: string, values: Record<string, unknown> = {}) =>
  (en[key as keyof typeof en] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name]),
  )) as unknown as TFunction;

const refusal: PlacementInUseData = {
  kind: 'ad_position',
  id: 12,
  name: 'Home banner',
  users: [
    { kind: 'ad', id: 301, name: 'Summer sale', account_id: 4, account_name: 'Galaxy Games' },
    { kind: 'dsp_mapping', id: 9, name: 'tt-10000', account_id: null, account_name: null },
  ],
  total: 4,
};

describe('placement refusals', () => {
  it('names every user the server sent, with its account, how many more there are, and what to do', () => {
    const words = inUseText(refusal, 'ad_position', t);
    expect(words.title).toBe('Cannot delete "Home banner"');
    expect(words.lead).toBe('It is still in use (4 in all):');
    expect(words.lines).toEqual([
      'Ad “Summer sale” (#301) · account Galaxy Games',
      'DSP placement mapping “tt-10000” (#9)',
    ]);
    expect(words.more).toBe('… and 2 more');
    expect(words.hint).toContain('Remove it from these ads');
  });

  it('says no "more" when every user is named', () => {
    expect(inUseText({ ...refusal, total: 2 }, 'ad_position', t).more).toBeNull();
  });

  it('reads only data of the contract shape', () => {
    expect(inUseData(refusal)).toBe(refusal);
    expect(inUseData({ ids: [1] })).toBeNull();
    expect(inUseData(null)).toBeNull();
    expect(takenData({ kind: 'dsp', field: 'code', value: 'tt', id: 3 })).toMatchObject({ field: 'code', id: 3 });
    expect(takenData({ field: 'code' })).toBeNull();
  });

  it('words an in-use refusal in one line naming its users, and leaves other codes to their text', () => {
    const line = placementRefusal(Code.PLACEMENT_IN_USE, refusal, 'fallback', t);
    expect(line).toContain('Summer sale');
    expect(line).toContain('Galaxy Games');
    expect(placementRefusal(Code.PLACEMENT_TAKEN, {}, 'fallback', t)).toBe('fallback');
  });
});
