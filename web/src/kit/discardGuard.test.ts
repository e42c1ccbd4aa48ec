import { describe, expect, it, vi } from 'vitest';
import { discardGate, isUserEdit } from './discardGuard';

describe('discard guard', () => {
  it('counts a touched field as the user’s work, a validation or a value set by the code not', () => {
    expect(isUserEdit([{ touched: true }])).toBe(true);
    expect(isUserEdit([{ touched: false }, { touched: true }])).toBe(true);
    expect(isUserEdit([{ touched: false }])).toBe(false);
    expect(isUserEdit([{}])).toBe(false);
    expect(isUserEdit([])).toBe(false);
  });

  it('closes a form left alone at once, asks first about a changed one and closes only on yes', () => {
    let answer: ((discard: boolean) => void) | undefined;
    const ask = vi.fn((reply: (discard: boolean) => void) => {
      answer = reply;
    });
    const close = vi.fn();
    const request = discardGate(ask);

    request(false, close);
    expect(ask).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);

    request(true, close);
    expect(ask).toHaveBeenCalledTimes(1);
    // a second Esc or Back while the question shows asks nothing more
    request(true, close);
    expect(ask).toHaveBeenCalledTimes(1);
    answer?.(false);
    expect(close).toHaveBeenCalledTimes(1);

    request(true, close);
    expect(ask).toHaveBeenCalledTimes(2);
    answer?.(true);
    expect(close).toHaveBeenCalledTimes(2);
  });
});
