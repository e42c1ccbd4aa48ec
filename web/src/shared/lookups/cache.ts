import { readLocalJson, readSessionJson, writeLocalJson, writeSessionJson } from '../../lib/storage';

/** The local calendar day, as the daily cache stamps it. */
export function dayStamp(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Answers a lookup list from sessionStorage, loading and storing it on the first call of the browser session
 * (spec: "the country list and ad-apps list are cached in session storage"). Logout and a new version clear it;
 * `refresh` loads and stores it again (a change made in this tab).
 */
export async function sessionCached<T>(key: string, load: () => Promise<T>, refresh = false): Promise<T> {
  const hit = refresh ? undefined : readSessionJson(key);
  if (hit !== undefined) return hit as T;
  const data = await load();
  writeSessionJson(key, data);
  return data;
}

/** What the daily cache stores: the day it was loaded and the data. */
interface DailyEntry<T> {
  day: string;
  data: T;
}

/**
 * Answers a lookup list from localStorage while it was loaded today, else loads and stores it again (spec: "a daily
 * app cache refreshes once a day"). Logout and a new version clear it with the rest of the storage.
 */
export async function dailyCached<T>(key: string, load: () => Promise<T>, now: Date = new Date()): Promise<T> {
  const today = dayStamp(now);
  const hit = readLocalJson(key) as DailyEntry<T> | undefined;
  if (hit && typeof hit === 'object' && hit.day === today && 'data' in hit) return hit.data;
  const data = await load();
  writeLocalJson(key, { day: today, data } satisfies DailyEntry<T>);
  return data;
}

/** Milliseconds until the next local midnight, when the daily cache goes stale. */
export function msUntilTomorrow(now: Date = new Date()): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}
