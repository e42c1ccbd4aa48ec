import { Code } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import { type AuthContext, accountScope } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import * as repo from './accounts.repo.js';

/** The accounts the caller may use. */
export async function accountOptions(db: DB, auth: AuthContext) {
  const rows = await repo.listAccounts(db, accountScope(auth));
  return rows.map((a) => ({ ...a, is_review_material: a.is_review_material === 1 }));
}

/** Refuses an account outside the caller's scope. */
export function assertAccountInScope(auth: AuthContext, accountId: number): void {
  const scope = accountScope(auth);
  if (scope && !scope.includes(accountId)) {
    throw new AppError(Code.FORBIDDEN, `no operation permission: account ${accountId} is not linked to you`);
  }
}

/**
 * Users linked to one account (or, with none given, to any account the caller may see). A co-user's links to
 * accounts outside the caller's scope are another tenant's business: only the accounts in scope are answered.
 */
export async function users(db: DB, auth: AuthContext, accountId?: number) {
  if (accountId !== undefined) assertAccountInScope(auth, accountId);
  const scope = accountScope(auth);
  const rows = await repo.listUsers(db, accountId !== undefined ? [accountId] : scope);
  return rows.map((u) => ({
    id: u.id,
    user_id: u.id,
    shareid: u.login_name,
    role_id: u.role_id,
    account_ids: scope ? u.account_ids.filter((a) => scope.includes(a)) : u.account_ids,
  }));
}
