import { Code } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './request';
import { isMissing, refusedAsError } from './useCall';

describe('a query refused by the server', () => {
  it('answers the data of a success, rejects a business refusal with its code', () => {
    expect(refusedAsError({ code: 200, msg: 'ok', data: { list: [] } })).toEqual({ list: [] });
    let thrown: unknown;
    try {
      refusedAsError({ code: Code.NOT_EXISTS, msg: 'campaign 9 does not exist', data: { id: 9 } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).code).toBe(Code.NOT_EXISTS);
    expect(isMissing(thrown)).toBe(true);
  });

  it('tells a missing record from other failures', () => {
    expect(isMissing(new ApiError('http', 'Not Found', 404))).toBe(true);
    expect(isMissing(new ApiError('api', 'no', 200, 10001))).toBe(false);
    expect(isMissing(new Error('boom'))).toBe(false);
  });
});
