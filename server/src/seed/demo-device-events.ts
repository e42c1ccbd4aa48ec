import { AUDIENCE_EVENTS } from '@adconsole/contract';
import type { DB } from '../db/database.js';
import { saveDemoDeviceEvents } from '../modules/audiences/index.js';
import { seededRandom } from './seeded-random.js';

const COUNTRIES = ['SG', 'ID', 'MY', 'PH', 'TH', 'VN', 'US', 'CN'];
const DEVICES = 2000;
const EVENTS = 8000;
const DAY = 86_400_000;

/** Synthetic device events over the last 30 days, the same in every demo database: rule-based packages read them. */
export async function seedDemoDeviceEvents(db: DB, now: number): Promise<void> {
  const random = seededRandom(20261123);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  const devices = Array.from({ length: DEVICES }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows = Array.from({ length: EVENTS }, () => ({
    gaid: pick(devices),
    country: pick(COUNTRIES),
    industry_category: random() < 0.5 ? 1 : 2,
    event: pick(AUDIENCE_EVENTS),
    event_time: now - Math.floor(random() * 30 * DAY),
  }));
  await saveDemoDeviceEvents(db, rows);
}
