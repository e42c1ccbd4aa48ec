import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enUS from '../locales/en-US';
import zhCN from '../locales/zh-CN';
import { fieldWord, requiredRule, textLimit, tooLongProblem } from './fieldRules';

let en: TFunction;
let zh: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
  });
  en = i18n.getFixedT('en-US');
  zh = i18n.getFixedT('zh-CN');
});

describe('textLimit', () => {
  it('gives the input a counter of the limit that counts characters (an emoji or a CJK character is one)', () => {
    const { input } = textLimit(en, 5);
    expect(input.count.show).toBe(true);
    expect(input.count.max).toBe(5);
    expect(input.count.strategy('a😀中')).toBe(3);
    expect(input).not.toHaveProperty('maxLength');
  });

  it('lets text up to the limit through and refuses the overflow with the count, in both languages', async () => {
    await expect(textLimit(en, 5).rule.validator(null, '中文😀ab')).resolves.toBeUndefined();
    await expect(textLimit(en, 5).rule.validator(null, undefined)).resolves.toBeUndefined();
    await expect(textLimit(en, 5).rule.validator(null, 'abcdef')).rejects.toThrow('At most 5 characters (6 now)');
    await expect(textLimit(zh, 5).rule.validator(null, '一二三四五六')).rejects.toThrow('最多 5 个字符（当前 6 个）');
  });

  it('names the problem for rule modules', () => {
    expect(tooLongProblem('abc', 3)).toBeNull();
    expect(tooLongProblem('abcd', 3)).toEqual({ key: 'kit.limit.tooLong', values: { max: 3, count: 4 } });
  });
});

describe('requiredRule', () => {
  it('names the field in the one pattern, in both languages', () => {
    expect(requiredRule(en, 'Role name').message).toBe('Enter the role name');
    expect(requiredRule(zh, '角色名称').message).toBe('请输入角色名称');
    expect(requiredRule(en, 'Platform', 'choose').message).toBe('Choose the platform');
    expect(requiredRule(zh, '平台', 'choose').message).toBe('请选择平台');
    expect(requiredRule(en, 'Account', 'chooseSome').message).toBe('Choose at least one account');
    expect(requiredRule(zh, '账户', 'chooseSome').message).toBe('请至少选择一个账户');
  });

  it('refuses blank text only for typed fields', () => {
    expect(requiredRule(en, 'Name')).toMatchObject({ required: true, whitespace: true });
    // a picked value (a date, a number) must not be checked as a string: no key beside `required` and `message`
    expect(Object.keys(requiredRule(en, 'Platform', 'choose')).sort()).toEqual(['message', 'required']);
    expect(Object.keys(requiredRule(en, 'Account', 'chooseSome')).sort()).toEqual(['message', 'required']);
  });

  it('keeps acronyms as written', () => {
    expect(fieldWord('SHAREid')).toBe('SHAREid');
    expect(fieldWord('H5 URL')).toBe('H5 URL');
    expect(fieldWord('GAID file')).toBe('GAID file');
    expect(fieldWord('Package name')).toBe('package name');
  });
});
