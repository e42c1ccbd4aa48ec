import { describe, expect, it } from 'vitest';
import { MASK_MIN_LENGTH, maskSample, SAMPLE_TEXT_LIMIT } from './import-report.js';

describe('maskSample', () => {
  it('keeps the first 4 and last 2 characters of a line long enough, a star for each between', () => {
    expect(maskSample('secret-password-1234')).toBe('secr**************34');
    expect(maskSample('abcdefghijkl')).toBe('abcd******kl');
  });

  it('masks a short line whole: keeping 6 characters would show most of it', () => {
    expect(maskSample('a'.repeat(MASK_MIN_LENGTH - 1))).toBe('*'.repeat(MASK_MIN_LENGTH - 1));
    expect(maskSample('n/a')).toBe('***');
    expect(maskSample('')).toBe('');
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(maskSample('用户设备标识符号一二三四五')).toBe('用户设备*******四五');
    expect(maskSample('😀😀😀😀abcdefgh😀😀')).toBe('😀😀😀😀********😀😀');
  });

  it('never shows more than 80 characters, keeping the end of a long line', () => {
    const masked = maskSample(`head${'x'.repeat(500)}tail`);
    expect(masked).toHaveLength(SAMPLE_TEXT_LIMIT);
    expect(masked).toBe(`head${'*'.repeat(74)}il`);
  });

  it('shows only the start of a cut line, whose end was never read', () => {
    expect(maskSample('abcdefghijklmnop', true)).toBe(`abcd${'*'.repeat(76)}`);
    expect(maskSample('abc', true)).toBe('***');
  });
});
