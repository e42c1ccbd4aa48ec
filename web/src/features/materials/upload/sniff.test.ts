import { describe, expect, it } from 'vitest';
import { baseNameOf, extensionMatches, extensionOf, readHead, SNIFF_BYTES, sniffType } from './sniff';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const ftyp = (brand: string) => bytes(0, 0, 0, 0x20, 'ftyp', brand, 0, 0, 2, 0);

describe('sniffType: the real type from the first bytes', () => {
  it('reads the JPEG, PNG, GIF and MP4 magic numbers', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(sniffType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('png');
    expect(sniffType(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(sniffType(bytes('GIF87a', 1, 0))).toBe('gif');
    for (const brand of ['isom', 'mp41', 'mp42', 'avc1', 'iso5']) expect(sniffType(ftyp(brand)), brand).toBe('mp4');
  });

  it('names nothing for other files, truncated heads and look-alikes', () => {
    expect(sniffType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBeNull();
    expect(sniffType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffType(bytes('GIF90a'))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
    // QuickTime, HEIF stills and 3GPP start with ftyp too, but are not MP4 video
    for (const brand of ['qt  ', 'heic', 'mif1', 'avif', '3gp4', 'M4A '])
      expect(sniffType(ftyp(brand)), brand).toBeNull();
  });

  it('compares the real type with the extension (jpg and jpeg are both JPEG)', () => {
    expect(extensionMatches('jpg', 'jpeg')).toBe(true);
    expect(extensionMatches('JPEG', 'jpeg')).toBe(true);
    expect(extensionMatches('png', 'png')).toBe(true);
    expect(extensionMatches('mp4', 'mp4')).toBe(true);
    expect(extensionMatches('jpg', 'png')).toBe(false);
    expect(extensionMatches('gif', null)).toBe(false);
    expect(extensionMatches('webp', 'png')).toBe(false);
  });

  it('splits file names into extension and base name', () => {
    expect(extensionOf('Banner.Final.JPG')).toBe('jpg');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
    expect(baseNameOf('Banner.Final.JPG')).toBe('Banner.Final');
    expect(baseNameOf('noext')).toBe('noext');
  });

  it('reads just the head of a file', async () => {
    const head = await readHead(new Blob([new Uint8Array(100).fill(7)]));
    expect(head.length).toBe(SNIFF_BYTES);
  });
});
