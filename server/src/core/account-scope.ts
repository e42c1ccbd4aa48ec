import { Code } from '@adconsole/contract';
import { AppError } from './app-error.js';
import type { AuthContext } from './auth-context.js';

// The account scope, the one rule of which accounts a caller may see: an administrator every account, anyone else
// the accounts linked to it. Rows shared with accounts add "for all accounts" (accounts module, account-scope.ts);
// a list puts the same rule in SQL with db/account-visibility.ts.

/** The accounts whose rows the caller may see and change; null means every account (administrators). */
export function accountScope(auth: AuthContext): readonly number[] | null {
  return auth.isAdmin ? null : auth.accountIds;
}

/** Whether the caller may see the rows of an account. */
export function seesAccount(auth: AuthContext, accountId: number): boolean {
  return auth.isAdmin || auth.accountIds.includes(accountId);
}

/** The accounts among `accountIds` outside the caller's scope (none for an administrator). */
export function accountsOutside(auth: AuthContext, accountIds: readonly number[]): number[] {
  return accountIds.filter((id) => !seesAccount(auth, id));
}

/** Refuses accounts outside the caller's scope: 403 naming them. */
export function assertAccountsInScope(auth: AuthContext, accountIds: readonly number[]): void {
  const outside = accountsOutside(auth, accountIds);
  if (outside.length) {
    throw new AppError(Code.FORBIDDEN, `no operation permission: account ${outside.join(', ')} is not linked to you`, {
      ids: outside,
    });
  }
}
