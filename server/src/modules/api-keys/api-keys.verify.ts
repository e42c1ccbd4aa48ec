import type { ServiceScope } from '@adconsole/contract';
import type { ServiceCaller } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import { hashApiKey, looksLikeApiKey, scopesOf } from './api-key-secret.js';
import * as repo from './api-keys.repo.js';

/** How long a process trusts a key it has verified: the longest a revocation takes to reach another process. */
export const API_KEY_CACHE_MS = 5000;
/** `last_used_time` is written at most this often per key and process: a minute is precise enough to read. */
export const LAST_USED_EVERY_MS = 60_000;
// a bound on memory, not a tuning knob: a platform has a handful of keys
const CACHE_MAX = 1000;

interface Entry {
  until: number;
  caller: Promise<ServiceCaller | null>;
}

/**
 * Answers the live key a presented secret is, from a short per-process cache: an intake call costs a SHA-256 and a
 * map lookup, and the database is asked once per key every few seconds. Unknown secrets are not cached (a flood of
 * them is rate-limited by address instead). One verifier per app, shared by the guard and the key calls, so a
 * revocation is seen at once by the process that made it.
 */
export class ApiKeyVerifier {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly db: DB,
    private readonly ttlMs = API_KEY_CACHE_MS,
  ) {}

  async verify(secret: string, now = Date.now()): Promise<ServiceCaller | null> {
    if (!looksLikeApiKey(secret)) return null;
    const hash = hashApiKey(secret);
    const hit = this.cache.get(hash);
    if (hit && hit.until > now) return hit.caller;
    const caller = this.load(hash, now);
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    // the promise is cached, so concurrent first calls share one lookup
    this.cache.set(hash, { until: now + this.ttlMs, caller });
    try {
      const found = await caller;
      if (!found) this.cache.delete(hash);
      return found;
    } catch (error) {
      this.cache.delete(hash);
      throw error;
    }
  }

  /** Drops every verified key, after a revocation or a rename in this process. */
  forgetAll(): void {
    this.cache.clear();
  }

  private async load(hash: string, now: number): Promise<ServiceCaller | null> {
    const row = await repo.findLiveByHash(this.db, hash);
    if (!row) return null;
    if (row.last_used_time === null || now - row.last_used_time >= LAST_USED_EVERY_MS) {
      await repo.touch(this.db, row.id, now);
    }
    return { keyId: row.id, name: row.name, scopes: scopesOf(row.scopes) as ServiceScope[] };
  }
}
