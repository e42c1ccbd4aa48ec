import { describe, expect, it } from 'vitest';
import enUS from './en-US';
import zhCN from './zh-CN';

/**
 * One way to ask for a missing value, in every form (issue 29 point 2): the message names the field and reads
 * "Enter the role name" / "请输入角色名称", "Choose the platform" / "请选择平台", "Choose at least one account" /
 * "请至少选择一个账户"; sentence case, no "Please", no closing punctuation. The forms build theirs with the kit's
 * requiredRule (kit.required.*) or name a message `…Required`.
 */
const EN = /^(Enter|Choose|Upload|Add) (the|a|an|your|at least one) \S/;
const ZH = /^请(先)?(输入|选择|上传|添加|至少选择|至少添加|再次输入) ?\S/;
const CLOSING = /[.!?。！？]\s*$/;

/**
 * The spec quotes these word for word (session sign-in; the audience form's 'cannot be empty' family; the tag tree's;
 * the upload's review country).
 */
const SPEC_WORDING = new Set([
  'tags.form.pleaseInput',
  'tags.form.selectTopicFirst',
  'session.login.shareidRequired',
  'session.login.passwordRequired',
  'audiences.rule.required',
  'audiences.rule.nameEmpty',
  'audiences.rule.needAccount',
  'upload.review.countryRequired',
]);
/** Messages that say why a value is needed in this case (a condition), not which value is missing. */
const CONDITIONAL = new Set([
  'tags.rule.alias.required',
  'campaignFields.rule.packRequired',
  'adEditor.attributionHint.required',
]);

const requiredKeys = Object.keys(enUS).filter(
  (key) => /(Required|\.required(\.\w+)?)$/.test(key) && !SPEC_WORDING.has(key) && !CONDITIONAL.has(key),
);
const en = enUS as Record<string, string>;
const zh = zhCN as Record<string, string>;

describe('required-field messages', () => {
  it('finds the messages it checks', () => {
    expect(requiredKeys.length).toBeGreaterThan(40);
    expect(requiredKeys).toContain('authAccess.role.form.nameRequired');
    expect(requiredKeys).toContain('kit.required.enter');
  });

  it('read "Enter the …" / "Choose the …" in English, sentence case, without closing punctuation', () => {
    const wrong = requiredKeys.filter((key) => !EN.test(en[key]!) || CLOSING.test(en[key]!));
    expect(wrong.map((key) => `${key}: ${en[key]}`)).toEqual([]);
  });

  it('read 请输入… / 请选择… in Chinese, without closing punctuation', () => {
    const wrong = requiredKeys.filter((key) => !ZH.test(zh[key]!) || CLOSING.test(zh[key]!));
    expect(wrong.map((key) => `${key}: ${zh[key]}`)).toEqual([]);
  });

  it('no other English text asks the old ways ("Please enter", "cannot be empty")', () => {
    const old = /^please (enter|input|select|choose)\b|cannot be empty$/i;
    const wrong = Object.entries(en).filter(([key, text]) => old.test(text) && !SPEC_WORDING.has(key));
    expect(wrong.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('the patterns refuse the ways the forms used to ask', () => {
    for (const text of [
      'Please enter the role name',
      'cannot be empty',
      'Review country is required',
      'please select topic',
    ])
      expect(EN.test(text), text).toBe(false);
    expect('Enter the role name.').toMatch(CLOSING);
    expect(ZH.test('不能为空')).toBe(false);
    expect(ZH.test('请输入角色名称')).toBe(true);
  });
});
