import { describe, expect, it } from 'vitest';
import { audienceCreateRequest, audienceEditRequest, audienceListQuery } from './audiences.js';

const upload = {
  data_type: 3,
  encryption: 0,
  cluster_name: '  Buyers  ',
  source: 1,
  path: 'audience-uploads/ab/cd.txt',
  visibility_scope: 1,
};
const rules = { time_range: 7, country: 'sg', industry_category: 2, events: ['click'] };
const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('audienceCreateRequest', () => {
  it('trims the name and fills the defaults', () => {
    expect(audienceCreateRequest.parse(upload)).toMatchObject({
      cluster_name: 'Buyers',
      linked_account: [],
      description: '',
    });
  });

  it('refuses data type 1, a name over 50 and an unknown encryption, then a missing path', () => {
    const result = audienceCreateRequest.safeParse({
      ...upload,
      data_type: 1,
      cluster_name: 'x'.repeat(51),
      encryption: 4,
    });
    expect(fields(result).sort()).toEqual(['cluster_name', 'data_type', 'encryption']);
    expect(fields(audienceCreateRequest.safeParse({ ...upload, path: ' ' }))).toEqual(['path']);
  });

  it('needs an account for the specified scope, and upload_source equal to source when sent', () => {
    expect(fields(audienceCreateRequest.safeParse({ ...upload, visibility_scope: 2 }))).toEqual(['linked_account']);
    expect(fields(audienceCreateRequest.safeParse({ ...upload, upload_source: 2 }))).toEqual(['upload_source']);
    expect(audienceCreateRequest.safeParse({ ...upload, visibility_scope: 2, linked_account: [4] }).success).toBe(true);
  });

  it('holds a storage path to Chinese characters, letters, digits and . : _ / -', () => {
    expect(audienceCreateRequest.safeParse({ ...upload, source: 2, path: 's3://bucket/人群/a_1.txt' }).success).toBe(
      true,
    );
    expect(fields(audienceCreateRequest.safeParse({ ...upload, source: 2, path: 'a b.txt' }))).toEqual(['path']);
  });

  it('takes rules for source 3 only, 3 or 7 days, at least one event, plain GAIDs', () => {
    const rule = { ...upload, source: 3, path: undefined, user_cluster_rule: rules };
    expect(audienceCreateRequest.parse(rule).user_cluster_rule?.country).toBe('SG');
    for (const time_range of [14, 30]) {
      expect(fields(audienceCreateRequest.safeParse({ ...rule, user_cluster_rule: { ...rules, time_range } }))).toEqual(
        ['user_cluster_rule.time_range'],
      );
    }
    expect(fields(audienceCreateRequest.safeParse({ ...rule, user_cluster_rule: { ...rules, events: [] } }))).toEqual([
      'user_cluster_rule.events',
    ]);
    expect(fields(audienceCreateRequest.safeParse({ ...rule, encryption: 1 }))).toEqual(['encryption']);
    expect(fields(audienceCreateRequest.safeParse({ ...rule, user_cluster_rule: undefined }))).toEqual([
      'user_cluster_rule',
    ]);
    expect(fields(audienceCreateRequest.safeParse({ ...upload, user_cluster_rule: rules }))).toEqual([
      'user_cluster_rule',
    ]);
  });
});

describe('audienceEditRequest', () => {
  it('needs a changed field, and an account when the scope becomes specified with a list', () => {
    expect(fields(audienceEditRequest.safeParse({ cluster_id: 1 }))).toEqual(['cluster_id']);
    expect(audienceEditRequest.safeParse({ cluster_id: 1, description: '' }).success).toBe(true);
    expect(fields(audienceEditRequest.safeParse({ cluster_id: 1, visibility_scope: 2, linked_account: [] }))).toEqual([
      'linked_account',
    ]);
  });
});

describe('audienceListQuery', () => {
  it('pages by 10, reads one value or a list, and treats empty filters as none', () => {
    expect(audienceListQuery.parse({ status: 1, upload_source: [1, 3], cluster_name: '', cluster_id: '' })).toEqual({
      page_no: 1,
      page_size: 10,
      status: [1],
      upload_source: [1, 3],
    });
    expect(audienceListQuery.safeParse({ status: [6] }).success).toBe(false);
    expect(audienceListQuery.parse({ status: [-1] }).status).toEqual([-1]);
    expect(audienceListQuery.parse({ account_id: '4' }).account_id).toBe(4);
    expect(audienceListQuery.parse({ account_id: '' }).account_id).toBeUndefined();
    expect(audienceListQuery.safeParse({ account_id: 0 }).success).toBe(false);
  });
});
