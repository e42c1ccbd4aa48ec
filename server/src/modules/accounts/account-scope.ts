import { AccountRelationType, Code, MaterialSource } from '@adconsole/contract';
import { accountScope, assertAccountsInScope, seesAccount } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import type { DB } from '../../db/database.js';
import * as repo from './account-scope.repo.js';

/**
 * The account scope of rows shared with accounts (materials today; audiences, apps and campaigns next): a row is
 * for all accounts (relation type 1) or for the accounts linked to it (2), and rows from a partner platform
 * (source 2) keep the links the partner gave them.
 */
export interface Linked {
  id: number;
  relationType: number;
  accountIds: number[];
}

/** Whether a non-administrator's accounts cover every active account (then "all accounts" is within its power). */
export async function coversAllAccounts(db: DB, auth: AuthContext): Promise<boolean> {
  const scope = accountScope(auth);
  return scope === null || (await repo.countAccountsOutside(db, scope)) === 0;
}

/** Whether the caller may see a row: administrators all; others all-accounts rows and those linked to theirs. */
export function canSeeLinked(auth: AuthContext, row: Linked): boolean {
  return row.relationType === AccountRelationType.ALL || row.accountIds.some((a) => seesAccount(auth, a));
}

/**
 * A non-administrator changes only what belongs to its accounts: a row linked to accounts that are all its own,
 * or an all-accounts row when its accounts are every account. Otherwise 403 naming the rows (`noun`: what they are).
 */
export async function assertScopeChangeable(db: DB, auth: AuthContext, rows: Linked[], noun: string): Promise<void> {
  const scope = accountScope(auth);
  if (!scope) return;
  const all = rows.some((r) => r.relationType === AccountRelationType.ALL) ? await coversAllAccounts(db, auth) : true;
  const refused = rows.filter((r) =>
    r.relationType === AccountRelationType.ALL ? !all : r.accountIds.some((a) => !scope.includes(a)),
  );
  if (refused.length) {
    const ids = refused.map((r) => r.id);
    throw new AppError(
      Code.FORBIDDEN,
      `no operation permission: ${noun} ${ids.join(', ')} is shared with accounts not linked to you`,
      { ids },
    );
  }
}

/**
 * Checks the accounts a row is to be linked to: each must be in the caller's scope (else 403 naming it) and exist
 * (else 10201); "all accounts" needs a scope that covers every account. Answers the accounts found. The scope is
 * asked first, so an account of another tenant and one that was never there get the same 403.
 */
export async function checkLinkTarget(db: DB, auth: AuthContext, relationType: number, accountIds: number[]) {
  if (relationType === AccountRelationType.ALL) {
    if (accountIds.length) throw fieldError('account_ids', 'empty', 'account_ids must be empty with relation type 1');
    if (!(await coversAllAccounts(db, auth))) {
      throw new AppError(Code.FORBIDDEN, 'no operation permission: only a user of every account may link to all');
    }
    return [];
  }
  if (!accountIds.length) {
    throw fieldError('account_ids', 'min_one', 'at least one account must be linked when accounts are specified');
  }
  const unique = [...new Set(accountIds)];
  assertAccountsInScope(auth, unique);
  const found = await repo.findAccounts(db, unique);
  const missing = unique.filter((id) => !found.some((a) => a.id === id));
  if (missing.length) {
    throw new AppError(Code.NOT_EXISTS, `account ${missing.join(', ')} does not exist`, { ids: missing });
  }
  return found;
}

/** Whether a row's account links may change: a partner platform's rows keep the links the partner gave them. */
export function linksEditable(source: number): boolean {
  return source !== MaterialSource.PARTNER;
}

/** Refuses a change of a partner platform row's account links (`noun`: what the rows are, plural). */
export function assertLinksEditable(source: number, noun: string, field = 'account_ids'): void {
  if (!linksEditable(source)) {
    throw fieldError(field, 'read_only', `account links of partner-platform ${noun} cannot be changed`);
  }
}
