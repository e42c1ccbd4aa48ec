import { Code } from '@adconsole/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enAudiences from '../../locales/en-US/audiences';
import enErrors from '../../locales/en-US/errors';
import zhAudiences from '../../locales/zh-CN/audiences';
import zhErrors from '../../locales/zh-CN/errors';
import { audienceRefusal } from './refusals';

const AUDIENCE_CODES = [
  Code.AUDIENCE_BOUND,
  Code.AUDIENCE_NAME_TAKEN,
  Code.AUDIENCE_DELETED,
  Code.AUDIENCE_BUSY,
  Code.AUDIENCE_FILE_TOO_BIG,
  Code.AUDIENCE_FILE_UNSUPPORTED,
  Code.AUDIENCE_FILE_UNREADABLE,
];

beforeAll(async () => {
  await i18next.init({
    lng: 'en-US',
    resources: {
      'en-US': { translation: { ...enErrors, ...enAudiences } },
      'zh-CN': { translation: { ...zhErrors, ...zhAudiences } },
    },
  });
});

describe('audience refusals', () => {
  it.each(['en-US', 'zh-CN'])('%s: every audience code has its own text', async (lng) => {
    await i18next.changeLanguage(lng);
    for (const code of AUDIENCE_CODES) {
      expect(i18next.exists(`errors.${code}`), String(code)).toBe(true);
      expect(audienceRefusal(code, null, 'server words')).not.toContain('server words');
    }
  });

  it('joins the account names of 10021', async () => {
    await i18next.changeLanguage('en-US');
    const text = audienceRefusal(Code.AUDIENCE_BOUND, {
      cluster_id: 1,
      account_ids: [1, 2],
      account_names: ['A', 'B'],
    });
    expect(text).toContain(enErrors['errors.10021']);
    expect(text).toContain('A, B');
  });

  it('counts the accounts of 10021 the caller may not see, in both languages', async () => {
    const data = { cluster_id: 1, account_ids: [1], account_names: ['A'], other_accounts: 2 };
    await i18next.changeLanguage('en-US');
    expect(audienceRefusal(Code.AUDIENCE_BOUND, data)).toContain('and 2 accounts you cannot see');
    await i18next.changeLanguage('zh-CN');
    expect(audienceRefusal(Code.AUDIENCE_BOUND, { ...data, other_accounts: 1 })).toContain('另有 1 个您无权查看的账户');
    await i18next.changeLanguage('en-US');
    expect(audienceRefusal(Code.AUDIENCE_BOUND, { ...data, other_accounts: 0 })).not.toContain('cannot see');
  });

  it('names the package whose name is taken, not a file', async () => {
    await i18next.changeLanguage('en-US');
    const text = audienceRefusal(Code.AUDIENCE_NAME_TAKEN, { name: 'Spring buyers' });
    expect(text).toBe(`${enAudiences['errors.10022']} Name: Spring buyers`);
  });

  it('names the file, the limit and the path', async () => {
    await i18next.changeLanguage('zh-CN');
    const big = audienceRefusal(Code.AUDIENCE_FILE_TOO_BIG, { name: 'ids.txt', max: 314572800 });
    expect(big).toContain(zhAudiences['errors.10025']);
    expect(big).toContain('ids.txt');
    expect(big).toContain('300 MB');
    expect(audienceRefusal(Code.AUDIENCE_FILE_UNREADABLE, { path: 'a/b.txt' })).toContain('路径：a/b.txt');
  });
});
