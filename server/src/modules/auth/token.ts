import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
