import { describe, expect, it } from 'vitest';
import { againstEncryption, SNIFF_BYTES, sniffFile, sniffIdKinds } from './hashKinds';

const GAID = '38400000-8cf0-11bd-b23e-10b96e40000d';
const MD5 = 'd41d8cd98f00b204e9800998ecf8427e';
const SHA1 = 'da39a3ee5e6b4b0d3255bfef95601890afd80709';
const SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const bytes = (text: string) => new TextEncoder().encode(text);

describe('sniffIdKinds', () => {
  it('counts each kind, tolerating CRLF, blanks, empty lines, upper case and a BOM', () => {
    const text = `\uFEFF${GAID}\r\n  ${GAID.toUpperCase()}  \n\n${MD5}\n${SHA1}\n${SHA256}\nnot an id\n`;
    const sniff = sniffIdKinds(bytes(text), 0, false);
    expect(sniff.counts).toEqual({ gaid: 2, md5: 1, sha1: 1, sha256: 1 });
    expect(sniff.lines).toBe(6);
    expect(sniff.other).toBe(1);
    expect(sniff.looksLike).toBe('gaid');
    expect(sniff.matches).toBe(true);
    expect(sniff.invalidUtf8).toBe(false);
  });

  it('says when the lines look like another kind than the chosen encryption', () => {
    const sniff = sniffIdKinds(bytes(`${SHA256}\n${SHA256}\n${MD5}\n`), 1, false);
    expect(sniff.expected).toBe('md5');
    expect(sniff.looksLike).toBe('sha256');
    expect(sniff.matches).toBe(false);
    expect(sniffIdKinds(bytes(`${SHA1}\n`), 2, false).matches).toBe(true);
    // the user then picks SHA256: the same lines now match
    expect(againstEncryption(sniff, 3)).toMatchObject({ expected: 'sha256', matches: true });
  });

  it('has no kind and no mismatch for a file of no ids', () => {
    const sniff = sniffIdKinds(bytes('hello\nworld'), 3, false);
    expect(sniff.looksLike).toBeNull();
    expect(sniff.matches).toBe(true);
    expect(sniffIdKinds(new Uint8Array(), 0, false).lines).toBe(0);
  });

  it('flags bytes that are not UTF-8', () => {
    const bad = new Uint8Array([...bytes(`${GAID}\n`), 0xff, 0xfe, 0x0a]);
    expect(sniffIdKinds(bad, 0, false).invalidUtf8).toBe(true);
  });

  it('leaves out the cut last line of a partial read, even inside a multi-byte character', () => {
    const full = bytes(`${GAID}\n中文`);
    const cut = full.subarray(0, full.length - 1);
    const sniff = sniffIdKinds(cut, 0, true);
    expect(sniff.invalidUtf8).toBe(false);
    expect(sniff.lines).toBe(1);
  });

  it('reads only the first megabyte of a file', async () => {
    const line = `${MD5}\n`;
    const text = line.repeat(Math.ceil((SNIFF_BYTES * 1.5) / line.length));
    const all = new TextEncoder().encode(text);
    // jsdom's Blob has no arrayBuffer(): a file-like stand-in with the same slice contract
    const file = {
      size: all.length,
      slice: (start: number, end: number) => ({ arrayBuffer: async () => all.slice(start, end).buffer }),
    };
    const sniff = await sniffFile(file, 1);
    expect(sniff.partial).toBe(true);
    expect(sniff.counts.md5).toBe(Math.floor(SNIFF_BYTES / line.length));
  });
});
