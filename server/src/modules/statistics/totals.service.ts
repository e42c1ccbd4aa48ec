import type { DB } from '../../db/database.js';
import { type Totals, totalsBy } from './statistics.repo.js';

export type { Totals };

/** Delivery totals per ad group from the daily rollup (all days, or `date` in the campaign's time zone). */
export const adGroupTotals = (db: DB, groupIds: number[], date?: string) => totalsBy(db, 'ad_group_id', groupIds, date);

/** Delivery totals per campaign over all its ads (deleted ones too: their spend was spent). */
export const campaignTotals = (db: DB, campaignIds: number[], date?: string) =>
  totalsBy(db, 'campaign_id', campaignIds, date);
