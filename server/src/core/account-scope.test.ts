import { Code } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { accountScope, accountsOutside, assertAccountsInScope, seesAccount } from './account-scope.js';
import type { AuthContext } from './auth-context.js';

const caller = (isAdmin: boolean, accountIds: number[]) => ({ isAdmin, accountIds }) as unknown as AuthContext;

describe('account scope', () => {
  it('gives an administrator every account and anyone else its own', () => {
    expect(accountScope(caller(true, [1]))).toBeNull();
    expect(accountScope(caller(false, [1, 2]))).toEqual([1, 2]);
    expect(seesAccount(caller(true, []), 9)).toBe(true);
    expect(seesAccount(caller(false, [1]), 9)).toBe(false);
    expect(accountsOutside(caller(false, [1]), [1, 2, 3])).toEqual([2, 3]);
    expect(accountsOutside(caller(true, []), [1, 2])).toEqual([]);
  });

  it('refuses accounts outside the scope with 403 naming them', () => {
    expect(() => assertAccountsInScope(caller(false, [1]), [1])).not.toThrow();
    expect(() => assertAccountsInScope(caller(false, [1]), [2, 3])).toThrow(
      expect.objectContaining({ code: Code.FORBIDDEN, data: { ids: [2, 3] } }),
    );
  });
});
