import {
  AuditAction,
  AuditEntity,
  Code,
  DirectoryStatus,
  type UserCreateRequest,
  type UserEditRequest,
  type UserPageQuery,
} from '@adconsole/contract';
import { accountScope, accountsOutside, assertAccountsInScope, seesAccount } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import { fieldError } from '../../../core/field-error.js';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { Actor } from '../../audit/index.js';
import { audit, auditedDelete, auditedUpdate, givenFields } from '../../audit/index.js';
import { decodePassword, hashPassword } from '../../auth/index.js';
import { assertMayTouchAdmin, companyVisible, notExists } from '../shared/directory-scope.js';
import * as repo from './users.repo.js';
import { adminSafetyRefusal, PASSWORD_MESSAGES, passwordRefusal } from './users.rules.js';

type UserRow = Awaited<ReturnType<typeof repo.findUsers>>[number];

/**
 * The users with their linked accounts in the caller's scope: a user's links to accounts the caller cannot see
 * are another tenant's business, as an edit leaves them alone.
 */
async function withAccounts(db: DB, rows: UserRow[], auth: AuthContext) {
  const links = await repo.accountLinks(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((u) => {
    const accounts = links
      .filter((l) => l.user_id === u.id && seesAccount(auth, l.id))
      .map((l) => ({ id: l.id, account_name: l.account_name }));
    return {
      id: u.id,
      user_id: u.id,
      shareid: u.login_name,
      role_id: u.role_id,
      role_name: u.role_name,
      is_admin: u.is_admin === 1,
      company_id: u.company_id,
      company_name: u.company_name,
      account_ids: accounts.map((a) => a.id),
      accounts,
      status: u.status,
      create_time: u.create_time,
      last_login_time: u.last_login_time,
    };
  });
}

/**
 * The users screen: a page of users matching the search, in the caller's scope. The account filter stays within
 * the scope too (403): another tenant's account would tell which of the caller's users it also holds.
 */
export async function page(db: DB, auth: AuthContext, query: UserPageQuery) {
  if (query.account_id !== undefined) assertAccountsInScope(auth, [query.account_id]);
  const scope = accountScope(auth);
  const { total, list } = await repo.pageUsers(db, { ...query, scope }, query);
  return { total, list: await withAccounts(db, list, auth) };
}

/** One user in the caller's scope; 10201 when there is none (or it is outside the scope). */
export async function detail(db: DB, auth: AuthContext, userId: number) {
  const [row] = await repo.findUsers(db, { ids: [userId], scope: accountScope(auth) });
  if (!row) throw notExists('user', [userId]);
  const [user] = await withAccounts(db, [row], auth);
  return user!;
}

/** The user a change is about, in the caller's scope; a non-administrator changes no administrator. */
async function target(db: DB, auth: AuthContext, userId: number) {
  const user = await repo.findUserWithRole(db, userId);
  const [visible] = user ? await repo.findUsers(db, { ids: [userId], scope: accountScope(auth) }) : [];
  if (!user || !visible) throw notExists('user', [userId]);
  if (user.is_admin === 1) assertMayTouchAdmin(auth, 'change an administrator');
  return user;
}

async function checkRole(db: DB, auth: AuthContext, roleId: number) {
  const role = await repo.findRole(db, roleId);
  if (!role) throw notExists('role', [roleId]);
  if (role.is_admin === 1) assertMayTouchAdmin(auth, 'give an administrator role');
  return role;
}

async function checkCompany(
  db: DB,
  auth: AuthContext,
  companyId: number | null | undefined,
  current: number | null = null,
) {
  if (companyId === undefined || companyId === null) return;
  const company = await repo.findCompany(db, companyId);
  // a company the caller does not see (one owning none of its accounts) is not there for it
  if (!company || (companyId !== current && !(await companyVisible(db, auth, companyId)))) {
    throw notExists('company', [companyId]);
  }
  if (company.status !== DirectoryStatus.ENABLED && companyId !== current) {
    throw fieldError('company_id', 'disabled', `company ${companyId} is disabled`);
  }
}

/** The scope first (403), then existence (10201): another tenant's account answers as one never there. */
async function checkAccounts(db: DB, auth: AuthContext, accountIds: number[]) {
  const unique = [...new Set(accountIds)];
  assertAccountsInScope(auth, unique);
  const found = await repo.existingAccountIds(db, unique);
  const missing = unique.filter((id) => !found.includes(id));
  if (missing.length) throw notExists('account', missing);
  return unique;
}

function checkPassword(encoded: string, shareid: string): string {
  const password = decodePassword(encoded);
  const refusal = passwordRefusal(password, shareid);
  if (refusal) throw fieldError('password', refusal, PASSWORD_MESSAGES[refusal]);
  return password!;
}

/** The safety rules of a change, checked inside its transaction (the administrators locked on PostgreSQL). */
async function assertSafe(
  trx: DB,
  auth: AuthContext,
  user: { id: number; status: number; is_admin: number },
  after: { enabled: boolean; admin: boolean } | null,
) {
  const before = { enabled: user.status === DirectoryStatus.ENABLED, admin: user.is_admin === 1 };
  const admins = await repo.lockEnabledAdminIds(trx);
  const refusal = adminSafetyRefusal(before, after, user.id === auth.userId, admins.length);
  if (refusal === Code.OWN_USER) {
    throw new AppError(refusal, 'you cannot disable, delete or remove the administrator role of your own user', {
      id: user.id,
    });
  }
  if (refusal === Code.LAST_ADMIN) {
    throw new AppError(refusal, `user ${user.id} is the last enabled administrator`, { id: user.id });
  }
}

function nameTaken(error: unknown, shareid: string): never {
  if (isUniqueViolation(error)) {
    throw new AppError(Code.NAME_TAKEN, `shareid "${shareid}" is taken`, { names: [shareid] });
  }
  throw error;
}

/** Creates a user: shareid unique, password by the rules (argon2id), role, company, linked accounts. */
export async function create(db: DB, auth: AuthContext, actor: Actor, input: UserCreateRequest) {
  const password = checkPassword(input.password, input.shareid);
  await checkRole(db, auth, input.role_id);
  await checkCompany(db, auth, input.company_id);
  const accountIds = await checkAccounts(db, auth, input.account_ids);
  const row = {
    login_name: input.shareid,
    password_hash: await hashPassword(password),
    role_id: input.role_id,
    company_id: input.company_id ?? null,
    create_time: Date.now(),
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await repo.insertUser(trx, row);
      await repo.replaceAccounts(trx, id, accountIds);
      const after = { shareid: row.login_name, role_id: row.role_id, company_id: row.company_id };
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: AuditEntity.USER,
        id,
        name: row.login_name,
        after: { ...after, account_ids: accountIds, status: DirectoryStatus.ENABLED },
      });
      return { id };
    });
  } catch (error) {
    nameTaken(error, input.shareid);
  }
}

