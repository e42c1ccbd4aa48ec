import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeGate } from './notice-gate.js';

/** A gate over an in-memory counter that restarts with each window, as the database counter does. */
function gateFor(perWindow: number, windowMs: number) {
  const sent: string[] = [];
  let count = 0;
  let windowStart = Date.now();
  const gate = createNoticeGate({
    perWindow,
    windowMs,
    async claim() {
      if (Date.now() - windowStart >= windowMs) {
        windowStart = Date.now();
        count = 0;
      }
      count += 1;
      return count;
    },
    send: (text) => sent.push(text),
  });
  return { gate, sent };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notice gate', () => {
  it('sends the allowance, then one summary with the count held back when the window ends', async () => {
    const { gate, sent } = gateFor(3, 60_000);
    for (let i = 0; i < 243; i++) await gate.notice('call failed', `call failed ${i}`);
    expect(sent).toEqual(['call failed 0', 'call failed 1', 'call failed 2']);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(4);
    expect(sent[3]).toBe('call failed: and 240 more in the last 60 seconds (held back; see fe_log)');
    // a new window has a new allowance
    await gate.notice('call failed', 'call failed again');
    expect(sent.at(-1)).toBe('call failed again');
  });

  it('sends what it holds when closed, and nothing more after', async () => {
    const { gate, sent } = gateFor(1, 60_000);
    await gate.notice('front-end error', 'first');
    await gate.notice('front-end error', 'second');
    gate.close();
    expect(sent).toEqual(['first', 'front-end error: and 1 more in the last 60 seconds (held back; see fe_log)']);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });
});
