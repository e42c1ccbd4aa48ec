import { accountScope, assertAccountsInScope, seesAccount } from '../../core/account-scope.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import * as repo from './accounts.repo.js';

/** The accounts the caller may use, matching the filter's keyword and cut at its limit. */
export async function accountOptions(db: DB, auth: AuthContext, filter: repo.AccountFilter = {}) {
  const rows = await repo.listAccounts(db, accountScope(auth), filter);
  return rows.map((a) => ({ ...a, is_review_material: a.is_review_material === 1 }));
}

/**
 * Users linked to one account (or, with none given, to any account the caller may see). A co-user's links to
 * accounts outside the caller's scope are another tenant's business: only the accounts in scope are answered.
 */
export async function users(db: DB, auth: AuthContext, accountId?: number) {
  if (accountId !== undefined) assertAccountsInScope(auth, [accountId]);
  const scope = accountScope(auth);
  const rows = await repo.listUsers(db, accountId !== undefined ? [accountId] : scope);
  return rows.map((u) => ({
    id: u.id,
    user_id: u.id,
    shareid: u.login_name,
    role_id: u.role_id,
    account_ids: u.account_ids.filter((a) => seesAccount(auth, a)),
  }));
}
