import { AudienceSource } from '@adconsole/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US';
import zhCN from '../../locales/zh-CN';
import { audienceFields, audienceQuery } from './audienceSearch';

/** A `t` over one language's flat keys, as the console's i18next reads them. */
const tOf = async (lng: string, messages: Record<string, string>) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: messages } }, keySeparator: false, nsSeparator: false });
  return i18n.t;
};

describe('audience search: upload source', () => {
  it.each([
    ['en-US', enUS, ['Upload file', 'S3', 'Rule-based']],
    ['zh-CN', zhCN, ['上传文件', 'S3', '规则生成']],
  ] as const)(
    'offers every source the column shows, rule-based too, in its words (%s)',
    async (lng, messages, labels) => {
      const t = await tOf(lng, messages);
      const field = audienceFields(t).find((f) => f.key === 'upload_source');
      expect(field?.options).toEqual([
        { value: AudienceSource.UPLOAD, label: labels[0] },
        { value: AudienceSource.STORAGE, label: labels[1] },
        { value: AudienceSource.RULES, label: labels[2] },
      ]);
    },
  );

  it('sends the chosen rule-based source to the list call', () => {
    const query = audienceQuery({ page: 1, pageSize: 10, filters: { upload_source: [AudienceSource.RULES] } });
    expect(query.upload_source).toEqual([3]);
  });
});
