import { Code } from '@adconsole/contract';
import { accountScope, seesAccount } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import { companyAccountIds } from '../companies/companies.repo.js';
import { findUsers } from '../users/users.repo.js';

/**
 * The account scope of the directory: a non-administrator manages only what touches its own accounts (the users
 * linked to one of them, the accounts themselves, the companies owning one), and never an administrator.
 */

/** Only an administrator gives an administrator role or changes an administrator (403 otherwise). */
export function assertMayTouchAdmin(auth: AuthContext, what: string): void {
  if (!auth.isAdmin) throw new AppError(Code.FORBIDDEN, `no operation permission: only administrators ${what}`);
}

/** 10201 naming the missing ids of a kind. */
export function notExists(kind: string, ids: number[]): AppError {
  return new AppError(Code.NOT_EXISTS, `${kind} ${ids.join(', ')} does not exist`, { ids });
}

/**
 * Refuses users the caller may not see as if they were not there (10201 naming them): a non-administrator sees
 * the users linked to one of its accounts. Another tenant's user must not be linked, unlinked or made an owner by
 * id, nor its existence confirmed.
 */
export async function assertUsersVisible(db: DB, auth: AuthContext, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  const found = (await findUsers(db, { ids: userIds, scope: accountScope(auth) })).map((u) => u.id);
  const missing = userIds.filter((id) => !found.includes(id));
  if (missing.length) throw notExists('user', missing);
}

/**
 * Whether a non-administrator may see a company: one owning one of its accounts (as the company list shows). Another
 * company answers as a missing one (10201), not 403, so the answer does not confirm it exists.
 */
export async function companyVisible(db: DB, auth: AuthContext, companyId: number): Promise<boolean> {
  return auth.isAdmin || (await companyAccountIds(db, companyId)).some((id) => seesAccount(auth, id));
}
