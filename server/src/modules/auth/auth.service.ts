import { AuditAction, AuditEntity, Code, Limits, type LoginResponse } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import { clearCounter, giveBackHit, takeHit } from '../../core/rate-limit.js';
import { PoolFullError } from '../../core/work-pool.js';
import type { DB } from '../../db/database.js';
import { type Actor, actingAs, audit } from '../audit/index.js';
import { accessMemoryOf } from './access-memory.js';
import * as repo from './auth.repo.js';
import { busy, locked, loginKeys, loginRules } from './login-limit.js';
import { decodePassword, type PasswordChecker } from './password.js';
import { hashToken, newToken } from './token.js';

/**
 * Checks a login against the failure limits and the password; opens a session on success. The attempt is counted
 * (reserved) before its password check, atomically per counter, so a burst of concurrent guesses gets no more
 * checks than the limit; a success gives its reservation back.
 */
export async function login(
  db: DB,
  passwords: PasswordChecker,
  actor: Actor,
  input: { login_name: string; password: string; ip: string },
): Promise<LoginResponse> {
  const password = decodePassword(input.password);
  if (password === null) {
    throw fieldError('password', 'base64', 'must be base64 of UTF-8 text');
  }
  // refused before anything is counted: a busy server is no failed attempt
  if (passwords.pool.full) throw busy();
  const now = Date.now();
  const keys = loginKeys(input.login_name, input.ip);
  const wait = await takeHit(db, loginRules(keys), now);
  if (wait > 0) throw locked(wait);

  const user = await repo.findUserByLoginName(db, input.login_name);
  // a failed sign-in is nobody's yet: the entry keeps the name as typed, and the user it names when there is one
  const failed = {
    action: AuditAction.SIGN_IN_FAILED,
    entity: AuditEntity.USER,
    id: user?.id ?? null,
    name: input.login_name,
  };
  const claimed = actingAs(actor, { id: null, name: input.login_name.slice(0, 100) });
  let matches: boolean;
  try {
    // an unknown name is checked against a stand-in hash, in the same pool, so it takes as long
    matches = await passwords.verify(user?.password_hash ?? null, password);
  } catch (err) {
    if (!(err instanceof PoolFullError)) throw err;
    // filled up while this attempt was being counted: it was never checked, so it is given back
    await giveBackHit(db, keys.account);
    await giveBackHit(db, keys.address);
    throw busy();
  }
  if (!matches || !user) {
    await audit.record(db, claimed, failed, now);
    throw new AppError(Code.LOGIN_FAILED, 'wrong login name or password');
  }
  if (user.status !== 1) {
    await audit.record(db, claimed, failed, now);
    throw new AppError(Code.USER_DISABLED, 'this user is disabled');
  }

  const token = newToken();
  const expiresAt = now + Limits.TOKEN_TTL_MS;
  await db.transaction().execute(async (trx) => {
    await repo.insertSession(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      create_time: now,
      expire_time: expiresAt,
      ip: input.ip,
    });
    await repo.touchLastLogin(trx, user.id, now);
    await clearCounter(trx, keys.account);
    await giveBackHit(trx, keys.address);
    const signedIn = actingAs(actor, { id: user.id, name: user.login_name });
    await audit.record(
      trx,
      signedIn,
      { action: AuditAction.SIGN_IN, entity: AuditEntity.USER, id: user.id, name: user.login_name },
      now,
    );
  });
  const accountIds = await repo.linkedAccountIds(db, user.id);
  return {
    token,
    user_id: user.id,
    login_name: user.login_name,
    role_id: user.role_id,
    account_id: accountIds[0] ?? null,
    expires_at: expiresAt,
  };
}

interface RememberedCaller {
  expireTime: number;
  context: AuthContext;
}

/**
 * The caller of a session token, or null when the token is unknown, expired or revoked or its user disabled. A
 * process remembers each caller it read under the access version (access-memory.ts): while no rights table has
 * changed, a call costs one read of that number instead of the session, user, role, menus, groups and accounts.
 */
export async function resolveToken(db: DB, token: string): Promise<AuthContext | null> {
  const hash = hashToken(token);
  const now = Date.now();
  const memory = accessMemoryOf(db);
  const key = `caller:${hash}`;
  if (memory.knows(key)) {
    const known = memory.at<RememberedCaller>(await repo.accessVersion(db), key);
    if (known && now < known.expireTime) return known.context;
  }
  const head = await repo.findLiveCaller(db, hash, now);
  if (!head) {
    memory.forget(key);
    return null;
  }
  // shared by every call of the session until a rights table changes: frozen, so no call can change another's
  const context: AuthContext = Object.freeze({
    sessionId: head.session_id,
    userId: head.user_id,
    loginName: head.login_name,
    roleId: head.role_id,
    isAdmin: Number(head.is_admin) === 1,
    accountIds: Object.freeze(head.account_ids.map(Number).sort((a, b) => a - b)) as number[],
    menus: new Set(head.menus),
    groups: new Set(head.groups),
    accessVersion: head.access_version,
  });
  memory.keep(head.access_version, key, { expireTime: head.expire_time, context });
  return context;
}

/**
 * Why a token that resolves to nobody was ended, when the user should hear it: their user was disabled (401 with
 * USER_DISABLED, so an open tab says so instead of dropping to the sign-in page without a word). Null otherwise.
 */
export async function deadTokenRefusal(db: DB, token: string): Promise<AppError | null> {
  const status = await repo.deadSessionUserStatus(db, hashToken(token));
  if (status === null || status === 1) return null;
  return new AppError(Code.USER_DISABLED, 'this user is disabled', null, 401);
}

/** Revokes the caller's session, so its token answers 401 from now on. */
export async function logout(db: DB, auth: AuthContext, actor: Actor): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await repo.revokeSession(trx, auth.sessionId, now);
    const change = { action: AuditAction.SIGN_OUT, entity: AuditEntity.USER, id: auth.userId, name: auth.loginName };
    await audit.record(trx, actor, change, now);
  });
}
