import { Limits } from '@adconsole/contract';
import type { FormInstance } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  brokenPasswordRule,
  confirmPasswordRules,
  newPasswordRules,
  PASSWORD_MIN,
  passwordChecks,
} from './passwordRules';

describe('password rules', () => {
  it('needs at least 8 characters, counted as characters rather than UTF-16 units', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(passwordChecks('1234567', 'alice').min).toBe(false);
    expect(passwordChecks('12345678', 'alice').min).toBe(true);
    expect(passwordChecks('🔑🔑🔑🔑🔑🔑🔑', 'alice').min).toBe(false);
  });

  it('refuses the shareid itself, whatever its case and surrounding spaces', () => {
    expect(passwordChecks('alice-long', 'alice-long').notShareid).toBe(false);
    expect(passwordChecks('Alice-Long', ' alice-long ').notShareid).toBe(false);
    expect(passwordChecks('alice-long1', 'alice-long').notShareid).toBe(true);
  });

  it('counts an empty password as not yet meeting the shareid rule, and any password before a shareid is typed', () => {
    expect(passwordChecks('', 'alice').notShareid).toBe(false);
    expect(passwordChecks('whatever1', '').notShareid).toBe(true);
  });

  it('answers the first broken rule in the listed order, or null', () => {
    expect(brokenPasswordRule('short', 'short')).toBe('min');
    expect(brokenPasswordRule('samename1', 'samename1')).toBe('notShareid');
    expect(brokenPasswordRule('x'.repeat(Limits.PASSWORD_MAX + 1), 'alice')).toBe('max');
    expect(brokenPasswordRule('good-password', 'alice')).toBeNull();
  });
});

describe('password field rules', () => {
  const t = ((key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`) as TFunction;
  const check = (rule: { validator?: (rule: unknown, value: string) => Promise<void> } | undefined, value: string) =>
    rule?.validator?.({}, value);

  it('a new password: required with its message, then the first broken rule named', async () => {
    const [required, rule] = newPasswordRules(t, 'Enter a password', 'alice-0001');
    expect(required).toEqual({ required: true, message: 'Enter a password' });
    await expect(check(rule, 'short')).rejects.toThrow(`directory.password.rule.min {"min":${PASSWORD_MIN}`);
    await expect(check(rule, ' ALICE-0001 ')).rejects.toThrow('directory.password.rule.notShareid');
    await expect(check(rule, 'long enough 1')).resolves.toBeUndefined();
    await expect(check(rule, '')).resolves.toBeUndefined();
  });

  it('its confirmation: the same as the password field, or the mismatch message', async () => {
    const form = { getFieldValue: (name: string) => (name === 'password' ? 'secret-123' : undefined) } as FormInstance;
    const [required, rule] = confirmPasswordRules(form, { required: 'Confirm it', mismatch: 'Not the same' });
    expect(required).toEqual({ required: true, message: 'Confirm it' });
    await expect(check(rule, 'secret-124')).rejects.toThrow('Not the same');
    await expect(check(rule, 'secret-123')).resolves.toBeUndefined();
  });
});
