import { AuditAction, AuditEntity, Code } from '@adconsole/contract';
import { accountScope } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { Actor } from '../../audit/index.js';
import { audit } from '../../audit/index.js';
import * as repo from './auth-admin.repo.js';
import * as accounts from './directory.repo.js';

/** Account details, paged, in the caller's scope. */
export async function accountPage(
  db: DB,
  auth: AuthContext,
  query: accounts.AccountFilter & { page_no: number; page_size: number },
) {
  const { total, list } = await accounts.pageAccounts(db, accountScope(auth), query, query);
  return {
    total,
    list: list.map((a) => ({ ...a, is_review_material: a.is_review_material === 1, user_count: Number(a.user_count) })),
  };
}

/** Creates an advertiser account; a taken name answers NAME_TAKEN with the name. */
export async function createAccount(db: DB, actor: Actor, input: { account_name: string; company_id?: number }) {
  if (input.company_id !== undefined && !(await accounts.findCompany(db, input.company_id))) {
    throw new AppError(Code.NOT_EXISTS, `company ${input.company_id} does not exist`, { ids: [input.company_id] });
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const row = { account_name: input.account_name, company_id: input.company_id ?? null, create_time: Date.now() };
      const created = await accounts.insertAccount(trx, row);
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: AuditEntity.ACCOUNT,
        id: created.id,
        name: row.account_name,
        after: { account_name: row.account_name, company_id: row.company_id },
      });
      return created;
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

export async function roles(db: DB) {
  return (await repo.listRoles(db)).map((r) => ({ ...r, is_admin: r.is_admin === 1 }));
}

export function companies(db: DB, auth: AuthContext) {
  return accounts.listCompanies(db, accountScope(auth));
}

/** Every user's id by login name (the demo seed names its creators by login). */
export const userIdsByLogin = (db: DB): Promise<Map<string, number>> => repo.userIdsByLogin(db);
