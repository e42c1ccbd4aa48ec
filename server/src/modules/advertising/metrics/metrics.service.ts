import {
  derivedRates,
  type ListMetricsItem,
  type ListMetricsQuery,
  localDate,
  namedRangeDays,
} from '@adconsole/contract';
import { accountScope } from '../../../core/account-scope.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import * as stats from '../../statistics/index.js';
import { clock } from '../shared/clock.js';
import { NO_TOTALS } from '../shared/delivery.js';
import { toMajor } from '../shared/units.js';
import { ownersOf } from './metrics.repo.js';

/** The days a row's metrics read: a named range in its campaign's time zone, custom days as given. */
export function daysOf(q: Pick<ListMetricsQuery, 'range' | 'from' | 'to'>, timeZone: string, now: number) {
  if (q.range === 'custom') return { from: q.from!, to: q.to! };
  return namedRangeDays(q.range, localDate(now, timeZone));
}

/**
 * Metrics of the caller's rows among `ids` over the range: rows whose campaigns share a time zone (so the same days)
 * read the rollup together.
 */
export async function metrics(db: DB, auth: AuthContext, q: ListMetricsQuery): Promise<ListMetricsItem[]> {
  const now = clock.now();
  const owners = await ownersOf(db, q.level, [...new Set(q.ids)], accountScope(auth));
  const byDays = new Map<string, { days: stats.DayRange; ids: number[] }>();
  const daysById = new Map<number, stats.DayRange>();
  for (const o of owners) {
    const days = daysOf(q, o.time_zone, now);
    const key = `${days.from}/${days.to}`;
    const group = byDays.get(key) ?? { days, ids: [] };
    group.ids.push(o.id);
    byDays.set(key, group);
    daysById.set(o.id, days);
  }
  const parts = await Promise.all([...byDays.values()].map((g) => stats.rangeTotals(db, q.level, g.ids, g.days)));
  const totals = new Map(parts.flatMap((m) => [...m]));
  return owners.map((o) => {
    const t = totals.get(o.id) ?? NO_TOTALS;
    const counts = { impressions: t.impressions, clicks: t.clicks, installs: t.installs, spend: toMajor(t.spend) };
    return { id: o.id, ...daysById.get(o.id)!, currency: o.currency, ...counts, ...derivedRates(counts) };
  });
}
