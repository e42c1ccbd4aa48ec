import { describe, expect, it } from 'vitest';
import { parseLanguage } from './limits.js';

describe('parseLanguage', () => {
  it('reads the spec values zh and en as well as the console’s zh-CN and en-US', () => {
    expect(parseLanguage('zh')).toBe('zh-CN');
    expect(parseLanguage('en')).toBe('en-US');
    expect(parseLanguage('zh-CN')).toBe('zh-CN');
    expect(parseLanguage('en-US')).toBe('en-US');
  });

  it('ignores case, the separator and surrounding blanks', () => {
    expect(parseLanguage(' EN_us ')).toBe('en-US');
    expect(parseLanguage('zh-cn')).toBe('zh-CN');
  });

  it('answers undefined for anything else', () => {
    for (const value of [null, undefined, '', 'fr', 'e', 'english', 'zhx'])
      expect(parseLanguage(value)).toBeUndefined();
  });
});
