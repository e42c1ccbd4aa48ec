import { describe, expect, it } from 'vitest';
import { businessMessage, quietFailureText } from './errors';
import { ApiError } from './request';

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

describe('quietFailureText', () => {
  it('chooses the text by the code, never by the wording of the message', () => {
    expect(quietFailureText(new ApiError('http', 'bound', 400, 10001, { ids: [7] }))).toBe(
      'Save failed: the material is used by ads. Add the matching accounts or unbind those ads first. IDs: 7',
    );
    expect(quietFailureText(new ApiError('http', 'tags cannot exceed ten', 400, 400))).toBe('tags cannot exceed ten');
    expect(quietFailureText(new ApiError('api', '', 200, 500))).toBe('error');
  });

  it('leaves alone what the request layer has already shown', () => {
    expect(quietFailureText(new ApiError('network', 'down', 0))).toBeNull();
    expect(quietFailureText(new ApiError('http', 'gone', 500, 500))).toBeNull();
    expect(quietFailureText(new Error('other'))).toBeNull();
  });
});
