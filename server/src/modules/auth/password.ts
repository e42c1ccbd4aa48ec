import argon2 from 'argon2';
import { createWorkPool, type WorkPool } from '../../core/work-pool.js';

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// Verified against when the login name does not exist, so both answers take the same time.
let dummyHash: Promise<string> | null = null;

/** True when the password matches; with no hash, burns the same time and answers false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('no-such-user-placeholder');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

/** How many password checks run at once, and how many more may wait (LOGIN_HASH_CONCURRENCY, LOGIN_HASH_QUEUE). */
export interface PasswordPoolSize {
  size: number;
  queue: number;
}

/** The sign-in's password checks, through a bounded pool (one per process). */
export interface PasswordChecker {
  /** {@link verifyPassword} in the pool; throws PoolFullError at once when its slots and queue are all taken */
  verify(hash: string | null, password: string): Promise<boolean>;
  /** the pool: `full`, and `stats()` (size, queue, running, waiting, checks done and refused since start) */
  readonly pool: WorkPool;
}

/**
 * Each argon2 check takes 19 MiB and a thread of libuv's pool (4 by default, shared with file system work and DNS)
 * for tens of milliseconds: a login flood with no bound would queue every other call's file work behind it. The
 * pool runs `size` checks at once and keeps `queue` waiting; the sign-in answers 429 beyond that.
 */
export function createPasswordChecker({ size, queue }: PasswordPoolSize): PasswordChecker {
  const pool = createWorkPool(size, queue);
  return { verify: (hash, password) => pool.run(() => verifyPassword(hash, password)), pool };
}

/** Decodes the web's base64 (UTF-8) password; null when it is not valid base64 text. */
export function decodePassword(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  if (text.length === 0 || text.includes('\uFFFD')) return null;
  return text;
}
