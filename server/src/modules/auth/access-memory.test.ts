import { describe, expect, it } from 'vitest';
import { AccessMemory } from './access-memory.js';

describe('AccessMemory', () => {
  it('answers a value only at the version it was read at', () => {
    const m = new AccessMemory(10);
    m.keep(3, 'a', 1);
    expect(m.at(3, 'a')).toBe(1);
    expect(m.at(4, 'a')).toBeUndefined();
    expect(m.at(2, 'a')).toBeUndefined();
  });

  it('drops everything when a newer version is kept, and keeps nothing read at an older one', () => {
    const m = new AccessMemory(10);
    m.keep(3, 'a', 1);
    m.keep(4, 'b', 2);
    expect(m.knows('a')).toBe(false);
    expect(m.at(4, 'b')).toBe(2);
    m.keep(3, 'c', 3);
    expect(m.knows('c')).toBe(false);
    expect(m.at(3, 'c')).toBeUndefined();
  });

  it('holds at most its bound, the oldest going first', () => {
    const m = new AccessMemory(2);
    m.keep(1, 'a', 1);
    m.keep(1, 'b', 2);
    m.keep(1, 'a', 3);
    expect(m.at(1, 'a')).toBe(3);
    m.keep(1, 'c', 4);
    expect([m.knows('a'), m.knows('b'), m.knows('c')]).toEqual([false, true, true]);
  });

  it('forgets a key', () => {
    const m = new AccessMemory(2);
    m.keep(1, 'a', 1);
    m.forget('a');
    expect(m.knows('a')).toBe(false);
  });
});
