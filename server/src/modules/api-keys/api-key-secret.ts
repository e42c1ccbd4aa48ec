import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_LENGTH, API_KEY_PREFIX, API_KEY_VISIBLE_CHARS } from '@adconsole/contract';

/** A new key: the recognisable prefix and 256 random bits. */
export function newApiKey(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_VISIBLE_CHARS), hash: hashApiKey(secret) };
}

/**
 * Only this digest is stored. A key is 256 random bits, so a fast hash is enough: nothing can be guessed from it,
 * and the check stays cheap on a call that runs a thousand times a minute (a password hash would not).
 */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a presented value has the shape of a key: anything else is refused without a lookup. */
export function looksLikeApiKey(value: string): boolean {
  return value.length === API_KEY_LENGTH && value.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]+$/.test(value);
}

/** The scopes column (space-separated) as a list, and back. */
export const scopesOf = (column: string): string[] => column.split(' ').filter(Boolean);
export const scopesColumn = (scopes: readonly string[]): string => [...scopes].sort().join(' ');
