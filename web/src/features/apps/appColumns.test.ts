import type { PromotionAppItem } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { changeable } from './appColumns';

const app = (shown: number, counted: number) =>
  ({
    accounts: Array.from({ length: shown }, (_, i) => ({ account_id: i + 1, account_name: `A${i + 1}` })),
    account_count: counted,
  }) as PromotionAppItem;

describe('who may change an app', () => {
  it('a non-administrator changes an app only when every account it is linked to is one of theirs', () => {
    expect(changeable(false, app(2, 2))).toBe(true);
    expect(changeable(false, app(1, 3))).toBe(false);
  });

  it('an administrator changes every app', () => {
    expect(changeable(true, app(0, 3))).toBe(true);
  });
});
