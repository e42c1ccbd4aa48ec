import { type Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { createWorkPool, type WorkPool } from '../../core/work-pool.js';
import { PasswordThread } from './password-thread.js';

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane (Algorithm.Argon2id is 2: a const enum the build cannot read).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, OPTIONS);
}

// Verified against when the login name does not exist, so both answers take the same time.
let dummyHash: Promise<string> | null = null;
const placeholderHash = () => (dummyHash ??= hashPassword('no-such-user-placeholder'));

/** True when the password matches; with no hash, burns the same time and answers false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    await argon2Verify(await placeholderHash(), password).catch(() => false);
    return false;
  }
  return argon2Verify(hash, password).catch(() => false);
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
  /** the nice values of the checking threads that have run (background priority on Linux; null elsewhere) */
  threadNice(): (number | null)[];
  /** ends the checking threads (the server's close) */
  close(): Promise<void>;
}

/**
 * Each argon2 check takes 19 MiB and a core for milliseconds: a login flood with no bound would take the cores from
 * every other call. The pool runs `size` checks at once, each on a thread of its own at background priority
 * ({@link PasswordThread}), and keeps `queue` waiting; the sign-in answers 429 beyond that. A missing user's check
 * runs the same way against a placeholder hash, so both answers take the same time.
 */
export function createPasswordChecker({ size, queue }: PasswordPoolSize): PasswordChecker {
  const pool = createWorkPool(size, queue);
  // the pool lets at most `size` checks in at once, so a thread is always free when a check starts
  const threads = Array.from({ length: size }, () => new PasswordThread());
  const idle = [...threads];
  const check = async (hash: string | null, password: string) => {
    const thread = idle.pop()!;
    try {
      const ok = await thread.verify(hash ?? (await placeholderHash()), password);
      return ok && hash !== null;
    } finally {
      idle.push(thread);
    }
  };
  return {
    verify: (hash, password) => pool.run(() => check(hash, password)),
    pool,
    threadNice: () => threads.map((t) => t.nice),
    close: async () => {
      await Promise.all(threads.map((t) => t.close()));
    },
  };
}

/** Decodes the web's base64 (UTF-8) password; null when it is not valid base64 text. */
export function decodePassword(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  if (text.length === 0 || text.includes('\uFFFD')) return null;
  return text;
}
