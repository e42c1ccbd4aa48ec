import { describe, expect, it } from 'vitest';
import { likePattern } from './text-search.js';

describe('likePattern', () => {
  it('wraps the lowered text in wildcards', () => {
    expect(likePattern('Home Banner')).toBe('%home banner%');
  });

  it('escapes the wildcards and the escape character typed by the user', () => {
    expect(likePattern('50%_off!')).toBe('%50!%!_off!!%');
  });
});
