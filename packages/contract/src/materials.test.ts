import { describe, expect, it } from 'vitest';
import { materialAddRequest, materialListQuery, materialReviewRequest, NEED_LINKED_ACCOUNT_MSG } from './materials.js';

describe('materialListQuery', () => {
  it('defaults to status 1, newest first, 10 a page, and reads one value or a list', () => {
    expect(materialListQuery.parse({})).toMatchObject({ status: 1, time_sort: 1, page_no: 1, page_size: 10 });
    const q = materialListQuery.parse({ creator_id: 3, third_examine_status: [1, 4], tag_ids: '5,6', status: '' });
    expect(q).toMatchObject({ creator_id: [3], third_examine_status: [1, 4], tag_ids: [5, 6], status: 1 });
    expect(materialListQuery.parse({ status: -1 }).status).toBe(-1);
    expect(materialListQuery.safeParse({ status: 0 }).success).toBe(false);
  });
});

describe('materialAddRequest', () => {
  it('names the missing account association type with the spec message', () => {
    const r = materialAddRequest.safeParse({ materials: [] });
    const issue = r.error?.issues.find((i) => i.path[0] === 'account_relation_type');
    expect(issue?.message).toBe(NEED_LINKED_ACCOUNT_MSG);
  });

  it('lower-cases the checksum and accepts element as text or object', () => {
    const item = { name: 'a', file_id: 1, type: 1, md5: 'A'.repeat(32), element: { duration: 3 } };
    const r = materialAddRequest.parse({ materials: [item], account_relation_type: 1 });
    expect(r.materials[0]?.md5).toBe('a'.repeat(32));
    expect(r).toMatchObject({ audit: 1, tag_ids: [], account_ids: [] });
  });
});

describe('materialReviewRequest', () => {
  it('needs a reason to fail', () => {
    expect(materialReviewRequest.safeParse({ material_ids: [1], result: 'fail' }).success).toBe(false);
    expect(materialReviewRequest.safeParse({ material_ids: [1], result: 'pass' }).success).toBe(true);
  });
});
