import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './token.js';

describe('token', () => {
  it('carries 256 random bits', () => {
    const t = newToken();
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(t);
  });
  it('stores a sha-256 digest, not the token', () => {
    const t = newToken();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).not.toContain(t);
    expect(hashToken(t)).toBe(hashToken(t));
  });
});
