import { describe, expect, it } from 'vitest';
import {
  allowedRatios,
  FileKind,
  fileUploadFields,
  kindOfExtension,
  matchRatio,
  Ratios,
  ratioText,
  ratioValue,
  ScreenType,
  screenTypeOf,
} from './files.js';

describe('matchRatio', () => {
  it('names the ratio of common ad sizes', () => {
    expect(matchRatio(1600, 900, Ratios.general)).toBe('16:9');
    expect(matchRatio(1000, 1000, Ratios.general)).toBe('1:1');
    expect(matchRatio(1200, 628, Ratios.general)).toBe('1.91:1');
    expect(matchRatio(720, 1280, Ratios.video)).toBe('9:16');
    expect(matchRatio(640, 1344, Ratios.general)).toBe('1:2.1');
    expect(matchRatio(1280, 200, Ratios.general)).toBe('6.4:1');
  });

  it('accepts a ratio within 0.01 and refuses one just outside', () => {
    // 16:9 is 1.7778; 1.787 is 0.0092 away, 1.79 is 0.0122 away
    expect(matchRatio(1787, 1000, ['16:9'])).toBe('16:9');
    expect(matchRatio(1790, 1000, ['16:9'])).toBeNull();
    expect(matchRatio(1000, 991, ['1:1'])).toBe('1:1');
    expect(matchRatio(1000, 989, ['1:1'])).toBeNull();
    expect(matchRatio(1000, 700, Ratios.general)).toBeNull();
  });

  it('picks the nearest of two close ratios', () => {
    // 1:1 (1.0) and 1:1.02 (0.9804) are both within reach of 0.99
    expect(matchRatio(1000, 1020, Ratios.general)).toBe('1:1.02');
    expect(matchRatio(1000, 1003, Ratios.general)).toBe('1:1');
  });

  it('answers null for sizes that are not positive', () => {
    expect(matchRatio(0, 100, Ratios.general)).toBeNull();
    expect(matchRatio(100, Number.NaN, Ratios.general)).toBeNull();
  });
});

describe('ratio lists', () => {
  it('reads every listed ratio text as a number', () => {
    for (const list of Object.values(Ratios)) for (const r of list) expect(ratioValue(r)).toBeGreaterThan(0);
    expect(ratioValue('16/9')).toBeNaN();
  });

  it('adds 1:2.1 to image lists except the review account, and checks videos against the video list', () => {
    expect(allowedRatios(FileKind.IMAGE, 'sku')).toContain('1:2.1');
    expect(allowedRatios(FileKind.IMAGE, 'general')).toHaveLength(Ratios.general.length);
    expect(allowedRatios(FileKind.IMAGE, 'review')).toEqual(['1:1', '16:9']);
    expect(allowedRatios(FileKind.VIDEO, 'sku')).toEqual([...Ratios.video]);
    expect(allowedRatios(FileKind.IMAGE, 'video')).toContain('4:3');
  });

  it('writes a found ratio the way the lists do', () => {
    expect(ratioText(1000, 700)).toBe('1.43:1');
    expect(ratioText(700, 1036)).toBe('1:1.48');
    expect(ratioText(500, 500)).toBe('1:1');
  });
});

describe('files helpers', () => {
  it('tells the orientation', () => {
    expect(screenTypeOf(1600, 900)).toBe(ScreenType.LANDSCAPE);
    expect(screenTypeOf(900, 1600)).toBe(ScreenType.PORTRAIT);
    expect(screenTypeOf(10, 10)).toBe(ScreenType.SQUARE);
  });

  it('maps extensions to kinds, case-insensitively', () => {
    expect(kindOfExtension('JPEG')).toBe(FileKind.IMAGE);
    expect(kindOfExtension('mp4')).toBe(FileKind.VIDEO);
    expect(kindOfExtension('webp')).toBeNull();
  });

  it('reads the multipart text fields', () => {
    expect(fileUploadFields.parse({})).toEqual({ ratio_set: 'general' });
    expect(fileUploadFields.parse({ type: '2', ratio_set: 'video' })).toEqual({ type: 2, ratio_set: 'video' });
    expect(fileUploadFields.safeParse({ type: '3' }).success).toBe(false);
    expect(fileUploadFields.safeParse({ ratio_set: 'wide' }).success).toBe(false);
  });
});
