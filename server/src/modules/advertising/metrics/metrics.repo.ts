import type { MetricLevel } from '@adconsole/contract';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';

/** A row of a list with what its metrics need of its campaign: the account, the time zone and the currency. */
export interface MetricOwner {
  id: number;
  account_id: number;
  time_zone: string;
  currency: string;
}

/**
 * The campaigns, ad groups or ads among `ids` (deleted ones too: what they delivered was delivered) of the accounts in
 * `scope` (null: all), each with its campaign's time zone and currency.
 */
export async function ownersOf(
  db: DB,
  level: MetricLevel,
  ids: number[],
  scope: readonly number[] | null,
): Promise<MetricOwner[]> {
  if (!ids.length || scope?.length === 0) return [];
  const fields = ['c.account_id', 'c.time_zone', 'c.currency'] as const;
  if (level === 'campaign') {
    let q = db
      .selectFrom('campaign as c')
      .select(['c.id', ...fields])
      .where('c.id', 'in', idList(ids));
    if (scope) q = q.where('c.account_id', 'in', idList(scope));
    return q.execute();
  }
  if (level === 'ad_group') {
    let q = db
      .selectFrom('ad_group as g')
      .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
      .select(['g.id', ...fields])
      .where('g.id', 'in', idList(ids));
    if (scope) q = q.where('c.account_id', 'in', idList(scope));
    return q.execute();
  }
  let q = db
    .selectFrom('ad as a')
    .innerJoin('ad_group as g', 'g.id', 'a.ad_group_id')
    .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
    .select(['a.id', ...fields])
    .where('a.id', 'in', idList(ids));
  if (scope) q = q.where('c.account_id', 'in', idList(scope));
  return q.execute();
}
