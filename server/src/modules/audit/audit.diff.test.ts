import { describe, expect, it } from 'vitest';
import { diffFields } from './audit.diff.js';

describe('diffFields', () => {
  it('keeps only the fields that changed, with before and after', () => {
    expect(diffFields({ name: 'a', remark: 'r', level: 3 }, { name: 'b', remark: 'r', level: 3 })).toEqual({
      name: { before: 'a', after: 'b' },
    });
  });

  it('answers every set field of a create as new, and of a delete as gone', () => {
    expect(diffFields(null, { name: 'a', alias: null })).toEqual({ name: { before: null, after: 'a' } });
    expect(diffFields({ name: 'a' }, undefined)).toEqual({ name: { before: 'a', after: null } });
  });

  it('compares arrays and objects by value, and treats undefined as null', () => {
    expect(diffFields({ tag_ids: [1, 2], x: undefined }, { tag_ids: [1, 2], x: null })).toEqual({});
    expect(diffFields({ tag_ids: [1, 2] }, { tag_ids: [1, 3] })).toEqual({
      tag_ids: { before: [1, 2], after: [1, 3] },
    });
    expect(diffFields({ status: 1 }, { status: 1 })).toEqual({});
  });
});
