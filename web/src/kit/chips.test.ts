import { describe, expect, it } from 'vitest';
import { splitChips } from './chips';
import { WidgetLimit } from './constants';
import { isNearEnd, offeredOptions } from './loadMore';

describe('chip limits', () => {
  it('shows 2 accounts then a count', () => {
    expect(WidgetLimit.ACCOUNT_CHIPS).toBe(2);
    expect(splitChips(['a', 'b', 'c', 'd'], WidgetLimit.ACCOUNT_CHIPS)).toEqual({ shown: ['a', 'b'], hidden: 2 });
    expect(splitChips(['a', 'b'], WidgetLimit.ACCOUNT_CHIPS)).toEqual({ shown: ['a', 'b'], hidden: 0 });
  });

  it('shows 3 tags then an ellipsis', () => {
    expect(WidgetLimit.TAG_CHIPS).toBe(3);
    expect(splitChips([1, 2, 3, 4], WidgetLimit.TAG_CHIPS)).toEqual({ shown: [1, 2, 3], hidden: 1 });
    expect(splitChips(null, 3)).toEqual({ shown: [], hidden: 0 });
  });
});

describe('dropdown load-more', () => {
  it('loads more within 30 px of the end, not before', () => {
    expect(WidgetLimit.LOAD_MORE_THRESHOLD_PX).toBe(30);
    const box = { scrollHeight: 1000, clientHeight: 300 };
    expect(isNearEnd({ ...box, scrollTop: 669 })).toBe(false);
    expect(isNearEnd({ ...box, scrollTop: 670 })).toBe(true);
    expect(isNearEnd({ ...box, scrollTop: 700 })).toBe(true);
    expect(isNearEnd({ scrollHeight: 200, clientHeight: 300, scrollTop: 0 })).toBe(true);
  });

  it('cuts the account options at 400 without a keyword, and searches them all with one', () => {
    expect(WidgetLimit.ACCOUNT_OPTION_CAP).toBe(400);
    const accounts = Array.from({ length: 1000 }, (_, i) => ({ value: i + 1, label: `Account ${i + 1}` }));
    expect(offeredOptions(accounts, '', WidgetLimit.ACCOUNT_OPTION_CAP)).toHaveLength(400);
    expect(offeredOptions(accounts, '   ', WidgetLimit.ACCOUNT_OPTION_CAP)).toHaveLength(400);
    const found = offeredOptions(accounts, 'account 99', WidgetLimit.ACCOUNT_OPTION_CAP);
    expect(found.map((o) => o.value)).toEqual([99, 990, 991, 992, 993, 994, 995, 996, 997, 998, 999]);
    expect(offeredOptions(accounts, '')).toHaveLength(1000);
  });

  it('matches labels case-insensitively and ids exactly', () => {
    const options = [
      { value: 7, label: 'Galaxy Games' },
      { value: 17, label: 'Orchid Shopping' },
    ];
    expect(offeredOptions(options, 'GALAXY').map((o) => o.value)).toEqual([7]);
    expect(offeredOptions(options, '17').map((o) => o.value)).toEqual([17]);
  });
});
