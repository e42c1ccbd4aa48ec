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

  it('parses MD5 and SHA256 hex, upper case as lower', () => {
    const md5 = 'D41D8CD98F00B204E9800998ECF8427E';
    const md5Words = new Uint32Array(4);
    expect(parseKey(ID_FORMATS.md5, Buffer.from(`x${md5}`), 1, md5Words, 0)).toBe(true);
    expect(keyText(ID_FORMATS.md5, md5Words, 0)).toBe(md5.toLowerCase());
    const sha256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const words = new Uint32Array(9);
    expect(parseKey(ID_FORMATS.sha256, Buffer.from(sha256), 0, words, 1)).toBe(true);
    expect(keyText(ID_FORMATS.sha256, words, 1)).toBe(sha256);
  });

  it.each([
    ['gaid', '38400000-8cf0-11bd-b23e-10b96e40000d'],
    ['sha1', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
  ] as const)(
    'refuses a %s with any one character wrong: not hex, a byte of a UTF-8 character, a dash moved',
    (kind, id) => {
      const format = ID_FORMATS[kind];
      const words = new Uint32Array(format.words);
      for (let i = 0; i < id.length; i++) {
        for (const wrong of id[i] === '-' ? ['0', 'a'] : ['g', 'G', '-', ' ', '/', ':', '@', '`', '\u00e9']) {
          const line = Buffer.from(id.slice(0, i) + wrong + id.slice(i + 1));
          expect(parseKey(format, line, 0, words, 0), `${wrong} at ${i}`).toBe(false);
        }
      }
    },
  );
});
