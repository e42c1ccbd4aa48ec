import { describe, expect, it } from 'vitest';
import { cleanSearchText, filterTextChange, hasEmoji, stripEmoji } from './textFilter';

describe('emoji filter', () => {
  it('finds emoji of every shape', () => {
    for (const sample of ['hi 😀', '👍🏽', '👨‍👩‍👧', '🇨🇳', '❤️', '1️⃣', '⭐', '✅', '🀄', '🏴‍☠️']) {
      expect(hasEmoji(sample), sample).toBe(true);
    }
  });

  it('leaves plain text, CJK and text-style symbols alone', () => {
    for (const sample of ['Banner 320x50', '开屏广告位', 'Acme© Games™', 'a-b_c.d', '100%', '#1', '']) {
      expect(hasEmoji(sample), sample).toBe(false);
    }
  });

  it('strips whole emoji sequences, nothing else', () => {
    expect(stripEmoji('Ga😀me👨‍👩‍👧s 🇨🇳')).toBe('Games ');
    expect(stripEmoji('good 👍🏽 job')).toBe('good  job');
    expect(stripEmoji('no emoji')).toBe('no emoji');
  });

  it('reject mode keeps the previous value and warns', () => {
    expect(filterTextChange('abc', 'abc😀', 'reject')).toEqual({ value: 'abc', warned: true });
    expect(filterTextChange('abc', 'abcd', 'reject')).toEqual({ value: 'abcd', warned: false });
  });

  it('strip mode keeps the new value without emoji and warns', () => {
    expect(filterTextChange('', 'ab😀cd', 'strip')).toEqual({ value: 'abcd', warned: true });
    expect(filterTextChange('', 'abcd', 'strip')).toEqual({ value: 'abcd', warned: false });
  });

  it('trims surrounding spaces of a search, and refuses or strips emoji', () => {
    expect(cleanSearchText('  banner  ', 'reject')).toEqual({ value: 'banner', warned: false, rejected: false });
    expect(cleanSearchText(' ban😀ner ', 'reject')).toMatchObject({ warned: true, rejected: true });
    expect(cleanSearchText(' ban😀ner ', 'strip')).toEqual({ value: 'banner', warned: true, rejected: false });
    expect(cleanSearchText(' 😀 ', 'strip')).toEqual({ value: '', warned: true, rejected: false });
  });
});
