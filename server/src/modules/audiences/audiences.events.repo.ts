import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { DeviceEventTable } from './audiences.tables.js';

/** What a rule-based package matches: one country and category, some events, since a time. */
export interface EventRule {
  country: string;
  industryCategory: number;
  events: string[];
  since: number;
}

/** Rows a statement inserts at once (SQLite allows 32766 variables). */
const BATCH = 500;

export async function insertDeviceEvents(db: DB, rows: Insertable<DeviceEventTable>[]): Promise<void> {
  for (let at = 0; at < rows.length; at += BATCH) {
    await db
      .insertInto('device_event')
      .values(rows.slice(at, at + BATCH))
      .execute();
  }
}

function matching(db: DB, rule: EventRule) {
  return db
    .selectFrom('device_event')
    .where('country', '=', rule.country)
    .where('industry_category', '=', rule.industryCategory)
    .where('event', 'in', rule.events)
    .where('event_time', '>=', rule.since);
}

/** Whether any event of the country was recorded since the time: tells a rule that matched nothing why. */
export async function hasCountryEvents(db: DB, country: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('device_event')
    .select('id')
    .where('country', '=', country)
    .where('event_time', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many distinct devices match. */
export async function countDevices(db: DB, rule: EventRule): Promise<number> {
  const r = await matching(db, rule)
    .select((eb) => eb.fn.count<number>('gaid').distinct().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The distinct devices that match, `pageSize` at a time in GAID order (keyset: no offset scan). */
export async function* matchingDevices(db: DB, rule: EventRule, pageSize = 10_000): AsyncGenerator<string[]> {
  let after = '';
  for (;;) {
    const page = await matching(db, rule)
      .select('gaid')
      .distinct()
      .where('gaid', '>', after)
      .orderBy('gaid')
      .limit(pageSize)
      .execute();
    if (!page.length) return;
    yield page.map((r) => r.gaid);
    after = page.at(-1)!.gaid;
  }
}
