import { describe, expect, it } from 'vitest';
import { businessMessage } from './errors';

describe('businessMessage', () => {
  it('translates the code and fills in the seconds of a lock', () => {
    expect(businessMessage(10101, { retry_after: 90 })).toBe('Too many failed attempts. Try again in 90 seconds.');
    expect(businessMessage(10100, null, 'wrong login name or password')).toBe('Wrong SHAREid or password');
  });

  it('adds the ids or names the server sent', () => {
    expect(businessMessage(10001, { ids: [3, 9] })).toBe(
      'Save failed: the material is used by ads. Add the matching accounts or unbind those ads first. IDs: 3, 9',
    );
    expect(businessMessage(10021, { account_names: ['Acme', 'Globex'] })).toContain('Affected: Acme, Globex');
    expect(businessMessage(10010, [41])).toContain('IDs: 41');
  });

  it('falls back to the server message, then to the code, for codes without a text', () => {
    expect(businessMessage(10999, null, 'quota exceeded')).toBe('quota exceeded');
    expect(businessMessage(10999, null)).toBe('The operation failed (code 10999)');
  });
});
