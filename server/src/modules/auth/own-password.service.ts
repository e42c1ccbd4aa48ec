import { AuditAction, AuditEntity, Code, PASSWORD_MESSAGES, passwordRefusal } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { fieldError } from '../../core/field-error.js';
import { clearCounter, giveBackHit, takeHit } from '../../core/rate-limit.js';
import { PoolFullError } from '../../core/work-pool.js';
import type { DB } from '../../db/database.js';
import { type Actor, audit } from '../audit/index.js';
import * as repo from './auth.repo.js';
import { busy, locked, loginKeys, loginRules } from './login-limit.js';
import { decodePassword, hashPassword, type PasswordChecker } from './password.js';

const WRONG = 'the current password is wrong';

/**
 * A signed-in user changes their own password. The current password is checked as a sign-in is, against the same
 * failure limits (a tab left open must not become a way to guess it); the new one follows the password rules. Every
 * other session of the user ends, so a device someone else holds is signed out; this one goes on.
 */
export async function changeOwnPassword(
  db: DB,
  passwords: PasswordChecker,
  auth: AuthContext,
  actor: Actor,
  input: { current_password: string; new_password: string; ip: string },
): Promise<void> {
  const current = decodePassword(input.current_password);
  if (current === null) throw fieldError('current_password', 'base64', 'must be base64 of UTF-8 text');
  const next = decodePassword(input.new_password);
  const refusal = passwordRefusal(next, auth.loginName);
  if (refusal) throw fieldError('new_password', refusal, PASSWORD_MESSAGES[refusal]);

  if (passwords.pool.full) throw busy();
  const now = Date.now();
  const keys = loginKeys(auth.loginName, input.ip);
  const wait = await takeHit(db, loginRules(keys), now);
  if (wait > 0) throw locked(wait);
  const user = await repo.findPasswordHash(db, auth.userId);
  let matches: boolean;
  try {
    matches = await passwords.verify(user?.password_hash ?? null, current);
  } catch (err) {
    if (!(err instanceof PoolFullError)) throw err;
    await giveBackHit(db, keys.account);
    await giveBackHit(db, keys.address);
    throw busy();
  }
  if (!matches) {
    throw new AppError(Code.PASSWORD_WRONG, WRONG, {
      errors: [{ field: 'current_password', rule: 'wrong', message: WRONG }],
    });
  }

  const hash = await hashPassword(next!);
  await db.transaction().execute(async (trx) => {
    await repo.setPasswordHash(trx, auth.userId, hash);
    await repo.revokeOtherSessions(trx, auth.userId, auth.sessionId, now);
    await clearCounter(trx, keys.account);
    await giveBackHit(trx, keys.address);
    // the password itself is never logged, only that its owner changed it
    const change = { action: AuditAction.UPDATE, entity: AuditEntity.USER, id: auth.userId, name: auth.loginName };
    await audit.record(
      trx,
      actor,
      { ...change, before: { password_changed: false }, after: { password_changed: true } },
      now,
    );
  });
}
