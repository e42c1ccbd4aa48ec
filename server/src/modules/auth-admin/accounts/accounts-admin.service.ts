import { type AccountEditRequest, AuditAction, AuditEntity, Code, DirectoryStatus } from '@adconsole/contract';
import { assertAccountsInScope } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import { fieldError } from '../../../core/field-error.js';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { Actor } from '../../audit/index.js';
import { audit, auditedDelete, auditedUpdate, givenFields } from '../../audit/index.js';
import { assertUsersVisible, companyVisible, notExists } from '../shared/directory-scope.js';
import { findCompany } from '../users/users.repo.js';
import * as repo from './accounts-admin.repo.js';

/**
 * The account a change is about: in the caller's scope (403), then existing (10201). The scope first, so another
 * tenant's account and one that was never there get the same 403.
 */
async function target(db: DB, auth: AuthContext, accountId: number) {
  assertAccountsInScope(auth, [accountId]);
  const account = await repo.findAccount(db, accountId);
  if (!account) throw notExists('account', [accountId]);
  return account;
}

const audited = (a: { account_name: string; company_id: number | null; status: number }) => ({
  account_name: a.account_name,
  company_id: a.company_id,
  status: a.status,
});

/** Renames an account, moves it to another company (or none), enables or disables it. */
export async function edit(db: DB, auth: AuthContext, actor: Actor, input: AccountEditRequest) {
  const account = await target(db, auth, input.id);
  if (input.company_id != null && input.company_id !== account.company_id) {
    const company = await findCompany(db, input.company_id);
    if (!company || !(await companyVisible(db, auth, company.id))) throw notExists('company', [input.company_id]);
    if (company.status !== DirectoryStatus.ENABLED) {
      throw fieldError('company_id', 'disabled', `company ${input.company_id} is disabled`);
    }
  }
  const patch = givenFields({ account_name: input.account_name, company_id: input.company_id, status: input.status });
  try {
    await db.transaction().execute((trx) =>
      auditedUpdate(trx, actor, {
        entity: AuditEntity.ACCOUNT,
        row: account,
        name: account.account_name,
        patch,
        write: (p) => repo.updateAccount(trx, account.id, p),
        view: audited,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Code.NAME_TAKEN, `account name "${input.account_name}" is taken`, {
        names: [input.account_name],
      });
    }
    throw error;
  }
  return { id: account.id };
}

/**
 * Deletes an account unless rows still hold it (ACCOUNT_IN_USE with the count of each kind); its user links go
 * with it.
 */
export async function remove(db: DB, auth: AuthContext, actor: Actor, accountId: number) {
  const account = await target(db, auth, accountId);
  await db.transaction().execute(async (trx) => {
    const holders = { materials: 0, campaigns: 0, apps: 0, platform_accounts: 0, audiences: 0 };
    for (const [kind, count] of Object.entries(repo.ACCOUNT_HOLDERS)) {
      holders[kind as keyof typeof repo.ACCOUNT_HOLDERS] = await count(trx, account.id);
    }
    const held = Object.entries(holders).filter(([, n]) => n > 0);
    if (held.length) {
      throw new AppError(
        Code.ACCOUNT_IN_USE,
        `account ${account.account_name} is still used by ${held.map(([kind, n]) => `${n} ${kind}`).join(', ')}`,
        { id: account.id, ...holders },
      );
    }
    await auditedDelete(trx, actor, AuditEntity.ACCOUNT, repo.deleteAccount, {
      id: account.id,
      name: account.account_name,
      before: audited(account),
    });
  });
  return null;
}

/**
 * Links users to an account (those linked already stay); every user must exist and be one the caller sees (10201
 * naming the others): a non-administrator cannot pull another tenant's user into its accounts.
 */
export async function addUsers(db: DB, auth: AuthContext, actor: Actor, accountId: number, userIds: number[]) {
  const account = await target(db, auth, accountId);
  const unique = [...new Set(userIds)];
  await assertUsersVisible(db, auth, unique);
  await db.transaction().execute(async (trx) => {
    const already = await repo.usersLinkedAmong(trx, account.id, unique);
    const fresh = unique.filter((id) => !already.includes(id));
    await repo.linkUsers(trx, account.id, fresh);
    if (fresh.length) await recordLinks(trx, actor, account, fresh, 'link');
  });
  return { ids: unique };
}

/** Unlinks a user from accounts of the caller's scope: the user's next call no longer sees them. */
export async function removeUser(db: DB, auth: AuthContext, actor: Actor, userId: number, accountIds: number[]) {
  const unique = [...new Set(accountIds)];
  assertAccountsInScope(auth, unique);
  await assertUsersVisible(db, auth, [userId]);
  await db.transaction().execute(async (trx) => {
    const linked = await repo.linkedAmong(trx, userId, unique);
    await repo.unlinkUser(trx, userId, linked);
    for (const accountId of linked) {
      const account = await repo.findAccount(trx, accountId);
      if (account) await recordLinks(trx, actor, account, [userId], 'unlink');
    }
  });
  return null;
}

/** One audit entry per account whose users changed: the user ids linked or unlinked. */
function recordLinks(
  db: DB,
  actor: Actor,
  account: { id: number; account_name: string },
  userIds: number[],
  how: 'link' | 'unlink',
) {
  return audit.record(db, actor, {
    action: AuditAction.UPDATE,
    entity: AuditEntity.ACCOUNT,
    id: account.id,
    name: account.account_name,
    before: how === 'link' ? { users_linked: [] } : { users_unlinked: [] },
    after: how === 'link' ? { users_linked: userIds } : { users_unlinked: userIds },
  });
}
