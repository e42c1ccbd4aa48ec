import { Code } from '@adconsole/contract';
import type { DB } from '../db/database.js';
import { AppError } from './app-error.js';
import * as repo from './rate-limit.repo.js';

/** One limit: at most `max` hits on `key` per fixed window of `windowMs`. */
export interface RateRule {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Seconds until every rule is back under its limit, or 0 when none is over it. `counters` are the counts after this
 * hit, in the order of `rules`: a hit is allowed while its counter is at most `max`.
 */
export function secondsOver(rules: readonly RateRule[], counters: readonly repo.Counter[], now: number): number {
  let until = 0;
  rules.forEach((rule, i) => {
    const counter = counters[i];
    if (counter && counter.count > rule.max) until = Math.max(until, counter.window_start + rule.windowMs);
  });
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/**
 * Counts one hit against every rule, each counter atomically, and answers how many seconds the caller must wait
 * (0: allowed). The hit is counted before the work it guards, so concurrent callers cannot all slip in under the
 * limit; a refused hit counts too (the window does not move, so the wait still ends). No transaction around the
 * counters: each stands alone, and holding one row's lock while taking the next would only make callers queue.
 */
export async function takeHit(db: DB, rules: readonly RateRule[], now = Date.now()): Promise<number> {
  const counters: repo.Counter[] = [];
  for (const rule of rules) counters.push(await repo.hit(db, rule.key, now, rule.windowMs));
  return secondsOver(rules, counters, now);
}

/** Counts a hit against every rule and throws 429 RATE_LIMITED (with `retry_after`) when one is over. */
export async function enforceRateLimit(db: DB, rules: readonly RateRule[], what: string): Promise<void> {
  const wait = await takeHit(db, rules);
  if (wait > 0) {
    throw new AppError(Code.RATE_LIMITED, `too many ${what}, try again in ${wait} seconds`, { retry_after: wait }, 429);
  }
}

/** Counts one hit on `key` and answers the count in the current window (for callers that decide for themselves). */
export async function countHit(db: DB, key: string, windowMs: number, now = Date.now()): Promise<number> {
  return (await repo.hit(db, key, now, windowMs)).count;
}

export const giveBackHit = repo.giveBack;
export const clearCounter = repo.clear;
export const deleteStaleCounters = repo.deleteStale;
