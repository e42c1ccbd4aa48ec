import { describe, expect, it } from 'vitest';
import { splitByScope } from './audiences.view.js';

describe('splitByScope', () => {
  const rows = [
    { ad_group_id: 1, account_id: 10 },
    { ad_group_id: 2, account_id: 20 },
    { ad_group_id: 3, account_id: 10 },
  ];

  it('keeps the rows of the scope and counts the others', () => {
    expect(splitByScope(rows, [10])).toEqual({ mine: [rows[0], rows[2]], others: 1 });
    expect(splitByScope(rows, [30])).toEqual({ mine: [], others: 3 });
  });

  it('keeps every row for an administrator (no scope)', () => {
    expect(splitByScope(rows, null)).toEqual({ mine: rows, others: 0 });
  });
});
