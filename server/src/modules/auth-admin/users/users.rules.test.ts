import { Code } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { adminSafetyRefusal, passwordRefusal } from './users.rules.js';

describe('passwordRefusal', () => {
  it('passes 8 characters or more that are not the shareid', () => {
    expect(passwordRefusal('correct horse', 'alice')).toBeNull();
    expect(passwordRefusal('12345678', 'alice')).toBeNull();
  });

  it('refuses what did not decode, is short or long, or is the shareid in any case', () => {
    expect(passwordRefusal(null, 'alice')).toBe('encoding');
    expect(passwordRefusal('1234567', 'alice')).toBe('min_length');
    expect(passwordRefusal('x'.repeat(129), 'alice')).toBe('max_length');
    expect(passwordRefusal('Operator1', 'operator1')).toBe('not_login_name');
  });

  it('counts characters, not UTF-16 units: four CJK characters are short, eight pass', () => {
    expect(passwordRefusal('密码密码', 'alice')).toBe('min_length');
    expect(passwordRefusal('密码密码密码密码', 'alice')).toBeNull();
    expect(passwordRefusal('😀😀😀😀', 'alice')).toBe('min_length');
  });
});

describe('adminSafetyRefusal', () => {
  const admin = { enabled: true, admin: true };
  const user = { enabled: true, admin: false };
  const disabled = (s: typeof admin) => ({ ...s, enabled: false });

  it('refuses disabling, deleting or demoting oneself', () => {
    expect(adminSafetyRefusal(admin, disabled(admin), true, 3)).toBe(Code.OWN_USER);
    expect(adminSafetyRefusal(admin, null, true, 3)).toBe(Code.OWN_USER);
    expect(adminSafetyRefusal(admin, user, true, 3)).toBe(Code.OWN_USER);
    expect(adminSafetyRefusal(user, null, true, 3)).toBe(Code.OWN_USER);
  });

  it('tells the sole administrator acting on themselves that they are the last one', () => {
    expect(adminSafetyRefusal(admin, disabled(admin), true, 1)).toBe(Code.LAST_ADMIN);
    expect(adminSafetyRefusal(admin, null, true, 1)).toBe(Code.LAST_ADMIN);
  });

  it('lets a user change their own company or accounts (nothing lost)', () => {
    expect(adminSafetyRefusal(admin, admin, true, 1)).toBeNull();
  });

  it('refuses to take the last enabled administrator away, in any of the three ways', () => {
    expect(adminSafetyRefusal(admin, disabled(admin), false, 1)).toBe(Code.LAST_ADMIN);
    expect(adminSafetyRefusal(admin, null, false, 1)).toBe(Code.LAST_ADMIN);
    expect(adminSafetyRefusal(admin, user, false, 1)).toBe(Code.LAST_ADMIN);
  });

  it('allows it while another enabled administrator remains, and always for non-administrators', () => {
    expect(adminSafetyRefusal(admin, null, false, 2)).toBeNull();
    expect(adminSafetyRefusal(user, null, false, 1)).toBeNull();
    expect(adminSafetyRefusal(disabled(admin), null, false, 1)).toBeNull();
  });
});
