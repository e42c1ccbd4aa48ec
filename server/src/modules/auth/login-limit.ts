import { Limits } from '@adconsole/contract';

/** The counter keys of one login attempt: the account name (case-folded) and the caller's address. */
export function loginKeys(loginName: string, ip: string): { account: string; address: string } {
  return { account: `account:${loginName.trim().toLowerCase()}`, address: `ip:${ip}` };
}

/**
 * Seconds until a login may be tried again, or 0 when it may be tried now.
 * `failures` are the live counters of the two keys.
 */
export function retryAfterSeconds(
  failures: { key: string; count: number; window_start: number }[],
  keys: { account: string; address: string },
  now: number,
): number {
  let until = 0;
  for (const f of failures) {
    const max = f.key === keys.account ? Limits.LOGIN_MAX_FAILS_PER_ACCOUNT : Limits.LOGIN_MAX_FAILS_PER_ADDRESS;
    if (f.count >= max) until = Math.max(until, f.window_start + Limits.LOGIN_FAIL_WINDOW_MS);
  }
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}
