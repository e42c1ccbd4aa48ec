import { describe, expect, it } from 'vitest';
import { idList } from './id-list.js';

describe('idList', () => {
  it('keeps a non-empty list as it is', () => {
    expect(idList([3, 1, 2])).toEqual([3, 1, 2]);
  });

  it('turns an empty list into one id no row has', () => {
    expect(idList([])).toEqual([-1]);
  });

  it('answers a copy, so callers cannot change the input through it', () => {
    const ids = [5];
    const out = idList(ids);
    out.push(6);
    expect(ids).toEqual([5]);
  });
});
