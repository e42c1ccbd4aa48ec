import type { ReportMetrics, ReportRow } from '@adconsole/contract';
import type { ReportGroup, ReportSums } from './report.repo.js';

// Money leaves the rollup in minor units (hundredths of the campaign's currency) and the API in major units.
const toMajor = (minor: number) => minor / 100;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const ratio = (top: number, bottom: number, places: number) => (bottom ? round(top / bottom, places) : null);

/**
 * The sums of a group with its rates (docs/reports.md): CTR clicks / impressions, CVR conversions / clicks, CPI
 * spend / installs, eCPM spend / impressions x 1000; a rate whose denominator is 0 is null. Rates are computed from
 * the group's sums, never averaged from finer rows; ratios keep 6 decimals, money 4.
 */
export function withRates(s: ReportSums): ReportMetrics {
  const impressions = Number(s.impressions);
  const clicks = Number(s.clicks);
  const installs = Number(s.installs);
  const conversions = Number(s.conversions);
  const spend = Number(s.spend);
  return {
    impressions,
    clicks,
    installs,
    conversions,
    spend: toMajor(spend),
    ctr: ratio(clicks, impressions, 6),
    cvr: ratio(conversions, clicks, 6),
    cpi: ratio(toMajor(spend), installs, 4),
    ecpm: ratio(toMajor(spend) * 1000, impressions, 4),
  };
}

/** A grouped row as the API answers it: the chosen dimensions' values, names resolved (empty when gone). */
export function reportRow(g: ReportGroup): ReportRow {
  const row: ReportRow = { currency: g.currency, ...withRates(g) };
  if (g.stat_date !== undefined) row.stat_date = g.stat_date;
  if (g.media_app_id !== undefined) {
    row.media_app_id = Number(g.media_app_id);
    row.media_app_name = g.media_app_name ?? '';
  }
  if (g.ad_position_id !== undefined) {
    row.ad_position_id = Number(g.ad_position_id);
    row.ad_position_name = g.ad_position_name ?? '';
  }
  if (g.country !== undefined) row.country = g.country;
  if (g.ad_type !== undefined) row.ad_type = Number(g.ad_type);
  return row;
}
