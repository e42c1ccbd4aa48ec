import { Limits } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { brokenPasswordRule, PASSWORD_MIN, passwordChecks } from './passwordRules';

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
