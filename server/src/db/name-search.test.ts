import { describe, expect, it } from 'vitest';
import { ftsTrigramQuery } from './name-search.js';

describe('ftsTrigramQuery', () => {
  it('ANDs the side-by-side trigrams and the last three characters, lower-cased', () => {
    expect(ftsTrigramQuery('Summer Sale')).toBe('"sum" AND "mer" AND " sa" AND "ale"');
    expect(ftsTrigramQuery('banner')).toBe('"ban" AND "ner"');
    expect(ftsTrigramQuery('abcd')).toBe('"abc" AND "bcd"');
  });

  it('quotes every trigram so no FTS syntax gets through', () => {
    expect(ftsTrigramQuery('a"b OR')).toBe('"a""b" AND " or"');
    expect(ftsTrigramQuery('x*y')).toBe('"x*y"');
  });
});
