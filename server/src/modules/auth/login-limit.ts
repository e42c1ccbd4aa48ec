import { Code, Limits } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { RateRule } from '../../core/rate-limit.js';

/** The counter keys of one login attempt: the account name (case-folded) and the caller's address. */
export function loginKeys(loginName: string, ip: string): { account: string; address: string } {
  return { account: `login:account:${loginName.trim().toLowerCase()}`, address: `login:ip:${ip}` };
}

/**
 * The limits one attempt is counted against, account first (every attempt takes the counters in the same order).
 * An attempt is reserved before its password check and given back when it succeeds, so the counts are the attempts
 * that failed or are still being checked.
 */
export function loginRules(keys: { account: string; address: string }): RateRule[] {
  return [
    { key: keys.account, max: Limits.LOGIN_MAX_FAILS_PER_ACCOUNT, windowMs: Limits.LOGIN_FAIL_WINDOW_MS },
    { key: keys.address, max: Limits.LOGIN_MAX_FAILS_PER_ADDRESS, windowMs: Limits.LOGIN_FAIL_WINDOW_MS },
  ];
}

/** Too many failed password checks for this name or address: wait this many seconds. */
export const locked = (wait: number) =>
  new AppError(Code.LOGIN_LOCKED, `too many failed logins, try again in ${wait} seconds`, { retry_after: wait }, 429);

// a full pool frees a slot within one check (tens of milliseconds), so a second is plenty
export const busy = () =>
  new AppError(Code.LOGIN_BUSY, 'too many sign-ins being checked, try again in 1 second', { retry_after: 1 }, 429);
