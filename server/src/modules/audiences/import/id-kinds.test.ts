import { describe, expect, it } from 'vitest';
import { ID_FORMATS, keyText, parseKey } from './id-kinds.js';

describe('id kinds', () => {
  it('parses a GAID to 16 bytes and writes it back in lower case with its dashes', () => {
    const words = new Uint32Array(4);
    const line = Buffer.from('38400000-8CF0-11BD-B23E-10B96E40000D');
    expect(parseKey(ID_FORMATS.gaid, line, 0, words, 0)).toBe(true);
    expect(keyText(ID_FORMATS.gaid, words, 0)).toBe('38400000-8cf0-11bd-b23e-10b96e40000d');
  });

  it('parses SHA1 hex to 5 words', () => {
    const hex = 'da39a3ee5e6b4b0d3255bfef95601890afd80709';
    const words = new Uint32Array(5);
    expect(parseKey(ID_FORMATS.sha1, Buffer.from(hex), 0, words, 0)).toBe(true);
    expect(keyText(ID_FORMATS.sha1, words, 0)).toBe(hex);
  });
});
