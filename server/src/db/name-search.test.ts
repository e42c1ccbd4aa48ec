import { describe, expect, it } from 'vitest';
import { ftsTrigramQuery, trigramKeys } from './name-search.js';

describe('ftsTrigramQuery', () => {
  it('ANDs the trigram keys, lower-cased', () => {
    expect(ftsTrigramQuery('Summer Sale')).toBe('"sum" AND "sal" AND "mer" AND "ale"');
    expect(ftsTrigramQuery('banner')).toBe('"ban" AND "ner"');
    expect(ftsTrigramQuery('abcd')).toBe('"abc" AND "bcd"');
  });

  it('uses the side-by-side pieces, signs included, for a text without a run of three letters or digits', () => {
    expect(ftsTrigramQuery('a-b_c')).toBe('"a-b" AND "b_c"');
  });

  it('quotes every trigram so no FTS syntax gets through', () => {
    expect(ftsTrigramQuery('a"b OR')).toBe('"a""b" AND " or"');
    expect(ftsTrigramQuery('x*y')).toBe('"x*y"');
  });
});

describe('trigramKeys', () => {
  it('takes side-by-side pieces and the last three characters of each letter-or-digit run', () => {
    expect(trigramKeys('Summer Banner')).toEqual(['sum', 'ban', 'mer', 'ner']);
    expect(trigramKeys('abcd')).toEqual(['abc', 'bcd']);
    expect(trigramKeys('春节大促销')).toEqual(['春节大', '大促销']);
  });

  it('keeps the first pieces of every word before the others, four at most', () => {
    expect(trigramKeys('Galaxy Merge Quest Global Launch')).toEqual(['gal', 'mer', 'que', 'glo']);
    expect(trigramKeys('abcdefghijkl')).toEqual(['abc', 'jkl', 'def', 'ghi']);
  });

  it('leaves out runs shorter than three and every sign, so no key is without a trigram', () => {
    expect(trigramKeys('a-b_c 100%')).toEqual(['100']);
    expect(trigramKeys('ab cd')).toEqual([]);
    expect(trigramKeys('%_!')).toEqual([]);
  });
});
