import { describe, expect, it } from 'vitest';
import { demoTagText, demoTagTexts } from './demo-tags.js';

const CJK = /[\u4e00-\u9fff]/;

describe('the demo tag tree', () => {
  it('has a Chinese text for every name and remark it seeds', () => {
    const missing = demoTagTexts().filter((text) => !CJK.test(demoTagText(text, 'zh-CN')));
    expect(missing).toEqual([]);
  });

  it('writes a name that means two things by its category, and English as written', () => {
    expect(demoTagText('Portrait', 'zh-CN', 'Photography')).toBe('人像');
    expect(demoTagText('Portrait', 'zh-CN', 'Orientation')).toBe('竖版');
    expect(demoTagText('RPG', 'en-US', 'Games')).toBe('RPG');
    expect(demoTagText('RPG', 'zh-CN', 'Games')).toBe('角色扮演');
  });
});
