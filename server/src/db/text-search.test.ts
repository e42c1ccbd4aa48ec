import { describe, expect, it } from 'vitest';
import { escapeLike, likePattern, prefixPattern } from './text-search.js';

describe('LIKE patterns', () => {
  it('wraps the lowered text in wildcards', () => {
    expect(likePattern('Home Banner')).toBe('%home banner%');
    expect(prefixPattern('Home')).toBe('home%');
  });

  it('escapes the wildcards and the escape character typed by the user', () => {
    expect(likePattern('50%_off!')).toBe('%50!%!_off!!%');
    expect(prefixPattern('a_b%')).toBe('a!_b!%%');
    expect(escapeLike('100%')).toBe('100!%');
  });

  it('leaves a backslash alone (it is no escape character here, on either engine)', () => {
    expect(likePattern('a\\_b')).toBe('%a\\!_b%');
  });
});
