import { Code } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import { type AuthContext, accountScope } from '../../core/auth-context.js';

/**
 * The account scope of the directory: a non-administrator manages only what touches its own accounts (the users
 * linked to one of them, the accounts themselves, the companies owning one), and never an administrator.
 */

/** Refuses accounts outside the caller's scope with 403 naming them. */
export function assertAccountsInScope(auth: AuthContext, accountIds: number[]): void {
  const scope = accountScope(auth);
  const outside = scope ? accountIds.filter((id) => !scope.includes(id)) : [];
  if (outside.length) {
    throw new AppError(Code.FORBIDDEN, `no operation permission: account ${outside.join(', ')} is not linked to you`, {
      ids: outside,
    });
  }
}

/** Only an administrator gives an administrator role or changes an administrator (403 otherwise). */
export function assertMayTouchAdmin(auth: AuthContext, what: string): void {
  if (!auth.isAdmin) throw new AppError(Code.FORBIDDEN, `no operation permission: only administrators ${what}`);
}

/** 10201 naming the missing ids of a kind. */
export function notExists(kind: string, ids: number[]): AppError {
  return new AppError(Code.NOT_EXISTS, `${kind} ${ids.join(', ')} does not exist`, { ids });
}