/**
 * Changes a user's role, company or linked accounts. A non-administrator's `account_ids` replace only the links
 * inside its scope: links to accounts it cannot see stay.
 */
export async function edit(db: DB, auth: AuthContext, actor: Actor, input: UserEditRequest) {
  const user = await target(db, auth, input.id);
  const role = input.role_id === undefined ? undefined : await checkRole(db, auth, input.role_id);
  await checkCompany(db, auth, input.company_id, user.company_id);
  const given = input.account_ids === undefined ? undefined : await checkAccounts(db, auth, input.account_ids);
  return db.transaction().execute(async (trx) => {
    const admin = role ? role.is_admin === 1 : user.is_admin === 1;
    await assertSafe(trx, auth, user, { enabled: user.status === DirectoryStatus.ENABLED, admin });
    const linked = await linkedIds(trx, user.id);
    const accountIds = given && [...new Set([...accountsOutside(auth, linked), ...given])].sort((a, b) => a - b);
    await auditedUpdate(trx, actor, {
      entity: AuditEntity.USER,
      row: { ...user, account_ids: linked },
      name: user.login_name,
      patch: givenFields({ role_id: input.role_id, company_id: input.company_id, account_ids: accountIds }),
      write: async ({ account_ids, ...fields }) => {
        await repo.updateUser(trx, user.id, fields);
        if (account_ids) await repo.replaceAccounts(trx, user.id, account_ids);
      },
      view: (u) => ({ role_id: u.role_id, company_id: u.company_id, account_ids: u.account_ids }),
    });
    return { id: user.id };
  });
}

async function linkedIds(db: DB, userId: number): Promise<number[]> {
  return (await repo.accountLinks(db, [userId])).map((l) => l.id);
}

// the audit entry of a change that revokes the user's sessions, at the same `now` as the revocation
function recordSessionChange(
  trx: DB,
  actor: Actor,
  user: { id: number; login_name: string },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  now: number,
) {
  const change = { action: AuditAction.UPDATE, entity: AuditEntity.USER, id: user.id, name: user.login_name };
  return audit.record(trx, actor, { ...change, before, after }, now);
}

/** Enables or disables a user; disabling revokes every session (the user's next call is 401). */
export async function setStatus(db: DB, auth: AuthContext, actor: Actor, input: { id: number; status: number }) {
  const user = await target(db, auth, input.id);
  return db.transaction().execute(async (trx) => {
    await assertSafe(trx, auth, user, {
      enabled: input.status === DirectoryStatus.ENABLED,
      admin: user.is_admin === 1,
    });
    const now = Date.now();
    await repo.updateUser(trx, user.id, { status: input.status });
    if (input.status !== DirectoryStatus.ENABLED) await repo.revokeSessions(trx, user.id, now);
    await recordSessionChange(trx, actor, user, { status: user.status }, { status: input.status }, now);
    return { id: user.id };
  });
}

/** Sets a new password by the rules and revokes every session of the user (they sign in again with it). */
export async function resetPassword(db: DB, auth: AuthContext, actor: Actor, input: { id: number; password: string }) {
  const user = await target(db, auth, input.id);
  const hash = await hashPassword(checkPassword(input.password, user.login_name));
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    await repo.updateUser(trx, user.id, { password_hash: hash });
    await repo.revokeSessions(trx, user.id, now);
    // the password itself is never logged, only that it changed
    await recordSessionChange(trx, actor, user, { password_reset: false }, { password_reset: true }, now);
    return { id: user.id };
  });
}

/** Deletes a user, unless materials or campaigns name it as their creator (USER_IN_USE: disable it instead). */
export async function remove(db: DB, auth: AuthContext, actor: Actor, userId: number) {
  const user = await target(db, auth, userId);
  await db.transaction().execute(async (trx) => {
    await assertSafe(trx, auth, user, null);
    const holders = await repo.countUserHolders(trx, user.id);
    if (holders.materials || holders.campaigns) {
      throw new AppError(
        Code.USER_IN_USE,
        `user ${user.login_name} created ${holders.materials} material(s) and ${holders.campaigns} campaign(s): disable the user instead`,
        { id: user.id, ...holders },
      );
    }
    const accountIds = await linkedIds(trx, user.id);
    await auditedDelete(trx, actor, AuditEntity.USER, repo.deleteUser, {
      id: user.id,
      name: user.login_name,
      before: {
        shareid: user.login_name,
        role_id: user.role_id,
        company_id: user.company_id,
        account_ids: accountIds,
        status: user.status,
      },
    });
  });
  return null;
}
