import { describe, expect, it } from 'vitest';
import { type RateRule, secondsOver } from './rate-limit.js';

const now = 1_000_000_000;
const rules: RateRule[] = [
  { key: 'a', max: 5, windowMs: 60_000 },
  { key: 'b', max: 20, windowMs: 900_000 },
];

describe('secondsOver', () => {
  it('allows a hit while every counter is at most its max', () => {
    const counters = [
      { key: 'a', count: 5, window_start: now - 1000 },
      { key: 'b', count: 20, window_start: now - 1000 },
    ];
    expect(secondsOver(rules, counters, now)).toBe(0);
  });

  it('refuses until the window of the counter that is over ends', () => {
    const counters = [
      { key: 'a', count: 6, window_start: now - 10_000 },
      { key: 'b', count: 1, window_start: now },
    ];
    expect(secondsOver(rules, counters, now)).toBe(50);
  });

  it('waits for the later window when both are over', () => {
    const counters = [
      { key: 'a', count: 6, window_start: now },
      { key: 'b', count: 21, window_start: now - 300_000 },
    ];
    expect(secondsOver(rules, counters, now)).toBe(600);
  });
});
