import type { FileUploadAnswer } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { addRequestOf, type DraftItem, distinctTags, draftProblem, type SaveDraft, tagsOf } from './saveRequest';

const answer: FileUploadAnswer = {
  url: '/files/ab.jpg',
  file_id: 9,
  fileInfo: '{"size":1000,"ext":"jpg","file_md5":"0123456789abcdef0123456789abcdef"}',
  meta: {
    type: 1,
    format: 'jpg',
    width: 1280,
    height: 720,
    scale: '16:9',
    screen_type: 1,
    duration: null,
    element: null,
    thumb_url: '/files/ab.t.webp',
    md5: '0123456789abcdef0123456789abcdef',
    size: 1000,
    name: 'banner',
  },
};
const item = (over: Partial<DraftItem> = {}): DraftItem => ({ key: 'k1', name: 'banner', tagIds: [], answer, ...over });
const draft = (over: Partial<SaveDraft> = {}): SaveDraft => ({
  items: [item()],
  commonTags: [],
  relationType: 2,
  accountIds: [1],
  audit: 1,
  ...over,
});

describe('the save rules of the batch-tag step', () => {
  it('passes a named item linked to one account', () => {
    expect(draftProblem(draft())).toBeNull();
    expect(draftProblem(draft({ relationType: 1, accountIds: [] }))).toBeNull();
  });

  it("needs the relation type, and accounts with type 2 ('save failed, need to specify linked account')", () => {
    expect(draftProblem(draft({ relationType: undefined }))).toEqual({ key: 'upload.tag.needAccount' });
    expect(draftProblem(draft({ accountIds: [] }))).toEqual({ key: 'upload.tag.needAccount' });
  });

  it('needs a name per item and at most 10 tags per material, common and own together', () => {
    expect(draftProblem(draft({ items: [item({ name: '  ' })] }))).toEqual({
      key: 'upload.tag.nameRequired',
      itemKey: 'k1',
    });
    const six = [1, 2, 3, 4, 5, 6];
    expect(draftProblem(draft({ commonTags: six, items: [item({ tagIds: [6, 7, 8, 9, 10] })] }))).toBeNull();
    expect(draftProblem(draft({ commonTags: six, items: [item({ tagIds: [7, 8, 9, 10, 11] })] }))).toEqual({
      key: 'tags.limit.single',
      params: { max: 10 },
      itemKey: 'k1',
    });
    expect(tagsOf(item({ tagIds: [2, 3] }), [1, 2])).toEqual([1, 2, 3]);
  });

  it('allows 20 distinct tags across the items of one upload, each item at most 10, and refuses a 21st', () => {
    const range = (from: number) => Array.from({ length: 10 }, (_, i) => from + i);
    const twenty = [item({ key: 'a', tagIds: range(1) }), item({ key: 'b', tagIds: range(11) })];
    expect(distinctTags({ items: twenty, commonTags: [] })).toBe(20);
    expect(draftProblem(draft({ items: twenty }))).toBeNull();
    const more = [...twenty, item({ key: 'c', tagIds: [21] })];
    expect(draftProblem(draft({ items: more }))).toEqual({ key: 'tags.limit.picker', params: { max: 20 } });
    // a common tag counts once, however many items get it
    expect(distinctTags({ items: twenty, commonTags: [1] })).toBe(20);
  });

  it('with review (audit 2): a country, and a tag on every item', () => {
    expect(draftProblem(draft({ audit: 2 }))).toEqual({ key: 'upload.review.countryRequired' });
    const untagged = draft({ audit: 2, country: 'ID', items: [item({ tagIds: [3] }), item({ key: 'k2' })] });
    expect(draftProblem(untagged)).toEqual({ key: 'upload.tag.needTag', itemKey: 'k2' });
    expect(draftProblem({ ...untagged, commonTags: [5] })).toBeNull();
  });
});

describe('the add request', () => {
  it('sends one upload record per item, the common tags and the account relation', () => {
    const body = addRequestOf(draft({ commonTags: [4], items: [item({ name: ' Summer ', tagIds: [8] })] }));
    expect(body).toEqual({
      materials: [
        {
          name: 'Summer',
          remark: '',
          download_url: '/files/ab.jpg',
          size: 1000,
          screen_type: 1,
          scale: '16:9',
          format: 'jpg',
          width: 1280,
          height: 720,
          file_id: 9,
          type: 1,
          element: null,
          md5: '0123456789abcdef0123456789abcdef',
          tag_ids: [8],
        },
      ],
      tag_ids: [4],
      account_relation_type: 2,
      account_ids: [1],
      audit: 1,
    });
  });

  it('drops the accounts for "all accounts" and adds the country only with review', () => {
    expect(addRequestOf(draft({ relationType: 1, accountIds: [1] })).account_ids).toEqual([]);
    expect(addRequestOf(draft({ audit: 2, country: 'VN' }))).toMatchObject({ audit: 2, country: 'VN' });
    expect(addRequestOf(draft())).not.toHaveProperty('country');
  });
});
