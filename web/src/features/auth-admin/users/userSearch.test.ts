import { describe, expect, it } from 'vitest';
import { userQuery } from './userSearch';

describe('user search', () => {
  it('sends the filters as the search page call names them, and leaves out what is not set', () => {
    const filters = { shareid: 'ali', role: 2, account: 5, company: undefined, status: 0 };
    expect(userQuery({ filters, page: 3, pageSize: 50 })).toEqual({
      page_no: 3,
      page_size: 50,
      shareid: 'ali',
      role_id: 2,
      account_id: 5,
      company_id: undefined,
      status: 0,
    });
    expect(userQuery({ filters: {}, page: 1, pageSize: 20 })).toEqual({ page_no: 1, page_size: 20 });
  });
});
