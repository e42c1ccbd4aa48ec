import { Limits } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { secondsOver } from '../../core/rate-limit.js';
import { loginKeys, loginRules } from './login-limit.js';

const keys = loginKeys(' Admin ', '10.0.0.1');
const rules = loginRules(keys);
const now = 1_000_000_000;

describe('login limit', () => {
  it('keys the account case-insensitively and the address as given', () => {
    expect(keys).toEqual({ account: 'login:account:admin', address: 'login:ip:10.0.0.1' });
  });

  it('lets the attempt that reaches a limit through, and refuses the next until the window ends', () => {
    const at = [
      { key: keys.account, count: Limits.LOGIN_MAX_FAILS_PER_ACCOUNT, window_start: now - 60_000 },
      { key: keys.address, count: Limits.LOGIN_MAX_FAILS_PER_ADDRESS, window_start: now - 60_000 },
    ];
    expect(secondsOver(rules, at, now)).toBe(0);
    const over = [{ ...at[0]!, count: Limits.LOGIN_MAX_FAILS_PER_ACCOUNT + 1 }, at[1]!];
    expect(secondsOver(rules, over, now)).toBe((Limits.LOGIN_FAIL_WINDOW_MS - 60_000) / 1000);
  });

  it('holds an address to its own, higher limit', () => {
    const under = [
      { key: keys.account, count: 1, window_start: now },
      { key: keys.address, count: Limits.LOGIN_MAX_FAILS_PER_ACCOUNT + 1, window_start: now },
    ];
    expect(secondsOver(rules, under, now)).toBe(0);
    const over = [under[0]!, { ...under[1]!, count: Limits.LOGIN_MAX_FAILS_PER_ADDRESS + 1 }];
    expect(secondsOver(rules, over, now)).toBe(Limits.LOGIN_FAIL_WINDOW_MS / 1000);
  });
});
