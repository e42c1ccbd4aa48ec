import { describe, expect, it } from 'vitest';
import { tagQuery, withTopicRule } from './tagSearch';

describe('tag search', () => {
  it('clears the category when the theme changes, and keeps it otherwise', () => {
    expect(withTopicRule({ topic: 1, category: 5 }, { topic: 2, category: 5 })).toEqual({
      topic: 2,
      category: undefined,
    });
    expect(withTopicRule({ topic: 1, category: 5 }, { topic: 1, category: 6 })).toEqual({ topic: 1, category: 6 });
    expect(withTopicRule({ topic: 1, category: 5 }, { topic: undefined, category: 5 })).toEqual({
      topic: undefined,
      category: undefined,
    });
  });

  it('asks for level-3 tags with the filters and the page', () => {
    expect(tagQuery({ filters: { name: 'rpg', topic: 3 }, page: 2, pageSize: 10 })).toEqual({
      level: 3,
      page_no: 2,
      page_size: 10,
      name: 'rpg',
      topic_id: 3,
      category_id: undefined,
    });
  });
});
