import { Code } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import { type AuthContext, accountScope } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import * as repo from './directory.repo.js';

/** The accounts the caller may use. */
export async function accountOptions(db: DB, auth: AuthContext) {
  const rows = await repo.listAccounts(db, accountScope(auth));
  return rows.map((a) => ({ ...a, is_review_material: a.is_review_material === 1 }));
}

/** Account details, paged, in the caller's scope. */
export async function accountPage(
  db: DB,
  auth: AuthContext,
  query: { page_no: number; page_size: number; account_name?: string },
) {
  const { total, list } = await repo.pageAccounts(db, accountScope(auth), query, query);
  return { total, list: list.map((a) => ({ ...a, is_review_material: a.is_review_material === 1 })) };
}

/** Creates an advertiser account; a taken name answers NAME_TAKEN with the name. */
export async function createAccount(db: DB, input: { account_name: string; company_id?: number }) {
  if (input.company_id !== undefined && !(await repo.findCompany(db, input.company_id))) {
    throw new AppError(Code.NOT_EXISTS, `company ${input.company_id} does not exist`, { ids: [input.company_id] });
  }
  try {
    return await repo.insertAccount(db, {
      account_name: input.account_name,
      company_id: input.company_id ?? null,
      create_time: Date.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Code.NAME_TAKEN, `account name "${input.account_name}" is taken`, {
        names: [input.account_name],
      });
    }
    throw error;
  }
}

/** Refuses an account outside the caller's scope. */
export function assertAccountInScope(auth: AuthContext, accountId: number): void {
  const scope = accountScope(auth);
  if (scope && !scope.includes(accountId)) {
    throw new AppError(Code.FORBIDDEN, `no operation permission: account ${accountId} is not linked to you`);
  }
}

/** Users linked to one account (or, with none given, to any account the caller may see). */
export async function users(db: DB, auth: AuthContext, accountId?: number) {
  if (accountId !== undefined) assertAccountInScope(auth, accountId);
  const rows = await repo.listUsers(db, accountId !== undefined ? [accountId] : accountScope(auth));
  return rows.map((u) => ({
    id: u.id,
    user_id: u.id,
    shareid: u.login_name,
    role_id: u.role_id,
    account_ids: u.account_ids,
  }));
}

export async function roles(db: DB) {
  return (await repo.listRoles(db)).map((r) => ({ ...r, is_admin: r.is_admin === 1 }));
}

export function companies(db: DB, auth: AuthContext) {
  return repo.listCompanies(db, accountScope(auth));
}
