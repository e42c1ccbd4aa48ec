import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import type { AdGroupDeliveryStatTable } from './advertising.tables.js';

export interface Totals {
  spend: number;
  impressions: number;
  clicks: number;
  installs: number;
}

const sums = ['spend', 'impressions', 'clicks', 'installs'] as const;

/** Delivery totals per ad group (all days), and on `date` only when given. */
export async function groupTotals(db: DB, groupIds: number[], date?: string): Promise<Map<number, Totals>> {
  if (!groupIds.length) return new Map();
  let q = db
    .selectFrom('ad_group_delivery_stat')
    .select((eb) => ['ad_group_id', ...sums.map((c) => eb.fn.sum<number>(c).as(c))])
    .where('ad_group_id', 'in', idList(groupIds));
  if (date !== undefined) q = q.where('stat_date', '=', date);
  const rows = await q.groupBy('ad_group_id').execute();
  return new Map(
    rows.map((r) => [
      r.ad_group_id,
      {
        spend: Number(r.spend),
        impressions: Number(r.impressions),
        clicks: Number(r.clicks),
        installs: Number(r.installs),
      },
    ]),
  );
}

/** Delivery totals per campaign over all its ad groups (deleted ones too: their spend was spent), and on `date`. */
export async function campaignTotals(db: DB, campaignIds: number[], date?: string): Promise<Map<number, Totals>> {
  if (!campaignIds.length) return new Map();
  let q = db
    .selectFrom('ad_group_delivery_stat as s')
    .innerJoin('ad_group as g', 'g.id', 's.ad_group_id')
    .select((eb) => ['g.campaign_id', ...sums.map((c) => eb.fn.sum<number>(`s.${c}`).as(c))])
    .where('g.campaign_id', 'in', idList(campaignIds));
  if (date !== undefined) q = q.where('s.stat_date', '=', date);
  const rows = await q.groupBy('g.campaign_id').execute();
  return new Map(
    rows.map((r) => [
      r.campaign_id,
      {
        spend: Number(r.spend),
        impressions: Number(r.impressions),
        clicks: Number(r.clicks),
        installs: Number(r.installs),
      },
    ]),
  );
}

/** Writes days of delivery; a day already stored for the ad group is replaced. */
export async function upsertStats(db: DB, rows: AdGroupDeliveryStatTable[]) {
  for (const r of rows) {
    await db
      .insertInto('ad_group_delivery_stat')
      .values(r)
      .onConflict((oc) =>
        oc.columns(['ad_group_id', 'stat_date']).doUpdateSet({
          impressions: r.impressions,
          clicks: r.clicks,
          installs: r.installs,
          spend: r.spend,
          update_time: r.update_time,
        }),
      )
      .execute();
  }
}

/** The ad groups' (deleted ones too) campaign accounts. */
export function groupAccounts(db: DB, groupIds: number[]) {
  return db
    .selectFrom('ad_group as g')
    .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
    .select(['g.id', 'c.account_id'])
    .where('g.id', 'in', idList(groupIds))
    .execute();
}
