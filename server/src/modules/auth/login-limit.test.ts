import { Limits } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { loginKeys, retryAfterSeconds } from './login-limit.js';

const keys = loginKeys(' Admin ', '10.0.0.1');
const now = 1_000_000_000;

describe('login limit', () => {
  it('keys the account case-insensitively and the address as given', () => {
    expect(keys).toEqual({ account: 'account:admin', address: 'ip:10.0.0.1' });
  });

  it('lets a login through below the limits', () => {
    const failures = [
      { key: keys.account, count: Limits.LOGIN_MAX_FAILS_PER_ACCOUNT - 1, window_start: now - 1000 },
      { key: keys.address, count: Limits.LOGIN_MAX_FAILS_PER_ADDRESS - 1, window_start: now - 1000 },
    ];
    expect(retryAfterSeconds(failures, keys, now)).toBe(0);
  });

  it('refuses an account at its limit until the window ends', () => {
    const failures = [{ key: keys.account, count: Limits.LOGIN_MAX_FAILS_PER_ACCOUNT, window_start: now - 60_000 }];
    expect(retryAfterSeconds(failures, keys, now)).toBe((Limits.LOGIN_FAIL_WINDOW_MS - 60_000) / 1000);
  });

  it('refuses an address at its own, higher limit', () => {
    const under = [{ key: keys.address, count: Limits.LOGIN_MAX_FAILS_PER_ACCOUNT, window_start: now }];
    expect(retryAfterSeconds(under, keys, now)).toBe(0);
    const at = [{ key: keys.address, count: Limits.LOGIN_MAX_FAILS_PER_ADDRESS, window_start: now }];
    expect(retryAfterSeconds(at, keys, now)).toBe(Limits.LOGIN_FAIL_WINDOW_MS / 1000);
  });
});
