import { describe, expect, it } from 'vitest';
import { pacingOf, visibleCards } from './cockpitView';

describe('cockpit view', () => {
  it('paces spend against the budget and the share of the day gone', () => {
    expect(pacingOf({ today_spend: 20, daily_budget: 50, day_elapsed: 0.5 })).toEqual({
      percent: 40,
      elapsed: 50,
      ahead: false,
    });
    expect(pacingOf({ today_spend: 40, daily_budget: 50, day_elapsed: 0.5 }).ahead).toBe(true);
    expect(pacingOf({ today_spend: 80, daily_budget: 50, day_elapsed: 0.9 })).toMatchObject({
      percent: 100,
      ahead: true,
    });
  });

  it('shows a card only for the parts the role may see', () => {
    const part = { total: 0, list: [] };
    expect(visibleCards({ pacing: part, idle: part, imports: null, review: part, changes: null })).toEqual([
      'pacing',
      'idle',
      'review',
    ]);
  });
});
