import { describe, expect, it } from 'vitest';
import { apiKeyStatus, maskedKey } from './apiKeyStatus';

describe('API key status', () => {
  it('is active until revoked', () => {
    expect(apiKeyStatus({ revoke_time: null })).toBe('active');
    expect(apiKeyStatus({ revoke_time: 1_700_000_000_000 })).toBe('revoked');
    expect(apiKeyStatus({ revoke_time: 0 })).toBe('revoked');
  });

  it('shows only the kept prefix of a key', () => {
    expect(maskedKey('adk_AbCd1234')).toBe('adk_AbCd1234…');
  });
});
