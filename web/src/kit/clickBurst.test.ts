import { describe, expect, it } from 'vitest';
import { createClickBurst } from './clickBurst';

describe('createClickBurst', () => {
  it('fires on the fifth click within the window, then starts over', () => {
    let now = 0;
    const click = createClickBurst(5, 3000, () => now);
    const results = [0, 500, 1000, 1500, 2000].map((at) => {
      now = at;
      return click();
    });
    expect(results).toEqual([false, false, false, false, true]);
    now = 2100;
    expect(click()).toBe(false);
  });

  it('forgets clicks older than the window', () => {
    let now = 0;
    const click = createClickBurst(5, 3000, () => now);
    for (const at of [0, 1000, 2000, 2900]) {
      now = at;
      click();
    }
    now = 3100; // the click at 0 has expired: only four remain
    expect(click()).toBe(false);
    now = 3200;
    expect(click()).toBe(true);
  });
});
