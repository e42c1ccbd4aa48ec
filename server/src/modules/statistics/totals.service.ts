import type { DB } from '../../db/database.js';
import { type DayRange, type Totals, type TotalsAndDaySpend, totalsAndDaySpend, totalsBy } from './statistics.repo.js';

export type { DayRange, Totals, TotalsAndDaySpend };

/** Delivery totals per ad group from the daily rollup (all days, or `date` in the campaign's time zone). */
export const adGroupTotals = (db: DB, groupIds: number[], date?: string) => totalsBy(db, 'ad_group_id', groupIds, date);

/** Delivery totals per campaign over all its ads (deleted ones too: their spend was spent). */
export const campaignTotals = (db: DB, campaignIds: number[], date?: string) =>
  totalsBy(db, 'campaign_id', campaignIds, date);

/**
 * Delivery totals per campaign, ad group or ad over a range of days (the campaign's local days, both included), for
 * the lists' metric columns.
 */
export const rangeTotals = (db: DB, level: 'campaign' | 'ad_group' | 'ad', ids: number[], range: DayRange) =>
  totalsBy(db, level === 'campaign' ? 'campaign_id' : level === 'ad_group' ? 'ad_group_id' : 'ad_id', ids, range);

/** All-time totals per campaign with its spend on each of `days` (each campaign's today in its time zone), one read. */
export const campaignTotalsAndDaySpend = (db: DB, campaignIds: number[], days: string[]) =>
  totalsAndDaySpend(db, 'campaign_id', campaignIds, days);

/** All-time totals per ad group with its spend on each of `days`, one read. */
export const adGroupTotalsAndDaySpend = (db: DB, groupIds: number[], days: string[]) =>
  totalsAndDaySpend(db, 'ad_group_id', groupIds, days);
